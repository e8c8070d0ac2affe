import { expect, test } from './fixtures';

// The account the e2e server's local OpenID provider signs in as (serve-for-tests.mjs).
const GOOGLE_ACCOUNT = { email: 'google.shopper@e2e.attarhouse.in', fullName: 'Anika Sharma' };

test('a shopper continues with Google, passes the provider and lands signed in', async ({
  page,
  request,
}) => {
  const options = await (await request.get('/api/auth/options')).json();
  expect(options).toMatchObject({ google: true });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  // The token travelled in the fragment of /google-callback, which is gone now.
  expect(new URL(page.url()).hash).toBe('');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    authToken: localStorage.getItem('authToken'),
    role: localStorage.getItem('userRole'),
  }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored).toMatchObject({ authToken: stored.token, role: 'CUSTOMER' });

  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${stored.token}` } });
  expect(await me.json()).toMatchObject({
    email: GOOGLE_ACCOUNT.email,
    fullName: GOOGLE_ACCOUNT.fullName,
  });

  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
});

test('a sign-in that went wrong at the provider returns to the login page', async ({ page }) => {
  // A callback with a state the server never issued, as a replayed or forged link would be.
  await page.goto('/oauth2/callback/google?code=forged&state=never-issued');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Google sign-in did not complete. Please try again.')).toBeVisible();
});

test('/google-callback without a session explains and links back to login', async ({ page }) => {
  await page.goto('/google-callback');
  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in did not complete. Please try again.',
  );
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
