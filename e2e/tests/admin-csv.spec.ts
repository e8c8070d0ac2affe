import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openAdminSignedIn } from './admin-session';

test('an admin exports the catalogue as CSV and imports the file back unchanged, written by a background job', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openAdminSignedIn(page, request);
  await page.goto('/admin/products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attar-house-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFFsku,productSku,name,productType,category,price,')).toBe(true);
  const rows = text.trimEnd().split('\r\n').length - 1;
  expect(rows).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const result = dialog.getByRole('region', { name: 'Check result' });
  await expect(result.getByText(/^No errors in \d+ rows/)).toBeVisible();
  await expect(
    result.getByText('Errors', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('0');
  await expect(
    result.getByText('Unchanged', { exact: true }).locator('xpath=following-sibling::dd'),
  ).not.toHaveText('0');

  // The server writes the file in a background job; the dialog asks about it every second.
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import applied')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^0 new, 0 updated, [\d,]+ unchanged$/)).toBeVisible();
  await expect(dialog).toBeHidden();
});
