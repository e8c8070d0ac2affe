import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminToken, openAdminSignedIn } from './admin-session';
import { customerWithOrder, seededProducts } from './order-helpers';

/** The seller on invoices, as an admin fills it in under Settings (a real, checked GSTIN). */
const SELLER = {
  legalName: 'Attar House Fragrances Private Limited',
  address: '12 Marine Drive, Mumbai 400002',
  gstin: '27AAPFU0939F1ZV',
  state: 'Maharashtra',
};

/** This month in India, as the month picker writes it ("2026-11"). */
const thisMonthInIndia = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);

test('the admin opens GST returns, picks this month, reads its totals and downloads the sales register', async ({
  page,
  request,
}, testInfo) => {
  const identity = await request.put('/api/admin/settings/invoice-identity', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: SELLER,
  });
  expect(identity.status(), await identity.text()).toBe(200);
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  // Shipping the order issues its invoice today.
  const { order } = await customerWithOrder(
    request,
    [{ productId: attar!.id, quantity: 1 }],
    'SHIPPED',
  );

  await openAdminSignedIn(page, request, '/admin/gst');
  await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
  await page.getByLabel('Month').fill(thisMonthInIndia());
  const invoices = page.getByRole('table', { name: /^Invoices/ });
  await expect(invoices.getByText(/[1-9]\d* invoices?$/)).toBeVisible();
  // A Mumbai seller ships to Bengaluru: integrated tax at 18%.
  await expect(invoices.getByRole('row', { name: /^18%/ })).toContainText('₹');
  await expect(page.getByRole('table', { name: /^Net/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-gst.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sales register CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^sales-register-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const register = await readFile((await download.path())!, 'utf8');
  expect(register).toContain('Document Type,Document Number,Document Date');
  expect(register).toContain(order.orderNumber);
  expect(register).toMatch(new RegExp(`${order.orderNumber},Meera Iyer,29-Karnataka,3303,`));
});
