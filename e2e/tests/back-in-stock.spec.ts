import { adminToken, auth, seededCategoryId } from './admin-session';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { newestOutboxFile, nextMessage } from './identity-helpers';

// "Notify me" (docs/product.md, "Notify me when it's back"): a visitor asks to be told about a
// sold-out scent, confirms by the mailed link, and gets one mail when the admin restocks it. The
// journey makes its own product through the admin's API and deletes it afterwards.

let madeId: number | null = null;

test.afterEach(async ({ request }) => {
  if (madeId === null) return;
  await request.delete(`/api/products/delete/${madeId}`, {
    headers: auth(await adminToken(request)),
  });
  madeId = null;
});

test('a visitor asks to hear when a sold-out scent is back, confirms, and gets one mail when it is restocked', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const name = `Hina Attar ${tag}`;
  const created = await request.post('/api/products/products', {
    headers: auth(await adminToken(request)),
    data: {
      name,
      sku: `AH-E2E-HINA-${tag}`,
      price: 2150,
      description: 'Henna flowers and spices distilled slowly into sandalwood oil.',
      shortDescription: 'A warm, earthy attar of the monsoon.',
      categoryId: await seededCategoryId(request, 'Attars'),
      size: '10 ml',
      stockQuantity: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  madeId = ((await created.json()) as { id: number }).id;

  const email = uniqueEmail('hina');
  await page.goto(`/product/${madeId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Out of stock')).toBeVisible();
  await expect(page.getByText('Sold out. We can email you once, when it is back.')).toBeVisible();

  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.getByRole('button', { name: 'Notify me' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('notify-me-offered.png') });
  const before = await newestOutboxFile('mail', email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
    `Check your inbox: confirm with the link we sent to ${email}, and we will email you once, when it is back in stock.`,
  );
  await page.screenshot({ path: testInfo.outputPath('notify-me-asked.png') });

  const confirmation = await nextMessage('mail', email, before);
  expect(confirmation).toContain(`Confirm your back-in-stock alert for ${name}`);
  const link = /\/back-in-stock\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmation)?.[0];
  expect(link, 'a confirmation link in the mail').toBeTruthy();
  const confirmed = await newestOutboxFile('mail', email);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  await expect(
    page.getByText(`We will email ${email} once, when it is back in stock.`),
  ).toBeVisible();
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.getByRole('heading', { name: "You're on the list" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('notify-me-confirmed.png') });

  // The admin receives stock; the store's check (every 2 s in the journeys) mails the shopper.
  const restocked = await request.post(`/api/admin/products/${madeId}/stock`, {
    headers: auth(await adminToken(request)),
    data: { delta: 6, note: 'Monsoon batch' },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);
  const backMail = await nextMessage('mail', email, confirmed);
  const lastMail = await newestOutboxFile('mail', email);
  expect(backMail).toContain(`Back in stock: ${name}`);
  const productLink = new RegExp(`/product/${madeId}\\?sku=[A-Z0-9%._-]+`).exec(backMail)?.[0];
  expect(productLink, 'a link to the size in the mail').toBeTruthy();

  await page.getByRole('link', { name: `Back to ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(productLink!);
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);

  // One mail about it, however often the check runs.
  await page.waitForTimeout(4_500);
  expect(await newestOutboxFile('mail', email)).toBe(lastMail);
});
