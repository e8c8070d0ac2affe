import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

/** Where the store keeps the shopper's pincode (apps/web/src/lib/storage-keys.ts). */
const PINCODE_KEY = 'attar-pincode';

/** "Delivered by Thu, 3 Dec" or "Delivered between Tue, 1 Dec and Thu, 3 Dec". */
const DELIVERED = /^Delivered (by|between) /;

const shot = (page: Page, testInfo: TestInfo, file: string) =>
  page.screenshot({
    path: testInfo.outputPath(`${file}-${testInfo.project.name}.png`),
    fullPage: true,
  });

/** A product page, hydrated (the splash gone), with its delivery check loaded. */
async function openProduct(page: Page, id: number) {
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 15_000 });
}

test('a shopper gives a pincode on a product page and is promised a date there, on the next product, in the cart and at checkout', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('ishita');
  const password = 'saffron-and-sandal';
  await createAccount(request, { email, password, firstname: 'Ishita', lastname: 'Menon' });

  // The demo zones deliver to 1... in 2 to 7 working days, with cash on delivery.
  await openProduct(page, 1);
  const pincode = page.getByLabel('Check delivery');
  await pincode.fill('12345');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Pincode must be 6 digits.')).toBeVisible();
  await pincode.fill('110001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery to 110001')).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();
  await expect(page.getByText('Cash on delivery available')).toBeVisible();
  await shot(page, testInfo, 'product-delivered-by');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The next product page answers for the same pincode at once; "Change" takes another.
  await openProduct(page, 2);
  await expect(page.getByText('Delivery to 110001')).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();
  await page.getByRole('button', { name: 'Change pincode 110001' }).click();
  await page.getByLabel('Check delivery').fill('400001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery to 400001')).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();
  // The Army Postal Service (9...) gets no delivery.
  await page.getByRole('button', { name: 'Change pincode 400001' }).click();
  await page.getByLabel('Check delivery').fill('999999');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery Not Available')).toBeVisible();
  await expect(page.getByText(DELIVERED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Change pincode 999999' }).click();
  await page.getByLabel('Check delivery').fill('400001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(DELIVERED)).toBeVisible();

  // The cart checks the remembered pincode on arrival.
  await page.goto('/cart');
  await expect(page.getByLabel('Check delivery')).toHaveValue('400001');
  await expect(page.getByText('Delivery Available', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();
  await shot(page, testInfo, 'cart-delivered-by');

  // At checkout the chosen address's pincode answers, and is remembered.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ishita Menon');
  await page.getByLabel('Address line 1').fill('21 Janpath');
  await page.getByLabel(/Phone number/).fill('9876543210');
  await page.getByLabel('Pincode').fill('110001');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: /Ship to Ishita Menon/ })).toBeChecked();
  await expect(page.getByText('To pincode 110001', { exact: true })).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();
  await shot(page, testInfo, 'checkout-delivered-by');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PINCODE_KEY)).toBe(
    '110001',
  );

  // It stays in sight to the review.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await expect(page.getByText(DELIVERED)).toBeVisible();

  // Back on a product page, the address's pincode answers.
  await openProduct(page, 1);
  await expect(page.getByText('Delivery to 110001')).toBeVisible();
});

test('the remembered pincode answers in the place kept for it on the server-drawn page: nothing below moves', async ({
  page,
}) => {
  // The idle moment, which loads the check, is the test's to choose.
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, '110001');
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    (window as unknown as { becomeIdle: () => void }).becomeIdle = () => {
      for (const callback of idle.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  }, PINCODE_KEY);
  await openProduct(page, 1);
  const below = page.getByRole('heading', { name: 'Description' });
  const top = () => below.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await expect(page.getByText('Check delivery', { exact: true })).toBeVisible();
  await expect(page.getByText(DELIVERED)).toHaveCount(0);
  const before = await top();

  await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());
  await expect(page.getByText(DELIVERED)).toBeVisible();
  await expect(page.getByText('Delivery to 110001')).toBeVisible();
  expect(await top()).toBe(before);
});
