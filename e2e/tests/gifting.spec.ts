import type { Page, TestInfo } from '@playwright/test';
import { expect, skipFirstVisitSplash, test } from './fixtures';
import { adminToken, openAdminSignedIn } from './admin-session';
import { uniqueEmail } from './helpers';
import { createAccount } from './identity-helpers';
import { seededProducts } from './order-helpers';
import { pdfText } from './pdf-helpers';

// A gift (docs/product.md, "Gifts"): the owner offers gift wrap, a shopper sends an order wrapped
// with a message, the packer's slip carries the message and the shopper's gift receipt shows no
// price.

const MESSAGE = 'Happy Diwali, Meera! Light one for me. Love, Kabir';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.afterEach(async ({ request }) => {
  // Gift wrap is off in the seeded store; other journeys' checkouts expect it so.
  await request.put('/api/admin/settings/gift-wrap', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { enabled: false, fee: 49 },
  });
});

test('a gift-wrapped order with a message: the packing slip carries it, the gift receipt shows no price', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The owner offers gift wrap for ₹75.
  await openAdminSignedIn(page, request, '/admin/settings');
  const giftWrap = page.getByRole('region', { name: 'Gift wrap' });
  await giftWrap.getByRole('switch', { name: 'Offer gift wrap at checkout' }).click();
  await giftWrap.getByLabel('Gift wrap fee (₹)').fill('75');
  await giftWrap.getByRole('button', { name: 'Save gift wrap' }).click();
  await expect(page.getByText('Gift wrap saved')).toBeVisible();

  // A shopper, in a browser of their own, buys a scent as a gift.
  const [product] = await seededProducts(request, 'FRAGRANCE');
  expect(product, 'the seeded catalogue has a fragrance in stock').toBeDefined();
  const account = {
    email: uniqueEmail('gift'),
    password: 'lamps-on-the-sill',
    firstname: 'Kabir',
    lastname: 'Sethi',
  };
  await createAccount(request, account);
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.203.0.${testInfo.project.name === 'phone' ? 2 : 1}`,
    },
  });
  await skipFirstVisitSplash(context);
  const shopper = await context.newPage();
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(account.email);
  await shopper.getByLabel('Password').fill(account.password);
  await shopper.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopper).not.toHaveURL(/\/login/);
  await shopper.goto(`/product/${product!.id}`);
  await shopper.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Added to Cart').first()).toBeVisible();
  await shopper.goto('/checkout');
  await shopper.getByLabel('Full name').fill('Meera Kapoor');
  await shopper.getByLabel('Address line 1').fill('21 Lodhi Estate');
  await shopper.getByLabel(/Phone number/).fill('9876543210');
  await shopper.getByLabel('Pincode').fill('110001');
  await expect(shopper.getByLabel('State')).toHaveValue('Delhi');
  await expect(shopper.getByLabel('City')).not.toHaveValue('');
  await shopper.getByLabel('City').fill('New Delhi');
  await shopper.getByRole('button', { name: 'Add address' }).click();
  await expect(
    shopper.getByRole('main').getByText('Delivery Available', { exact: true }).first(),
  ).toBeVisible();
  await shopper.getByRole('button', { name: 'Continue' }).click();
  await shopper.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await shopper.getByRole('button', { name: 'Continue' }).click();

  const gift = shopper.getByRole('region', { name: 'Sending a gift?' });
  await gift.getByRole('checkbox', { name: 'Gift wrap this order (+₹75)' }).check();
  await gift.getByLabel('Gift message (optional)').fill(MESSAGE);
  await expect(
    gift.getByText(`${200 - MESSAGE.length} characters left`, { exact: false }),
  ).toBeVisible();
  const summary = shopper.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Gift wrap')).toBeVisible();
  await gift.scrollIntoViewIfNeeded();
  await snapshot(shopper, testInfo, 'checkout-gift');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  const placed = shopper.getByRole('region', { name: 'Thank you for your order' });
  await expect(placed).toBeVisible({ timeout: 15_000 });
  const orderId = Number(new URL(shopper.url()).searchParams.get('placed'));
  expect(orderId).toBeGreaterThan(0);

  // The shopper's order shows the message, and its gift receipt has no price.
  await shopper.goto(`/track-order?order=${orderId}`);
  await expect(shopper.getByRole('heading', { name: 'Gift message' })).toBeVisible();
  const [receipt] = await Promise.all([
    shopper.waitForEvent('download'),
    shopper.getByRole('button', { name: /^Download a gift receipt, without prices/ }).click(),
  ]);
  const receiptText = await pdfText(receipt);
  expect(receiptText).toContain('GIFT RECEIPT');
  expect(receiptText).toContain(product!.name);
  expect(receiptText).toContain(MESSAGE);
  expect(receiptText).not.toContain('₹');
  await context.close();

  // The packer sees the gift on the order and prints the slip with the message.
  await page.goto(`/admin/orders/${orderId}`);
  const items = page.getByRole('region', { name: /^Items/ });
  await expect(items.getByText('A gift: wrap it, and put no price in the parcel')).toBeVisible();
  await expect(items.getByText(`Gift message: “${MESSAGE}”`)).toBeVisible();
  await snapshot(page, testInfo, 'admin-gift-order');
  const [slip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Packing slip' }).click(),
  ]);
  const slipText = await pdfText(slip);
  expect(slipText).toContain('PACKING SLIP');
  expect(slipText).toContain('Meera Kapoor');
  expect(slipText).toContain('gift-wrap every item');
  expect(slipText).toContain(MESSAGE);
  expect(slipText).not.toContain('₹');
});
