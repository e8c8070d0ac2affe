import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithPassword } from './identity-helpers';
import { customerWithOrder, seededProducts } from './order-helpers';

// Paying online through the store's built-in test gateway (docs/payments.md): a paid order, then
// a failed payment followed by cash on delivery on the same order.

async function checkoutOnline(page: Page, productId: number) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await page
    .getByRole('radio', { name: /Ship to Meera Iyer/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.getByRole('radio', { name: /Pay online \(test mode\)/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  await expect(page.getByText('TEST', { exact: true })).toBeVisible();
}

test('a shopper pays online through the test gateway, then pays on delivery after a failed payment', async ({
  page,
  request,
}, testInfo) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account } = await customerWithOrder(request, [{ productId: attar!.id, quantity: 1 }]);
  await page.goto('/login');
  await signInWithPassword(page, account.email, account.password);

  await checkoutOnline(page, attar!.id);
  await page.screenshot({ path: testInfo.outputPath('test-gateway.png'), fullPage: true });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/\d+/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-received.png'), fullPage: true });

  await checkoutOnline(page, attar!.id);
  await page.getByRole('button', { name: 'Make the payment fail' }).click();
  await expect(page.getByText('Your payment did not go through.', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-failed.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Cash on Delivery').first()).toBeVisible();
});
