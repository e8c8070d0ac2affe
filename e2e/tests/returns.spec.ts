import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, openAdminSignedIn } from './admin-session';
import {
  customerWithOrder,
  invoiceIdentityFilled,
  moveOrder,
  seededProducts,
} from './order-helpers';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens "Return & Exchange" from the account menu, as a shopper would. */
async function openReturnCenter(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Return & Exchange' }).click();
  await expect(page).toHaveURL(/\/returns/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Return & Exchange Center' }),
  ).toBeVisible();
}

const card = (page: Page, orderNumber: string) =>
  page.getByRole('article').filter({ hasText: orderNumber });

test('a customer returns an item; the admin approves, receives and refunds it by UPI; the customer sees it completed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await invoiceIdentityFilled(request);
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account, order } = await customerWithOrder(request, [
    { productId: attar!.id, quantity: 1 },
  ]);

  await signIn(page, account.email, account.password);
  await openReturnCenter(page);
  await expect(page.getByRole('tab', { name: 'Return Policy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByText('30-day hassle-free returns for unused and unopened products.'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('returns-policy.png'), fullPage: true });

  await page.getByRole('button', { name: 'Go to My Returns' }).click();
  await expect(page).toHaveURL(/\/returns#requests$/);
  await expect(page.getByText('No return requests yet')).toBeVisible();
  await page.getByRole('button', { name: 'Request Return/Exchange' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`Order ${order.orderNumber}`) }).click();
  await dialog.getByRole('radio', { name: new RegExp(attar!.name) }).check();
  await expect(dialog.getByText('Eligible', { exact: true })).toBeVisible();
  await dialog.getByLabel('Reason for return').selectOption('Defective product');
  await dialog.getByLabel('Additional Comments').fill('The atomiser does not spray.');
  await dialog.getByLabel('UPI ID for your refund').fill('meera@okbank');
  await page.screenshot({ path: testInfo.outputPath('returns-dialog.png') });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const request1 = card(page, order.orderNumber);
  // REQUESTED is yellow (docs/product.md, "States and transitions").
  const requestedBadge = request1.locator('[data-tone="yellow"]', { hasText: 'Requested' });
  await expect(requestedBadge).toBeVisible();
  await expect(request1.getByText('The atomiser does not spray.')).toBeVisible();
  const requestedColour = await requestedBadge.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  await page.screenshot({ path: testInfo.outputPath('returns-requested.png'), fullPage: true });

  // The admin works the request from the queue.
  const adminContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.200.0.11' },
  });
  const admin = await adminContext.newPage();
  await openAdminSignedIn(admin, request);
  await admin.goto('/admin/return');
  await admin
    .getByRole('row', { name: new RegExp(order.orderNumber) })
    .getByRole('link')
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/return\/\d+$/);
  await expect(admin.getByText('The atomiser does not spray.')).toBeVisible();
  // An admin's note stays internal unless it is marked for the customer.
  await admin.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog');
  await approve.getByLabel('Note (optional)').fill('Courier pickup booked with Delhivery.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Internal note: the customer does not see it.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark received' })).toBeVisible();
  await admin.getByRole('button', { name: 'Mark received' }).click();
  const receive = admin.getByRole('dialog');
  await receive.getByLabel('Note (optional)').fill('Arrived sealed, thank you.');
  await receive.getByRole('checkbox', { name: 'Show this note to the customer' }).check();
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await admin.getByRole('button', { name: 'Complete' }).click();
  const complete = admin.getByRole('dialog');
  await complete.getByLabel('Refund method').selectOption('UPI');
  await expect(complete.getByLabel('Refund destination')).toHaveValue('meera@okbank');
  await complete.getByLabel('Transfer reference').fill('UTR 5566 7788');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(admin.getByText('UTR 5566 7788').first()).toBeVisible();
  await admin.screenshot({
    path: testInfo.outputPath('admin-return-completed.png'),
    fullPage: true,
  });
  await adminContext.close();

  // The customer sees it completed, in blue.
  await page.reload();
  const completed = card(page, order.orderNumber);
  const completedBadge = completed.locator('[data-tone="blue"]', { hasText: 'Completed' });
  await expect(completedBadge).toBeVisible();
  await expect(completed.getByText('UTR 5566 7788').first()).toBeVisible();
  await expect(completed.getByText('Arrived sealed, thank you.', { exact: false })).toBeVisible();
  await expect(completed.getByText('Courier pickup booked', { exact: false })).toHaveCount(0);
  const completedColour = await completedBadge.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  expect(completedColour).not.toBe(requestedColour);
  await page.screenshot({ path: testInfo.outputPath('returns-completed.png'), fullPage: true });
});

test('an exchange of a jewelry piece for another size ends with an exchange order in My Account', async ({
  page,
  request,
}) => {
  const [piece] = await seededProducts(request, 'JEWELRY');
  const { account, order } = await customerWithOrder(request, [
    { productId: piece!.id, quantity: 1 },
  ]);

  await signIn(page, account.email, account.password);
  await page.goto('/returns#requests');
  await page.getByRole('button', { name: 'Request Return/Exchange' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`Order ${order.orderNumber}`) }).click();
  await dialog.getByLabel('Request Type').selectOption('EXCHANGE');
  await dialog
    .getByRole('radio', { name: new RegExp(piece!.name) })
    .first()
    .check();
  await dialog.getByLabel('Reason for exchange').selectOption('Size/fit issue');
  const sameInAnotherSize = dialog.locator('input[name="exchange-option"]').first();
  await sameInAnotherSize.check();
  await dialog.getByLabel('Ring size you would like').fill('14');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request submitted successfully!')).toBeVisible();
  await expect(
    card(page, order.orderNumber).locator('[data-tone="yellow"]', { hasText: 'Requested' }),
  ).toBeVisible();

  // The admin approves it through the API here (the queue has its journey above).
  const token = await adminToken(request);
  const queue = await request.get(`/api/admin/returns?query=${order.orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [exchange] = ((await queue.json()) as { content: { id: number }[] }).content;
  const approved = await request.post(`/api/admin/returns/${exchange!.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const exchangeOrder = (
    (await approved.json()) as { exchangeOrder: { id: number; orderNumber: string } }
  ).exchangeOrder;
  await moveOrder(request, exchangeOrder.id, 'SHIPPED');

  await page.reload();
  const approvedCard = card(page, order.orderNumber);
  await expect(approvedCard.locator('[data-tone="green"]', { hasText: 'Approved' })).toBeVisible();
  await expect(approvedCard.getByText(exchangeOrder.orderNumber).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(exchangeOrder.orderNumber).first()).toBeVisible();
});

test('an exchange of a fragrance for another of its sizes picks the size and ships that one', async ({
  page,
  request,
}) => {
  // A seeded fragrance sold in several sizes, one of them cheaper than the one bought.
  const fragrances = await seededProducts(request, 'FRAGRANCE');
  let chosen: { id: number; name: string; smaller: { sku: string; size: string } } | undefined;
  for (const fragrance of fragrances) {
    const detail = (await (
      await request.get(`/api/products/getProduct/${fragrance.id}`)
    ).json()) as {
      price: number;
      salePrice: number | null;
      variants: {
        sku: string;
        size: string;
        price: number;
        salePrice: number | null;
        stockQuantity: number;
        isDefault: boolean;
      }[];
    };
    const paid = detail.salePrice ?? detail.price;
    const smaller = detail.variants.find(
      (variant) =>
        !variant.isDefault &&
        (variant.salePrice ?? variant.price) <= paid &&
        variant.stockQuantity > 2,
    );
    if (smaller) {
      chosen = { id: fragrance.id, name: fragrance.name, smaller };
      break;
    }
  }
  expect(chosen, 'the seeded catalogue has a fragrance with a smaller size in stock').toBeDefined();
  const customer = await customerWithOrder(request, [{ productId: chosen!.id, quantity: 1 }]);
  const { account, order } = customer;

  await signIn(page, account.email, account.password);
  await page.goto('/returns#requests');
  await page.getByRole('button', { name: 'Request Return/Exchange' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`Order ${order.orderNumber}`) }).click();
  await dialog.getByLabel('Request Type').selectOption('EXCHANGE');
  await dialog
    .getByRole('radio', { name: new RegExp(chosen!.name) })
    .first()
    .check();
  await dialog.getByLabel('Reason for exchange').selectOption('Defective product');
  await dialog.getByRole('radio', { name: /The same product in another size/ }).check();
  const sizes = dialog.getByRole('group', { name: 'Size you would like' });
  await sizes.getByRole('radio', { name: new RegExp(`^${chosen!.smaller.size} `) }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request submitted successfully!')).toBeVisible();
  await expect(card(page, order.orderNumber).getByText(chosen!.smaller.size).first()).toBeVisible();

  const token = await adminToken(request);
  const queue = await request.get(`/api/admin/returns?query=${order.orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [exchange] = ((await queue.json()) as { content: { id: number; exchangeSku: string }[] })
    .content;
  expect(exchange!.exchangeSku).toBe(chosen!.smaller.sku);
  const approved = await request.post(`/api/admin/returns/${exchange!.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const exchangeOrder = (
    (await approved.json()) as { exchangeOrder: { id: number; orderNumber: string } }
  ).exchangeOrder;
  // The exchange order sends that size: the customer's own order names it.
  const shipped = (await (
    await request.get(`/api/order/my-orders/track/${exchangeOrder.id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { items: { sku: string; size: string | null }[] };
  expect(shipped.items).toEqual([
    expect.objectContaining({ sku: chosen!.smaller.sku, size: chosen!.smaller.size }),
  ]);
});
