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
