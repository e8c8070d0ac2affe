import { type Page } from '@playwright/test';
import { expect, skipFirstVisitSplash, test } from './fixtures';
import { uniqueEmail } from './helpers';
import {
  type Account,
  createAccount,
  newestOutboxFile,
  nextCode,
  nextMessage,
  signInWithPassword,
  uniqueMobile,
} from './identity-helpers';

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title });
}

test('a shopper signs up with a verified email and mobile, signs in by phone OTP, and sees both verified', async ({
  page,
}) => {
  const email = uniqueEmail('rhea');
  const mobile = uniqueMobile();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Rhea');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('vetiver-monsoon');
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await expect(register).toBeDisabled();
  await expect(
    page.getByText('Verify your email with the code we send you, then you can register.'),
  ).toBeVisible();

  // The email: a code by mail, typed back.
  let before = await newestOutboxFile('mail', email);
  await page.getByRole('button', { name: 'Send code to your email' }).click();
  const emailCode = await nextCode('mail', email, before);
  await page.getByLabel('Email verification code').fill(emailCode);
  await page.getByRole('button', { name: 'Verify email code' }).click();
  await expect(page.getByText('Email Verified', { exact: true })).toBeVisible();
  await expect(register).toBeEnabled();

  // The optional mobile: entered, so it must be verified too.
  await page.getByLabel('Mobile number (optional)').fill(mobile);
  await expect(register).toBeDisabled();
  before = await newestOutboxFile('sms', mobile);
  await page.getByRole('button', { name: 'Send code to your mobile' }).click();
  const smsCode = await nextCode('sms', mobile, before);
  await page.getByLabel('Mobile verification code').fill(smsCode);
  await page.getByRole('button', { name: 'Verify mobile code' }).click();
  await expect(page.getByText('Mobile Verified', { exact: true })).toBeVisible();

  // Registering signs the new shopper in (sign-in after registering: auth.spec.ts).
  await register.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Welcome to Attar House, Rhea')).toBeVisible();

  // Signed out, then back in with a code texted to the new number.
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile OTP' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  before = await newestOutboxFile('sms', mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const loginCode = await nextCode('sms', mobile, before);
  await expect(page.getByRole('button', { name: /Resend OTP in 0:\d\d/ })).toBeDisabled();
  await page.getByLabel('OTP', { exact: true }).fill(loginCode);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Login Successful')).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveTitle('My Account | Attar House');
  const summary = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(summary.getByText('Rhea Menon')).toBeVisible();
  await expect(summary.locator('dd', { hasText: email })).toContainText('Verified');
  await expect(
    summary.locator('dd', { hasText: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` }),
  ).toContainText('Verified');
  await expect(summary.getByText('Not verified')).toHaveCount(0);
});

test.describe('a customer account', () => {
  test.describe.configure({ mode: 'serial' });

  // One account for these journeys, in order: sign-ups are rate-limited per address.
  const account: Account = {
    email: uniqueEmail('kabir'),
    password: 'sandalwood-dusk',
    firstname: 'Kabir',
    lastname: 'Sethi',
  };

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await createAccount(request, account);
    await request.dispose();
  });

  test('guards: /profile signed out goes to /login and back after signing in; /admin sends a customer home', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('a session the server ends sends the shopper to log in again, and back', async ({
    page,
  }) => {
    await page.goto('/login');
    // Signing in lands on the home page, whose newsletter section (drawn once the page is idle)
    // asks whether this shopper is subscribed. That call is let through first, so that the next
    // call with the token is the one this journey makes below.
    const subscriptionAsked = page.waitForResponse((response) =>
      response.url().includes('/api/subscribe/subscribed-user'),
    );
    await signInWithPassword(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    expect((await subscriptionAsked).status()).toBe(200);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Signed out elsewhere: the server stops accepting this token.
    const logout = await page.request.post('/api/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status()).toBe(204);

    // Moving within the app, the next call with the token answers 401.
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Session Expired')).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('authToken')]),
    ).toEqual([null, null]);

    await signInWithPassword(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('changing the password keeps the shopper signed in; afterwards only the new one works', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInWithPassword(page, account.email, account.password);
    await page.goto('/profile');
    const newPassword = 'oud-after-rain';
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    // The stored token is the new one: the profile still loads after a reload.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Profile', exact: true }).getByText(account.email),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login Failed')).toContainText('Invalid email or password');

    await signInWithPassword(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    account.password = newPassword;
  });

  test('"Forgot password?" mails a link whose page sets a new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const before = await newestOutboxFile('mail', account.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(
      page.getByText('If an account exists for this email, we have sent a link to set a password.'),
    ).toBeVisible();

    const mail = await nextMessage('mail', account.email, before);
    const link = /https?:\/\/[^\s"<>]+\/set-password\?token=[^\s"<>&]+/.exec(mail)?.[0];
    expect(link, 'a set-password link in the mail').toBeTruthy();
    expect(mail).not.toContain(account.password);
    await page.goto(new URL(link!).pathname + new URL(link!).search);

    const chosen = 'jasmine-by-moonlight';
    await page.getByLabel('New password').fill(chosen);
    await page.getByLabel('Confirm password').fill(chosen);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible();

    // A link works once.
    await page.reload();
    await page.getByLabel('New password').fill('another-one-123');
    await page.getByLabel('Confirm password').fill('another-one-123');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'login page' }).click();
    await signInWithPassword(page, account.email, chosen);
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a shopper signed in on two devices sees both under Where you're signed in, and signs the other out", async ({
  page,
  browser,
  request,
}) => {
  const account: Account = {
    email: uniqueEmail('tara'),
    password: 'saffron-and-rose-water',
    firstname: 'Tara',
    lastname: 'Iyer',
  };
  // Signing up signs in too: that session, an API call's rather than a browser's, is ended, so
  // that the list holds the two browsers of this journey.
  const signUp = await request.post('/api/signup', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const ended = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(204);

  // Her phone: a browser of its own, from another address.
  const phoneContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    extraHTTPHeaders: { 'X-Forwarded-For': '10.203.0.41' },
  });
  await skipFirstVisitSplash(phoneContext);
  const phone = await phoneContext.newPage();
  await phone.goto('/login');
  await signInWithPassword(phone, account.email, account.password);

  await page.goto('/login');
  await signInWithPassword(page, account.email, account.password);
  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  const devices = sessions.getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  const other = devices.filter({ hasNotText: 'This device' });
  await expect(other).toContainText('Safari 17 on iOS 17');
  await expect(other).toContainText('10.203.0.41');

  await other.getByRole('button', { name: 'Sign out of Safari 17 on iOS 17' }).click();
  await expect(toast(page, 'Signed out of Safari 17 on iOS 17.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();

  // On the phone, the next page that asks who is signed in finds no one.
  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/login$/);
  expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await phoneContext.close();
});
