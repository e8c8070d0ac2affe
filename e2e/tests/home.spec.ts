import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** The top of an element on the page, to check that sections come in the spec's order. */
async function topOf(locator: Locator): Promise<number> {
  await expect(locator).toBeAttached();
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test('the home page shows its sections in the spec order with their texts', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Attar House/);

  const hero = page.getByRole('region', { name: 'Highlights' });
  const signature = page.getByRole('heading', { name: 'Signature Collection' });
  const story = page.locator('section[aria-labelledby="story-heading"]');
  const categories = page.getByRole('heading', { name: 'Shop by Category' });
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  const social = page.getByRole('heading', { name: 'Follow Our Journey' });
  const testimonials = page.getByRole('heading', { name: 'What Our Patrons Say' });
  const promise = page.getByRole('region', { name: 'Our promise' });
  const newsletter = page.locator('#newsletter-heading');

  await expect(hero).toBeVisible();
  await expect(hero.getByText('Celebrity Inspired Designs')).toBeAttached();
  await expect(hero.getByRole('group', { includeHidden: true })).toHaveCount(3);

  const tops = [];
  for (const section of [
    hero,
    signature,
    story,
    categories,
    offers,
    social,
    testimonials,
    promise,
    newsletter,
  ]) {
    tops.push(await topOf(section));
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));

  await expect(story.getByRole('link', { name: 'Discover Our Heritage' })).toHaveAttribute(
    'href',
    '/about',
  );

  // Category tiles come from the seeded catalogue and lead to the jewelry listing.
  const tiles = page.getByRole('region', { name: 'Categories' }).getByRole('link');
  await expect(tiles.first()).toHaveAttribute('href', /^\/jewelry\?category=\d+$/);
  expect(await tiles.count()).toBeGreaterThan(4);
  await expect(page.getByRole('button', { name: 'Next categories' })).toBeVisible();

  const banners = offers.getByRole('group', { includeHidden: true });
  await expect(banners).toHaveCount(2);
  await expect(banners.nth(0)).toContainText('BUY 2 GET 1');
  await expect(banners.nth(0)).toContainText('B2G1');
  await expect(banners.nth(1)).toContainText('FLAT 50% OFF');
  await expect(banners.nth(1)).toContainText('FLAT50');

  const socialImages = page.locator('section[aria-labelledby="social-heading"] img');
  await expect(socialImages).toHaveCount(6);
  for (const image of await socialImages.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
  }

  const quotes = page.getByRole('region', { name: 'Testimonials' }).locator('blockquote');
  await expect(quotes).toHaveCount(3);

  await expect(promise.getByText('Free Shipping')).toBeVisible();
  await expect(promise.getByText('All over India')).toBeVisible();
  await expect(promise.getByText('Free Returns')).toBeVisible();
  await expect(promise.getByText('Within 15 days')).toBeVisible();
});

test('the social images load from the app itself', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('section[aria-labelledby="social-heading"] img');
  await images.last().scrollIntoViewIfNeeded();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the offer arrows change the banner', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await offers.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Pause offers' }).click();
  const current = offers
    .getByRole('button', { name: /^Show offer/ })
    .and(offers.locator('[aria-current="true"]'));
  const before = await current.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Next offer' }).click();
  await expect(current).not.toHaveAttribute('aria-label', before ?? '');
});

test('Discover Our Heritage opens the About page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Discover Our Heritage' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'A Lucknow house of attar and gold' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Heritage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kundan and polki, set by hand' })).toBeVisible();
  await expect(page).toHaveTitle('About Us | Attar House');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Kannauj/);
});

test('a category tile opens the jewelry listing for that category', async ({ page }) => {
  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Categories' }).getByRole('link').first();
  await tile.scrollIntoViewIfNeeded();
  const href = await tile.getAttribute('href');
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace('?', '\\?')}$`));
});

test('the stand-alone section pages render', async ({ page }) => {
  await page.goto('/promoslider');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page).toHaveTitle('Offers | Attar House');
  await expect(page.getByText('BUY 2 GET 1')).toBeAttached();
  await expect(page.getByText('FLAT 50% OFF')).toBeAttached();

  await page.goto('/jewelryslider');
  await expect(page.getByRole('heading', { level: 1, name: 'Jewelry Highlights' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Jewelry' }).getByRole('link');
  await expect(cards.first()).toHaveAttribute('href', /^\/product\/\d+$/);
  await cards.first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.goto('/featuresBanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Promise' })).toBeVisible();
  await expect(page.getByText('All over India', { exact: true })).toBeVisible();
  await expect(page.getByText('Within 15 days', { exact: true })).toBeVisible();
});
