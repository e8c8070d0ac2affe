import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone, uniqueEmail } from './helpers';
import { createAccount } from './identity-helpers';

const ADMIN = { email: 'admin@e2e.attarhouse.in', password: 'e2e-admin-password' };

const SECTIONS = [
  'Dashboard',
  'Notifications',
  'Contact messages',
  'Activity log',
  'Orders',
  'Returns',
  'Payment methods',
  'GST returns',
  'Products',
  'Deleted products',
  'Categories',
  'Menus',
  'Searches',
  'Reviews',
  'Users',
  'Settings',
];

async function signInAtAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the admin signs in at /admin and moves through the sections from the admin menu', async ({
  page,
}, testInfo) => {
  await signInAtAdmin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('userRole'),
      localStorage.getItem('isAdminAuthenticated'),
    ]),
  ).toEqual(['ADMIN', 'true']);

  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open admin menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(SECTIONS);
  await nav.getByRole('link', { name: 'Deleted products' }).click();
  await expect(page).toHaveURL(/\/admin\/deletedproduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Deleted products' })).toBeVisible();

  // Signed in, the sign-in pages lead back into the admin area.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a customer signing in at /admin is told the account has no admin access and stays signed out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kavya');
  const password = 'sandalwood-evening';
  await createAccount(request, { email, password, firstname: 'Kavya', lastname: 'Menon' });

  await signInAtAdmin(page, email, password);
  await expect(page.getByRole('alert')).toContainText('This account does not have admin access');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A visitor on a deeper admin page is sent to the store's login page instead.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('the owner adds a Support account, which sees only its sections and is refused a refund', async ({
  page,
  request,
}, testInfo) => {
  const support = { email: uniqueEmail('support'), password: 'jasmine-and-vetiver-77' };
  await signInAtAdmin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add admin' });
  await dialog.getByLabel('Email').fill(support.email);
  await dialog.getByLabel('First name').fill('Ravi');
  await dialog.getByLabel('Last name').fill('Support');
  await dialog.getByLabel('Role').selectOption({ label: 'Support' });
  await expect(
    dialog.getByText('Reads orders and customers, moderates reviews, reads contact messages.'),
  ).toBeVisible();
  await dialog.getByRole('switch', { name: 'Set a password now' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(support.password);
  await dialog.getByRole('button', { name: 'Add admin' }).click();
  await expect(
    page.getByText(`${support.email} can sign in with the password you set.`),
  ).toBeVisible();

  // The new account signs in at /admin in a browser of its own.
  await page.evaluate(() => localStorage.clear());
  await signInAtAdmin(page, support.email, support.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Notifications',
    'Contact messages',
    'Orders',
    'Returns',
    'Reviews',
    'Users',
  ]);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(
    page.getByText(
      'Your role (Support) does not allow Settings. An owner can change your role on the Users page.',
    ),
  ).toBeVisible();
  // The first-visit splash of a full page load goes before the page is looked at.
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('support-not-allowed.png') });

  // The server refuses it too: a cancellation (refunded when paid online) and a return's refund.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const cancel = await request.put('/api/order/admin/order/status', {
    headers,
    data: { orderId: 1, status: 'CANCELLED' },
  });
  const refund = await request.post('/api/admin/returns/1/complete', { headers, data: {} });
  for (const refused of [cancel, refund]) {
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'NOT_PERMITTED',
      message: 'Your role (Support) does not allow this.',
    });
  }
});
