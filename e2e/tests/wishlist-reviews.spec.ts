import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone, uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

interface ListedProduct {
  id: number;
  name: string;
  reviewCount: number;
  inStock: boolean;
}

/** A product from the seeded catalogue; `unreviewed` picks one nobody has reviewed yet (in this run). */
async function pickProduct(
  request: APIRequestContext,
  { unreviewed = false } = {},
): Promise<ListedProduct> {
  const response = await request.get('/api/products/getAll?size=100');
  expect(response.ok()).toBe(true);
  const { content } = (await response.json()) as { content: ListedProduct[] };
  const product = content.find((item) => item.inStock && (!unreviewed || item.reviewCount === 0));
  expect(product, 'a product to use').toBeTruthy();
  return product!;
}

/** Signs up a fresh customer through the API and signs them in on /login. */
async function signInAsNewCustomer(page: Page, request: APIRequestContext, firstname: string) {
  const email = uniqueEmail(firstname.toLowerCase());
  const password = 'saffron-and-vetiver';
  await createAccount(request, { email, password, firstname, lastname: 'Rao' });
  await page.goto('/login');
  await signInWithPassword(page, email, password);
}

const wishlistIcon = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true });

test('a visitor keeps a wishlist in the browser, and it moves to the account on sign-in', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Added to Wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('attar-wishlist'));
  expect(JSON.parse(stored ?? '{}').state.items).toEqual([{ id: product.id, name: product.name }]);

  // The browser copy survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();

  if (isPhone(testInfo)) {
    // The navigation bar shows the wishlist icon from 640 px up; on a phone it is in the account menu.
    await page.goto('/login');
  } else {
    await expect(wishlistIcon(page)).toHaveAccessibleDescription('1 item');
    await wishlistIcon(page).click();
    await expect(page).toHaveURL(/\/login$/);
  }

  const email = uniqueEmail('kavya');
  await createAccount(request, {
    email,
    password: 'jasmine-at-dawn',
    firstname: 'Kavya',
    lastname: 'Rao',
  });
  await signInWithPassword(page, email, 'jasmine-at-dawn');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('attar-wishlist')))
    .toContain('"items":[]');
});

test('a customer adds a product to the wishlist, finds it on /wishlist and removes it', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request);
  await signInAsNewCustomer(page, request, 'Ishaan');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Added to Wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();

  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  } else {
    await expect(wishlistIcon(page)).toHaveAccessibleDescription('1 item');
    await wishlistIcon(page).click();
  }
  await expect(page).toHaveURL(/\/wishlist$/);
  const card = page.locator('article', {
    has: page.getByRole('link', { name: new RegExp(product.name) }),
  });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wishlist.png'), fullPage: true });
  await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.getByText('Removed from Wishlist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the Shop' })).toHaveAttribute(
    'href',
    '/shop',
  );
});

test('a customer reviews a product; another sees it, cannot change it, and moves the average', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request, { unreviewed: true });
  const productPath = `/product/${product.id}`;

  // A visitor is asked to sign in, and comes back to the product after.
  await page.goto(productPath);
  const reviews = page.locator('#reviews');
  await expect(
    reviews.getByText('No reviews yet. Be the first to share your thoughts.'),
  ).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();

  await signInAsNewCustomer(page, request, 'Naina');
  await page.goto(productPath);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Give a rating from 1 to 5')).toBeVisible();
  await reviews.locator('label', { hasText: '5 stars' }).click();
  await reviews.getByLabel('Title').fill('Rose that lasts all evening');
  await reviews.getByLabel('Your review').fill('Soft at first, then warm sandalwood. Worth it.');
  await reviews.getByRole('button', { name: 'Post review' }).click();

  await expect(page.getByText('Review posted')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Rose that lasts all evening' })).toBeVisible();
  await expect(reviews.getByText('5 out of 5, 1 review')).toBeAttached();
  // The rating beside the title follows.
  await expect(page.locator('main').getByText('5 out of 5, 1 review').first()).toBeAttached();
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();

  // Another customer: sees the review, has no controls over it, and their rating moves the average.
  await page.evaluate(() => localStorage.clear());
  await signInAsNewCustomer(page, request, 'Arjun');
  await page.goto(productPath);
  await expect(reviews.getByRole('heading', { name: 'Rose that lasts all evening' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await reviews.locator('label', { hasText: '2 stars' }).click();
  await reviews.getByLabel('Title').fill('Too sweet for me');
  await reviews.getByLabel('Your review').fill('Lovely bottle, but the rose is heavy.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('3.5 out of 5, 2 reviews')).toBeAttached();
  await expect(reviews.getByRole('heading', { name: 'Too sweet for me' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-with-reviews.png'), fullPage: true });
});
