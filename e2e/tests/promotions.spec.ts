import type { Page, TestInfo } from '@playwright/test';
import { adminToken, auth, openAdminSignedIn, tokenFor } from './admin-session';
import { expect, skipFirstVisitSplash, test } from './fixtures';
import { isPhone, uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';
import { seededProducts } from './order-helpers';

// Promotions (docs/admin-guide.md, "Promotions"): the owner runs a Diwali sale on jewellery with a
// code that ends on a date, and a shopper pays less with it. Each run makes its own code (both
// projects share one store) and switches it off afterwards.

const JEWELLERY = ['Rings', 'Necklaces', 'Earrings', 'Bracelets'];

let madeCode: string | null = null;

test.afterEach(async ({ request }) => {
  if (madeCode === null) return;
  const headers = auth(await adminToken(request));
  const list = (await (await request.get('/api/admin/promotions', { headers })).json()) as {
    id: number;
    code: string | null;
  }[];
  const made = list.find((promotion) => promotion.code === madeCode);
  madeCode = null;
  if (!made) return;
  const current = await (await request.get(`/api/admin/promotions/${made.id}`, { headers })).json();
  const { id: _id, status: _status, stats: _stats, createdAt: _createdAt, ...input } = current;
  await request.put(`/api/admin/promotions/${made.id}`, {
    headers,
    data: { ...input, isActive: false },
  });
});

/** A week from today, as the form's date-time field takes it (India time). */
function inAWeek(): string {
  const inIndia = new Date(Date.now() + 330 * 60_000 + 7 * 24 * 3600_000);
  return `${inIndia.toISOString().slice(0, 10)}T23:59`;
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('the owner makes a 20% Diwali code for jewellery that ends in a week, and a shopper pays 20% less with it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `DIWALI${testInfo.project.name.slice(0, 2)}${Date.now().toString(36)}`.toUpperCase();
  const title = 'Diwali: 20% off jewellery';

  // The owner: Promotions, New promotion, the form.
  await openAdminSignedIn(page, request, '/admin/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('link', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('What it gives').selectOption('PERCENT_OFF');
  await page.getByLabel('Percentage off').fill('20');
  const appliesTo = page.getByRole('group', { name: /^Only these categories/ });
  for (const category of JEWELLERY)
    await appliesTo.getByRole('checkbox', { name: category, exact: true }).check();
  await page.getByLabel('Ends (optional)').fill(inAWeek());
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await shot(page, testInfo, 'promotion-form');
  await page.getByRole('button', { name: 'Add promotion' }).click();
  madeCode = code;

  await expect(page).toHaveURL(/\/admin\/promotions$/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(title);
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/Until \d{1,2} \w{3} \d{4}, 23:59/);
  await shot(page, testInfo, 'promotions-list');

  // A shopper, in a browser of their own: the product page names the offer; the code takes 20%
  // off in the cart and on the order.
  const [ring] = await seededProducts(request, 'JEWELRY');
  expect(ring, 'an in-stock jewellery product in the demo catalogue').toBeDefined();
  const price = ring!.salePrice ?? ring!.price;
  const email = uniqueEmail('diwali');
  const password = 'marigold-and-diyas';
  await createAccount(request, { email, password, firstname: 'Ira', lastname: 'Menon' });
  const address = await request.post('/api/shipping-addresses/Add', {
    headers: auth(await tokenFor(request, email, password)),
    data: {
      fullName: 'Ira Menon',
      addressLine1: '7 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400020',
      phoneNumber: '9820012345',
    },
  });
  expect(address.status(), await address.text()).toBe(201);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await skipFirstVisitSplash(context);
  const shopper = await context.newPage();
  try {
    await shopper.goto('/login');
    await signInWithPassword(shopper, email, password);
    await shopper.goto(`/product/${ring!.id}`);
    await expect(shopper.getByRole('heading', { level: 1, name: ring!.name })).toBeVisible();
    await expect(shopper.getByText(code).first()).toBeVisible();
    await expect(shopper.getByText(title).first()).toBeVisible();
    await expect(shopper.getByText('Crafting Memories Through Scent')).toBeHidden();
    await shot(shopper, testInfo, 'product-offer');
    await shopper.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(shopper.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await shopper.goto('/cart');
    await shopper.getByLabel('Promo code').fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(shopper.getByText(`Promo code ${code} applied`)).toBeVisible();
    const discount = shopper
      .getByRole('region', { name: 'Order Summary' })
      .locator('div', {
        has: shopper.locator('dt').getByText(`Discount (${code})`, { exact: true }),
      })
      .locator('dd');
    await expect.poll(async () => rupees(await discount.innerText())).toBe(price * 0.2);
    await shot(shopper, testInfo, 'cart-with-code');

    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(shopper.getByRole('radio', { name: /Ship to Ira Menon/ })).toBeChecked();
    await shopper.getByRole('button', { name: 'Continue' }).click();
    await shopper.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await shopper.getByRole('button', { name: 'Continue' }).click();
    const summary = shopper.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
    await shot(shopper, testInfo, 'checkout-review');
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    const placed = shopper.getByRole('region', { name: 'Thank you for your order' });
    await expect(placed).toContainText(`Discount (${code})`);
    await shot(shopper, testInfo, 'order-placed');
  } finally {
    await context.close();
  }

  // Back in the admin: one use, and the discount it gave.
  await page.reload();
  const given = `₹${(price * 0.2).toLocaleString('en-IN')}`;
  if (isPhone(testInfo)) await expect(row).toContainText(`Uses 1 · Revenue`);
  else await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row).toContainText(given);
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await shot(page, testInfo, 'promotions-list-used');
});
