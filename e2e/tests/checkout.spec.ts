import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

/** A full-page picture of each step, kept with the run's results (e2e/test-results) for review. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a visitor signs in at checkout, ships to a new address, pays cash on delivery and tracks the order', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('anaya');
  const password = 'jasmine-at-dusk';
  await createAccount(request, { email, password, firstname: 'Anaya', lastname: 'Rao' });
  // No quote is refused along the way (an emptied cart once the order is placed included).
  const refusedQuotes: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/cart/quote') && response.status() >= 400)
      refusedQuotes.push(`${response.status()} ${response.request().postData()}`);
  });

  await page.goto('/');
  const collection = page.locator('section', {
    has: page.getByRole('heading', { name: 'Signature Collection' }),
  });
  await collection
    .getByRole('link', { name: /Kannauj Rose Attar/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // In the cart, as a visitor: FLAT50 and a delivery check, both kept for the checkout.
  await page.goto('/cart');
  await page.getByLabel('Promo code').fill('FLAT50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code FLAT50 applied')).toBeVisible();
  await page.getByLabel('Check delivery').fill('110001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery Available', { exact: true }).first()).toBeVisible();

  // Checkout needs a login, and comes back after it.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);

  // Step 1: a first address, then the delivery check of its pincode.
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('Address Required')).toBeVisible();
  await page.getByLabel('Full name').fill('Anaya Rao');
  await page.getByLabel('Address line 1').fill('14 Connaught Place');
  await page.getByLabel(/Phone number/).fill('9876543210');
  // The pincode fills in the state and the city (Gurugram, which a fixed city list refused).
  await page.getByLabel('Pincode').fill('122001');
  await expect(page.getByLabel('State')).toHaveValue('Haryana');
  await expect(page.getByLabel('City')).toHaveValue('Gurugram');
  // Choosing a state by hand resets the city, which stays free text.
  await page.getByLabel('State').selectOption('Delhi');
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByText('Pincode 122001 is in Haryana, not Delhi.')).toBeVisible();
  await page.getByLabel('Pincode').fill('110001');
  await page.getByLabel('City').fill('New Delhi');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await snapshot(page, testInfo, 'step-1-form');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: /Ship to Anaya Rao/ })).toBeChecked();
  await expect(
    page.getByRole('main').getByText('Delivery Available', { exact: true }).first(),
  ).toBeVisible();
  await snapshot(page, testInfo, 'step-1');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: cash on delivery, with its fee.
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Payment Method Required').first()).toBeVisible();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByText(/Cash on Delivery fee: ₹/)).toBeVisible();
  await snapshot(page, testInfo, 'step-2');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: review, then place the order.
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('COD fee')).toBeVisible();
  await expect(summary.getByText('Discount (FLAT50)')).toBeVisible();
  await expect(summary.getByText(/GST/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(
    '14 Connaught Place',
  );
  await snapshot(page, testInfo, 'step-3');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  const orderNumber = (
    await page
      .getByText(/^AH-\d{4}-\d+$/)
      .first()
      .innerText()
  ).trim();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();

  // Two seconds later: My Account, opening on the order just placed, then the orders, and only
  // then the profile's settings.
  await expect(page).toHaveURL(/\/profile\?placed=\d+$/);
  const placed = page.getByRole('region', { name: 'Thank you for your order' });
  await expect(placed).toContainText(`Order ${orderNumber}, placed on`);
  await expect(placed.getByRole('list', { name: 'Items' })).toContainText('Kannauj Rose Attar');
  await expect(placed).toContainText('Discount (FLAT50)');
  await expect(placed).toContainText('Cash on Delivery');
  await expect(placed).toContainText(/You pay ₹[\d,]+ when it arrives\./);
  await expect(placed).toContainText('14 Connaught Place');
  await expect(placed).toContainText(`A confirmation mail is on its way to ${email}.`);
  await expect(placed).toContainText('We will write again when it ships.');
  await expect(placed.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
    'href',
    `/track-order?order=${orderNumber}`,
  );
  const orders = page.getByRole('region', { name: 'Orders' });
  const orderLink = orders.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) });
  await expect(orderLink).toContainText('Pending');
  const editProfile = page.getByRole('region', { name: 'Edit profile' });
  await expect(editProfile).toBeVisible();
  const top = async (region: typeof placed) => (await region.boundingBox())!.y;
  expect(await top(placed)).toBeLessThan(await top(orders));
  expect(await top(orders)).toBeLessThan(await top(editProfile));
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('14 Connaught Place');
  await snapshot(page, testInfo, 'profile');

  // A reload keeps the order on top; put away, it stays away.
  await page.reload();
  await expect(placed).toContainText(orderNumber);
  await placed.getByRole('button', { name: 'Hide the order just placed' }).click();
  await expect(placed).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);

  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${orderNumber}$`));
  const order = page.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('Kannauj Rose Attar');
  await expect(order).toContainText('Pending');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('IST');
  await snapshot(page, testInfo, 'track-order');
  expect(refusedQuotes).toEqual([]);
});
