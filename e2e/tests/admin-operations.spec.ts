import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone } from './helpers';
import { adminToken, openAdminSignedIn } from './admin-session';
import { customerWithOrder, seededProducts } from './order-helpers';
import { pdfText } from './pdf-helpers';

async function signInAsCustomer(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A second browser for the other person in the journey, with an address of its own. */
async function otherPerson(browser: Browser, page: Page, address: string) {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  return { context, page: await context.newPage() };
}

/** The seller on invoices, as an admin fills it in under Settings (a real, checked GSTIN). */
const SELLER = {
  legalName: 'Attar House Fragrances Private Limited',
  address: '12 Marine Drive, Mumbai 400002',
  gstin: '27AAPFU0939F1ZV',
  state: 'Maharashtra',
};

test('the admin reads the dashboard, delivers an order with a note, and both download its GST invoice', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account, order } = await customerWithOrder(
    request,
    [{ productId: attar!.id, quantity: 2 }],
    'PENDING',
  );
  const identity = await request.put('/api/admin/settings/invoice-identity', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: SELLER,
  });
  expect(identity.status(), await identity.text()).toBe(200);

  await openAdminSignedIn(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Revenue today')).toBeVisible();
  await expect(page.getByRole('link', { name: /Orders, last 30 days\s*[1-9]/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true });

  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByLabel('Search orders').fill(order.orderNumber);
  // The list follows the box once typing pauses, and the address keeps the search.
  await expect(page).toHaveURL(/search=AH-/);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(order.orderNumber) })
    .getByRole('link', { name: order.orderNumber })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));

  await page.getByLabel('Add note').fill('Gift-wrapped at the customer\u2019s request.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Gift-wrapped at the customer\u2019s request.')).toBeVisible();

  await page.getByLabel('New status').selectOption('DELIVERED');
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} is now Delivered`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-order.png'), fullPage: true });

  const [adminDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  const adminInvoice = await pdfText(adminDownload);
  expect(adminInvoice).toContain(SELLER.legalName);
  expect(adminInvoice).toContain(SELLER.gstin);
  expect(adminInvoice).toContain(order.orderNumber);
  // Maharashtra sells to Karnataka: integrated GST, and the total in Indian words.
  expect(adminInvoice).toContain('IGST');
  expect(adminInvoice).toMatch(/Rupees .+ Only/);
  const invoiceNumber = /AH\/\d{2}-\d{2}\/\d{6}/.exec(adminInvoice)?.[0];
  expect(invoiceNumber).toBeTruthy();

  // The customer downloads the same invoice from My Account.
  const customer = await otherPerson(browser, page, '10.201.0.21');
  await signInAsCustomer(customer.page, account.email, account.password);
  await expect(customer.page).not.toHaveURL(/\/login/);
  await customer.page.goto('/profile');
  const [customerDownload] = await Promise.all([
    customer.page.waitForEvent('download'),
    customer.page
      .getByRole('button', { name: `Download the invoice of order ${order.orderNumber}` })
      .first()
      .click(),
  ]);
  expect(await pdfText(customerDownload)).toContain(invoiceNumber!);
  await customer.context.close();
});

test('the admin deactivates a customer, who can no longer sign in, and clears the notification bell', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account } = await customerWithOrder(
    request,
    [{ productId: attar!.id, quantity: 1 }],
    'PENDING',
  );

  await openAdminSignedIn(page, request);
  await page.goto('/admin/users');
  await page.getByLabel('Search accounts').fill(account.email);
  await page.getByLabel('Search accounts').press('Enter');
  await page.getByRole('button', { name: 'Edit Meera Iyer' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Active' }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-users.png'), fullPage: true });

  const customer = await otherPerson(browser, page, '10.201.0.22');
  await signInAsCustomer(customer.page, account.email, account.password);
  await expect(
    customer.page.getByText(
      'This account has been deactivated. Contact the store to have it reactivated.',
    ),
  ).toBeVisible();
  await expect(customer.page).toHaveURL(/\/login/);
  await customer.context.close();

  // New orders have written notifications: the bell counts them, and "Mark all as read" clears it.
  const bell = page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
});

test('the admin hides a review, which leaves the product page', async ({
  page,
  browser,
  request,
}) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { token } = await customerWithOrder(request, [{ productId: attar!.id, quantity: 1 }]);
  const title = `Sharp and short-lived ${Date.now()}`;
  const posted = await request.post(`/api/products/${attar!.id}/reviews`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rating: 2, title, body: 'Faded within the hour; not what the notes promised.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const visitor = await otherPerson(browser, page, '10.201.0.23');
  await visitor.page.goto(`/product/${attar!.id}`);
  await expect(
    visitor.page.locator('#reviews').getByRole('heading', { name: title }),
  ).toBeVisible();

  await openAdminSignedIn(page, request);
  await page.goto('/admin/review');
  await page.getByLabel('Search reviews').fill(title);
  await page.getByLabel('Search reviews').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: /^Hide / }).click();
  await expect(row.getByRole('button', { name: /^Show / })).toBeVisible();

  await visitor.page.reload();
  await expect(visitor.page.locator('#reviews')).toBeVisible();
  await expect(visitor.page.locator('#reviews').getByRole('heading', { name: title })).toHaveCount(
    0,
  );
  await visitor.context.close();
});

test('the admin switches cash on delivery off, the checkout stops offering it, and switches it back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const { account } = await customerWithOrder(request, [{ productId: attar!.id, quantity: 1 }]);

  await openAdminSignedIn(page, request);
  await page.goto('/admin/payment-method');
  const cod = page.getByRole('switch', { name: 'Offer Cash on Delivery at checkout' });
  const upi = page.getByRole('switch', { name: 'Offer UPI on Delivery at checkout' });
  const testGateway = page.getByRole('switch', {
    name: 'Offer Pay online (test mode) at checkout',
  });
  // The test gateway off, cash on delivery is the only method switched on, and the last one
  // cannot be switched off.
  await expect(testGateway).toBeChecked();
  await testGateway.click();
  await expect(testGateway).not.toBeChecked();
  await cod.click();
  await expect(
    page.getByText('Cash on Delivery is the only active payment method.', { exact: false }),
  ).toBeVisible();
  await expect(cod).toBeChecked();
  await upi.click();
  await expect(upi).toBeChecked();
  await cod.click();
  await expect(cod).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('admin-payment-methods.png'), fullPage: true });

  try {
    const customer = await otherPerson(browser, page, '10.201.0.24');
    await signInAsCustomer(customer.page, account.email, account.password);
    await expect(customer.page).not.toHaveURL(/\/login/);
    await customer.page.goto(`/product/${attar!.id}`);
    await customer.page.getByRole('button', { name: 'Add to Cart' }).click();
    await customer.page.goto('/checkout');
    await expect(customer.page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await customer.page
      .getByRole('radio', { name: /Ship to Meera Iyer/ })
      .first()
      .check();
    await customer.page.getByRole('button', { name: 'Continue' }).click();
    await expect(customer.page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(customer.page.getByRole('radio', { name: /UPI on Delivery/ })).toBeVisible();
    await expect(customer.page.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
    await customer.context.close();
  } finally {
    await cod.click();
    await expect(cod).toBeChecked();
    await upi.click();
    await expect(upi).not.toBeChecked();
    await testGateway.click();
    await expect(testGateway).toBeChecked();
  }
});

test('the admin saves the store’s phone under Settings, and the footer and contact page show it', async ({
  page,
  request,
}, testInfo) => {
  const authorization = `Bearer ${await adminToken(request)}`;
  const before = (await (
    await request.get('/api/admin/settings', { headers: { authorization } })
  ).json()) as { storeContact: Record<string, string> };
  const phone = isPhone(testInfo) ? '+91 94150 61111' : '+91 94150 62222';

  await openAdminSignedIn(page, request);
  await page.goto('/admin/settings');
  const contact = page.getByRole('region', { name: 'Store contact details' });
  try {
    await contact.getByLabel('Phone').fill('call us');
    await contact.getByRole('button', { name: 'Save store contact details' }).click();
    await expect(
      contact.getByText('Enter a phone number of 8 to 15 digits, like +91 522 400 0000.'),
    ).toBeVisible();
    await contact.getByLabel('Phone').fill(phone);
    await contact.getByRole('button', { name: 'Save store contact details' }).click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Store contact details saved' }),
    ).toBeVisible();

    // The server draws the new phone into the page (no request of its own on first paint).
    expect(await (await request.get('/')).text()).toContain(phone);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText(phone)).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
  } finally {
    const restored = await request.put('/api/admin/settings/store-contact', {
      headers: { authorization },
      data: before.storeContact,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
