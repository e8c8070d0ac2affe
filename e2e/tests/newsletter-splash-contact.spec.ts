import type { Page } from '@playwright/test';
import { adminToken } from './admin-session';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

/** Records, from the page's first script on, when the splash appeared and when it began to fade. */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    const times = { shownAt: -1, fadingAt: -1 };
    Object.assign(window, { splashTimes: times });
    new MutationObserver(() => {
      const splash = document.querySelector<HTMLElement>('[data-splash]');
      if (splash && times.shownAt < 0) times.shownAt = performance.now();
      if (splash?.dataset.splash === 'fading' && times.fadingAt < 0)
        times.fadingAt = performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-splash'],
    });
  });
}

async function splashDuration(page: Page): Promise<number> {
  const splash = page.locator('[data-splash]');
  await expect(splash).toHaveCount(0);
  const { shownAt, fadingAt } = await page.evaluate(
    () => (window as unknown as { splashTimes: { shownAt: number; fadingAt: number } }).splashTimes,
  );
  expect(shownAt).toBeGreaterThanOrEqual(0);
  return fadingAt - shownAt;
}

test.describe('a first visit', () => {
  test.use({ firstVisitOfSession: true });

  test('the splash runs its six steps once per browser session', async ({ page }) => {
    await watchSplash(page);
    // Not waiting for the load event: the splash may be gone by then on a slow device.
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.locator('[data-splash]');
    await expect(splash.getByText('Attar House', { exact: true })).toBeVisible();
    await expect(splash.getByText('Premium Fragrances', { exact: true })).toBeVisible();
    await expect(splash.getByText('Crafting Memories Through Scent')).toBeVisible();
    await expect(splash.getByRole('progressbar', { name: 'Loading Attar House' })).toBeVisible();
    // Six steps (1.8 s), 100%, then 300 ms before the app shows.
    expect(await splashDuration(page)).toBeGreaterThanOrEqual(2000);
    expect(await page.evaluate(() => sessionStorage.getItem('attar-app-loaded'))).toBe('true');
    await expect(page.getByRole('heading', { name: 'Signature Collection' })).toBeVisible();

    // A later load in the same tab waits 800 ms, without the sequence.
    await page.goto('/contact');
    expect(await splashDuration(page)).toBeLessThan(1900);
    // Nothing is left holding the focus: the keyboard reaches the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(
      /^(A|BUTTON|INPUT)$/,
    );
  });
});

test('a visitor is sent to log in, and comes back to subscribe with their account’s address', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('zoya');
  const password = 'vetiver-in-rain';
  await createAccount(request, { email, password, firstname: 'Zoya', lastname: 'Khan' });

  await page.goto('/newsletterSection');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const field = page.getByLabel('Email address');
  await field.fill('zoya.letters');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const letters = uniqueEmail('zoya-letters');
  await field.fill(letters);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Login Required' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/newsletterSection$/);
  // A customer subscribes only their own address: the account's replaces the one typed.
  await expect(page.getByLabel('Email address')).toHaveValue(email.toLowerCase());
  await expect(page.getByLabel('Email address')).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Subscribed Successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
});

test('a signed-in customer subscribes, and unsubscribes again', async ({ page, request }) => {
  const email = uniqueEmail('kabir');
  const password = 'amber-and-oud';
  await createAccount(request, { email, password, firstname: 'Kabir', lastname: 'Rao' });
  await page.goto('/login');
  await signInWithPassword(page, email, password);

  await page.goto('/newsletterSection');
  const field = page.getByLabel('Email address');
  // The account's address is offered when the customer never subscribed.
  await expect(field).toHaveValue(email.toLowerCase());
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Subscribed Successfully' }),
  ).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(field).toHaveValue(email.toLowerCase());

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Unsubscribed Successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('the contact form sends a message that the store keeps', async ({ page, request }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'care@attarhouse.in' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your name is required')).toBeVisible();

  const subject = `Gift wrapping ${Date.now()}`;
  await page.getByLabel('Your name').fill('Ira Menon');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ira'));
  await page.getByLabel('Mobile number (optional)').fill('9876543210');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you wrap gifts for Diwali orders?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Thank you. We will write back within two working days.'),
  ).toBeVisible();

  const token = await adminToken(request);
  const list = await request.get('/api/admin/contact-messages?size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { content } = (await list.json()) as {
    content: { subject: string; phone: string | null }[];
  };
  expect(content.find((message) => message.subject === subject)).toMatchObject({
    phone: '9876543210',
  });
});
