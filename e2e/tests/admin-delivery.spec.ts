import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone } from './helpers';
import { adminToken, openAdminSignedIn } from './admin-session';

/** A zone name of this run's own: both projects share one store. */
const ZONE_PREFIX = 'E2E Bengaluru';

/**
 * Removes the zones this journey added. A zone for 5600 without cash on delivery left at the top
 * would change every other journey's checkout in Bengaluru (560025).
 */
async function removeJourneyZones(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const response = await request.get('/api/admin/delivery-zones', { headers });
  expect(response.ok()).toBe(true);
  for (const zone of (await response.json()) as { id: number; name: string }[]) {
    if (!zone.name.startsWith(ZONE_PREFIX)) continue;
    const removed = await request.delete(`/api/admin/delivery-zones/${zone.id}`, { headers });
    expect(removed.status()).toBe(204);
  }
}

/** The first zone of the list: the table's first row, or the first card on a phone. */
const firstZone = (page: Page, testInfo: TestInfo) =>
  isPhone(testInfo)
    ? page.getByRole('list', { name: 'Delivery zones' }).getByRole('listitem').first()
    : page
        .getByRole('table', { name: /^Delivery zones/ })
        .getByRole('row')
        .nth(1);

test.afterEach(async ({ request }) => removeJourneyZones(request));

test('the owner adds a zone for pincodes starting 5600, moves it to the top and sees it answer for 560001', async ({
  page,
  request,
}, testInfo) => {
  await removeJourneyZones(request);
  const name = `${ZONE_PREFIX} ${testInfo.project.name}`;
  const shot = (file: string) =>
    page.screenshot({
      path: testInfo.outputPath(`${file}-${testInfo.project.name}.png`),
      fullPage: true,
    });

  await openAdminSignedIn(page, request, '/admin/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(
    page.getByText('The first zone in the list that matches a pincode decides its delivery'),
  ).toBeVisible();
  // The new store's zones: the Army Postal Service first, then All India.
  await expect(firstZone(page, testInfo)).toContainText('Army Postal Service');
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await shot('delivery-page');

  await page.getByRole('button', { name: 'Add zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add zone' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Match by').selectOption({ label: 'Pincodes starting with' });
  await dialog.getByLabel('Pincodes starting with').fill('5600');
  await dialog.getByLabel('Shipping charge (₹)').fill('99');
  const cod = dialog.getByRole('switch', { name: 'Cash on delivery' });
  await cod.click();
  await expect(cod).toHaveAttribute('aria-checked', 'false');
  await shot('delivery-form');
  await dialog.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText('Zone added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Added last; up, one place at a time, until it is asked first.
  const moveUp = page.getByRole('button', { name: `Move ${name} up` });
  const moveDown = page.getByRole('button', { name: `Move ${name} down` });
  await expect(moveDown).toBeDisabled();
  for (let moves = 0; moves < 10 && (await moveUp.isEnabled()); moves += 1) {
    await moveUp.click();
    // Every arrow waits while the order is saved; this one is free again once it is.
    await expect(moveDown).toBeEnabled();
  }
  await expect(moveUp).toBeDisabled();
  await expect(firstZone(page, testInfo)).toContainText(name);
  await expect(firstZone(page, testInfo)).toContainText('₹99 shipping · No COD · 2-5 days');

  await page.getByLabel('Pincode', { exact: true }).fill('560001');
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByText(`Answered by ${name}`)).toBeVisible();
  await expect(
    page.getByText(`Zone 1, ${name} (pincodes starting with): 560001 starts with 5600.`),
  ).toBeVisible();
  await expect(page.getByText('No cash on delivery')).toBeVisible();
  await expect(page.getByText(/^Delivered (by|between) /)).toBeVisible();
  await shot('delivery-tested');

  // Reloaded, the order is the server's.
  await page.reload();
  await expect(firstZone(page, testInfo)).toContainText(name);
});
