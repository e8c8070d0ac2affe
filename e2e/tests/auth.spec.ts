import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

test('a shopper signs up, then signs in, and the account menu knows them', async ({ page }) => {
  const email = uniqueEmail('meera');
  const password = 'jasmine-at-dusk';
  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /register|create/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('authToken')])).toEqual([
    expect.any(String),
    expect.any(String),
  ]);

  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

  // A signed-in shopper opening /login is sent home.
  await page.keyboard.press('Escape');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('signing up with a taken email shows Registration Failed with the server message', async ({ page }) => {
  const email = uniqueEmail('taken');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Anaya');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('saffron-threads');
    await page.getByRole('button', { name: /register|create/i }).click();
  }
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Registration Failed' });
  await expect(toast).toContainText('An account with this email already exists');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('An account with this email already exists');
});

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Login Failed' });
  await expect(toast).toContainText('Invalid email or password');
});

test('the admin signs in and lands on the admin dashboard, whose code a shopper never loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.goto('/shop');
  const storefrontScripts = [...scripts];
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@e2e.attarhouse.in');
  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const adminScripts = scripts.filter((url) => !storefrontScripts.includes(url));
  expect(adminScripts.length).toBeGreaterThan(0);
  expect(storefrontScripts.some((url) => /admin/i.test(url))).toBe(false);
});
