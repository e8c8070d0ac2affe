import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone } from './helpers';
import { adminToken, openAdminSignedIn } from './admin-session';
import { signInWithPassword } from './identity-helpers';
import { customerWithOrder, seededProducts } from './order-helpers';

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

test('where the owner takes no cash on delivery, a shopper there is offered online payment only', async ({
  page,
  request,
}, testInfo) => {
  await removeJourneyZones(request);
  // The shopper's saved address is in Bengaluru, 560025 (their first order was paid on delivery).
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account } = await customerWithOrder(request, [{ productId: attar!.id, quantity: 1 }]);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/admin/delivery-zones', {
    headers,
    data: {
      name: `${ZONE_PREFIX} no COD ${testInfo.project.name}`,
      kind: 'PREFIX',
      values: ['5600'],
      deliverable: true,
      charge: 0,
      freeAbove: null,
      codAvailable: false,
      codLimit: null,
      daysFrom: 2,
      daysTo: 4,
    },
  });
  expect(created.status()).toBe(201);
  const zone = (await created.json()) as { id: number };
  // Asked first, before All India.
  const zones = (await (await request.get('/api/admin/delivery-zones', { headers })).json()) as {
    id: number;
  }[];
  const ordered = await request.put('/api/admin/delivery-zones/order', {
    headers,
    data: { ids: [zone.id, ...zones.map((each) => each.id).filter((id) => id !== zone.id)] },
  });
  expect(ordered.ok()).toBe(true);

  await page.goto('/login');
  await signInWithPassword(page, account.email, account.password);
  await page.goto(`/product/${attar!.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await page
    .getByRole('radio', { name: /Ship to Meera Iyer/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByText('Cash on delivery is not available at this pincode.')).toBeVisible();
  const online = page.getByRole('radio', { name: /Pay online \(test mode\)/ });
  await expect(online).toBeEnabled();
  await online.check();
  await expect(online).toBeChecked();
  await page.screenshot({
    path: testInfo.outputPath(`no-cod-zone-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
