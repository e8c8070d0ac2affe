import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminSignedIn, tokenFor } from './admin-session';
import { signInWithPassword } from './identity-helpers';
import { customerWithOrder, seededProducts } from './order-helpers';

// Paying online through the store's built-in test gateway (docs/payments.md): a paid order, then
// a failed payment followed by cash on delivery on the same order; and an admin cancelling a paid
// order, whose payment goes back through the gateway.

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

test('an admin cancels an order paid online and sees its refund through the gateway', async ({
  page,
  request,
}, testInfo) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account } = await customerWithOrder(
    request,
    [{ productId: attar!.id, quantity: 1 }],
    'PENDING',
  );
  // The shopper pays through the test gateway's page, as the browser does, then the checkout's
  // signed result is verified.
  const token = await tokenFor(request, account.email, account.password);
  const auth = { authorization: `Bearer ${token}` };
  const methods = (await (await request.get('/api/payment-methods/active')).json()) as {
    id: number;
    method: string;
  }[];
  const online = methods.find((method) => method.method === 'test_gateway')!;
  const addresses = (await (
    await request.get('/api/shipping-addresses/GetAll', { headers: auth })
  ).json()) as { content: { id: number }[] };
  const items = [{ productId: attar!.id, quantity: 1 }];
  const quote = (await (
    await request.post('/api/cart/quote', {
      data: { items, paymentMethodId: online.id, pincode: '560025' },
    })
  ).json()) as { total: number };
  const placed = await request.post('/api/order/placeOrder', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      shippingAddressId: addresses.content[0]!.id,
      paymentMethodId: online.id,
      totalAmount: quote.total,
      items,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as {
    id: number;
    orderNumber: string;
    payment: { gatewayOrderId: string };
  };
  const paid = await request.post(`/test-gateway/checkout/${order.payment.gatewayOrderId}`, {
    form: { outcome: 'succeed', return: `/checkout/payment/${order.id}` },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers()['location']!, 'http://store').searchParams;
  const verified = await request.post('/api/payments/razorpay/verify', {
    headers: auth,
    data: {
      orderId: order.id,
      razorpay_order_id: back.get('razorpay_order_id'),
      razorpay_payment_id: back.get('razorpay_payment_id'),
      razorpay_signature: back.get('razorpay_signature'),
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await openAdminSignedIn(page, request, `/admin/orders/${order.id}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Payment captured')).toBeVisible();
  await page.getByLabel('New status').selectOption('CANCELLED');
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('paid online is refunded to the customer’s payment');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} is now Cancelled`)).toBeVisible();
  // The refund job asks the gateway once the cancellation commits; the page shows it on reload.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Payments' }).getByText('Status processed'),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'Payments' }).getByText(new RegExp(`${order.orderNumber}-R`)),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-refund.png'), fullPage: true });
});
