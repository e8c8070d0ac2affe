import { expect, test } from './fixtures';
import { customerWithOrder, seededProducts } from './order-helpers';

// A shopper cancels an order that has not shipped (docs/product.md, "Cancelling an order").

test('a shopper cancels an order before it ships, with a reason, and sees it cancelled', async ({
  page,
  request,
}, testInfo) => {
  const [product] = await seededProducts(request, 'FRAGRANCE');
  expect(product, 'the seeded catalogue has a fragrance in stock').toBeDefined();
  const { account, order } = await customerWithOrder(
    request,
    [{ productId: product!.id, quantity: 1 }],
    'CONFIRMED',
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/track-order?order=${encodeURIComponent(order.orderNumber)}`);
  await page.getByRole('button', { name: `Cancel order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
  await dialog.getByRole('radio', { name: 'Delivery would take too long' }).check();
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('cancel-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('You cancelled this order: Delivery would take too long.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel order ${order.orderNumber}` })).toHaveCount(
    0,
  );
  await page.screenshot({ path: testInfo.outputPath('order-cancelled.png'), fullPage: true });
});
