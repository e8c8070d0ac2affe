import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { createAccount, newestOutboxFile, nextCode, nextMessage } from './identity-helpers';

test('a shopper signs in with a password, and the account menu knows them', async ({
  page,
  request,
}) => {
  // The sign-up screen, with its email and mobile codes, has its journey in identity.spec.ts.
  const email = uniqueEmail('meera');
  const password = 'jasmine-at-dusk';
  await createAccount(request, { email, password, firstname: 'Meera', lastname: 'Iyer' });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('authToken')]),
  ).toEqual([expect.any(String), expect.any(String)]);

  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

  // A signed-in shopper opening /login is sent home.
  await page.keyboard.press('Escape');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sent to log in registers instead: signed in at once, welcomed, and taken where they were going', async ({
  page,
}) => {
  const email = uniqueEmail('ishaan');
  // My Account needs a login; the login page offers Register, which remembers the way back.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First name').fill('Ishaan');
  await page.getByLabel('Last name').fill('Bose');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('saffron-evening');
  const before = await newestOutboxFile('mail', email);
  await page.getByRole('button', { name: 'Send code to your email' }).click();
  await page.getByLabel('Email verification code').fill(await nextCode('mail', email, before));
  await page.getByRole('button', { name: 'Verify email code' }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // No second password: signed in, back on My Account, welcomed as someone new.
  await expect(page).toHaveURL(/\/profile$/);
  const welcome = page.locator('[data-sonner-toast]', {
    hasText: 'Welcome to Attar House, Ishaan',
  });
  await expect(welcome).toContainText('Your account is ready and you are signed in.');
  await expect(page.getByText(/welcome back/i)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Profile', exact: true }).getByText('Ishaan Bose'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String));
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('asking for a sign-up code for a registered email answers as for any email; its owner gets a note', async ({
  page,
}) => {
  const email = 'admin@e2e.attarhouse.in';
  const before = await newestOutboxFile('mail', email);
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code to your email' }).click();
  // The same code step as for a new address: the page does not tell that the account exists.
  await expect(page.getByLabel('Email verification code')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // The mailbox's owner learns it instead, with no code to register a second account.
  const note = await nextMessage('mail', email, before);
  expect(note).toContain('You already have an Attar House account');
  expect(note).not.toMatch(/code is \d{6}/);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
});

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Login Failed' });
  await expect(toast).toContainText('Invalid email or password');
});

test('the admin signs in and lands on the admin dashboard, whose code a shopper never loads', async ({
  page,
}) => {
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
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const adminScripts = scripts.filter((url) => !storefrontScripts.includes(url));
  expect(adminScripts.length).toBeGreaterThan(0);
  expect(storefrontScripts.some((url) => /admin/i.test(url))).toBe(false);
});
