import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, auth, openAdminSignedIn, seededCategoryId } from './admin-session';

// The admin's side of variants (docs/decisions/0057-variants.md): a product of one size gets
// another in the product form, and the products table opens its sizes. The journey makes its own
// product through the admin's API and deletes it afterwards, so other journeys' counts stay.

interface Made {
  id: number;
  name: string;
  sku: string;
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

let made: Made | null = null;

test.afterEach(async ({ request }) => {
  if (!made) return;
  await request.delete(`/api/products/delete/${made.id}`, {
    headers: auth(await adminToken(request)),
  });
  made = null;
});

test('an admin adding a size to a product', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const sku = `AH-E2E-SIZE-${tag}`;
  const created = await request.post('/api/products/products', {
    headers: auth(await adminToken(request)),
    data: {
      name: `Shamama Attar ${tag}`,
      sku,
      price: 2450,
      description: 'Herbs and resins cooked slowly in a copper deg.',
      shortDescription: 'A winter attar of Kannauj.',
      categoryId: await seededCategoryId(request, 'Attars'),
      size: '12 ml',
      stockQuantity: 9,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  made = (await created.json()) as Made;

  // A product of one size: the form as it was, and a way to add sizes.
  await openAdminSignedIn(page, request, `/admin/products/${made.id}`);
  await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible();
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(sku);
  await page.getByRole('button', { name: 'Add sizes' }).click();

  // The product's own size is the first; a bigger one is added and generated.
  const sizes = page.getByLabel('Sizes', { exact: true });
  await expect(sizes).toBeFocused();
  await sizes.fill('50 ml');
  await sizes.press('Enter');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  await expect(page.getByText('2 variants: 1 added, 1 kept, 0 removed.')).toBeVisible();
  await expect(page.getByLabel('SKU of 50 ml', { exact: true })).toHaveValue(`${sku}-50ML`);
  await page.getByLabel('Price of 50 ml', { exact: true }).fill('8900');
  await page.getByLabel('Stock of 50 ml', { exact: true }).fill('4');
  // The rows in view above the sticky save bar: scrolled to what follows the table.
  await page.getByRole('button', { name: 'Back to one size' }).scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'variants-editor');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  // Saved, the form opens on the stored rows: two, the first still the default.
  await expect(page.getByRole('radio', { name: 'Default: 12 ml' })).toBeChecked();
  // The stored ones: no longer marked new, so saving again changes them instead of adding them.
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Price of 50 ml', { exact: true })).toHaveValue('8900');
  await expect(page.getByRole('button', { name: 'Remove variant 50 ml' })).toBeEnabled();

  // The table: two sizes, their stock together, and each size when the row is opened.
  await page.goto(`/admin/products?search=${encodeURIComponent(made.name)}`);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').filter({ hasText: made.name });
  await expect(row.getByText('in 2 sizes')).toBeVisible();
  await expect(row.getByText('13', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `2 sizes of ${made.name}` }).click();
  const variants = page.getByRole('table', { name: `Variants of ${made.name}` });
  await expect(variants.getByRole('row')).toHaveCount(3);
  await expect(variants.getByText(`${sku}-50ML`)).toBeVisible();
  await expect(variants.getByText('₹8,900')).toBeVisible();
  await snapshot(page, testInfo, 'products-table-expanded');
});
