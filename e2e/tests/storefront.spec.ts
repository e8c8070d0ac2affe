import { expect, test } from './fixtures';
import { isPhone, searchFor } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

test('home shows the hero and the Signature Collection from the seeded catalogue', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Attar House/);
  await expect(page.getByText('Celebrity Inspired Designs')).toBeAttached();
  const collection = page.locator('section', {
    has: page.getByRole('heading', { name: 'Signature Collection' }),
  });
  await expect(collection.getByRole('link', { name: /Mysore Sandal Oud/ }).first()).toBeVisible();
  await expect(collection.getByRole('link', { name: /Kannauj Rose Attar/ }).first()).toBeVisible();
  await expect(page.getByText(/Showing sample data instead/)).toHaveCount(0);
  // Product images are real images served by the API, not broken ones.
  const image = collection.locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
});

test('the navigation bar loads the menus from the server', async ({ page }, testInfo) => {
  await page.goto('/');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole(isPhone(testInfo) ? 'dialog' : 'navigation').first();
  await expect(nav.getByText('Fragrances', { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('Jewelry', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Failed to load menu')).toHaveCount(0);
});

test('a product card opens its page, and Add to Cart fills the cart badge', async ({ page }) => {
  await page.goto('/');
  const collection = page.locator('section', {
    has: page.getByRole('heading', { name: 'Signature Collection' }),
  });
  await collection
    .getByRole('link', { name: /Kannauj Rose Attar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kannauj Rose Attar' })).toBeVisible();
  await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  await expect(page).toHaveTitle(/Kannauj Rose Attar/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The cart is kept across a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('an unknown product id says so', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('search from the navigation bar finds products by keyword', async ({ page }, testInfo) => {
  await page.goto('/');
  await searchFor(page, 'oud', testInfo);
  await expect(page.getByRole('link', { name: /Mysore Sandal Oud/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Zafran Oud Noir/ }).first()).toBeVisible();
});

test('the shop pages through the catalogue and keeps the page across a reload', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const productLinks = page.locator('main a[href^="/product/"]');
  await expect(productLinks.first()).toBeVisible();
  const firstPageNames = await productLinks.allInnerTexts();
  await page
    .getByRole('link', { name: /next/i })
    .or(page.getByRole('button', { name: /next/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]page=\d+/);
  // The first page stays on screen while the second loads: wait until the list has changed.
  await expect.poll(() => productLinks.allInnerTexts()).not.toEqual(firstPageNames);
  const secondPageNames = await productLinks.allInnerTexts();
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(productLinks.first()).toBeVisible();
  await expect.poll(() => productLinks.allInnerTexts()).toEqual(secondPageNames);
});

test('an unknown path shows the not-found page, word for word', async ({ page }) => {
  await page.goto('/a/page/that/drifted');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/drifted away/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the Return & Exchange Center shows its policy to anyone and My Returns after sign-in', async ({
  page,
  request,
}) => {
  const email = `returns.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'a long secret 42';
  await createAccount(request, { email, password, firstname: 'Ira', lastname: 'Sen' });
  await page.goto('/returns');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Return & Exchange Center' }),
  ).toBeVisible();
  await expect(
    page.getByText('30-day hassle-free returns for unused and unopened products.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to My Returns' }).click();
  await expect(page).toHaveURL(/\/returns#requests$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/returns#requests$/);
  await expect(page.getByText('No return requests yet')).toBeVisible();
  await page.getByRole('button', { name: 'Request Return/Exchange' }).click();
  await expect(page.getByRole('dialog').getByText('No orders eligible for return')).toBeVisible();
});
