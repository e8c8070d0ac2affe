import { expect, test } from './fixtures';
import { adminToken, openAdminSignedIn } from './admin-session';
import { customerWithOrder, invoiceIdentityFilled, seededProducts } from './order-helpers';
import { pdfText } from './pdf-helpers';

test('the admin completes a return of a jewellery piece and downloads its credit note; the customer downloads the invoice and the credit note', async ({
  page,
  browser,
  request,
}) => {
  await invoiceIdentityFilled(request);
  const [piece] = await seededProducts(request, 'JEWELRY');
  const { account, token, order } = await customerWithOrder(request, [
    { productId: piece!.id, quantity: 1 },
  ]);

  // Asked for, approved and received through the API: those screens have journeys in returns.spec.ts.
  const created = await request.post('/api/returns/request', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      orderId: order.id,
      productId: piece!.id,
      reason: 'Defective product',
      type: 'RETURN',
      refundUpiId: 'meera@okbank',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  for (const [action, data] of [
    ['approve', {}],
    ['receive', { quantityReceived: 1 }],
  ] as const) {
    const answer = await request.post(`/api/admin/returns/${id}/${action}`, {
      headers: admin,
      data,
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  await openAdminSignedIn(page, request, `/admin/return/${id}`);
  await page.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog');
  await complete.getByLabel('Refund method').selectOption('UPI');
  await complete.getByLabel('Transfer reference').fill('UTR 9911 2233');
  await complete.getByRole('button', { name: 'Complete' }).click();
  const download = page.getByRole('button', { name: /^Download credit note CN\// });
  await expect(download).toBeVisible();
  const [adminFile] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const adminNote = await pdfText(adminFile);
  const creditNoteNumber = /CN\/\d{2}-\d{2}\/\d{6}/.exec(adminNote)?.[0];
  const invoiceNumber = /AH\/\d{2}-\d{2}\/\d{6}/.exec(adminNote)?.[0];
  expect(adminNote).toContain('CREDIT NOTE');
  expect(creditNoteNumber).toBeTruthy();
  expect(invoiceNumber).toBeTruthy();
  expect(adminNote).toContain(order.orderNumber);

  // The customer downloads both documents from the order's page.
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.202.0.31' },
  });
  const customer = await context.newPage();
  await customer.goto('/login');
  await customer.getByLabel('Email').fill(account.email);
  await customer.getByLabel('Password').fill(account.password);
  await customer.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(customer).not.toHaveURL(/\/login/);
  await customer.goto(`/track-order?order=${encodeURIComponent(order.orderNumber)}`);
  const [invoiceFile] = await Promise.all([
    customer.waitForEvent('download'),
    customer
      .getByRole('button', { name: `Download the invoice of order ${order.orderNumber}` })
      .click(),
  ]);
  expect(await pdfText(invoiceFile)).toContain(invoiceNumber!);
  const [noteFile] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('button', { name: `Download credit note ${creditNoteNumber}` }).click(),
  ]);
  const customerNote = await pdfText(noteFile);
  expect(customerNote).toContain(creditNoteNumber!);
  expect(customerNote).toContain(invoiceNumber!);
  await context.close();
});
