import type { Category, Page } from '@attar/contracts';
import type { Page as BrowserPage } from '@playwright/test';
import { expect, test } from './fixtures';

const productLinks = (page: BrowserPage) => page.locator('main a[href^="/product/"]');

test('a fragrance filter and page survive a reload', async ({ page }) => {
  // Four to a page, so the five seeded fragrances for her make two pages.
  await page.goto('/fragrances?size=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrances' })).toBeVisible();
  await page.getByRole('button', { name: 'For Her' }).click();
  await expect(page).toHaveURL(/[?&]gender=women/);
  await expect(page.getByRole('button', { name: 'For Her' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('5 pieces')).toBeVisible();

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(productLinks(page)).toHaveCount(1);
  const url = page.url();
  const names = await productLinks(page).allInnerTexts();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: 'For Her' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(productLinks(page)).toHaveCount(names.length);
  expect(await productLinks(page).allInnerTexts()).toEqual(names);

  // Back returns to page 1 of the same filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]gender=women/);
  await expect(productLinks(page)).toHaveCount(4);
});

test('a jewelry category from the URL shows only that category', async ({ page, request }) => {
  const response = await request.get('/api/categories/getCategory?size=100');
  expect(response.ok()).toBe(true);
  const categories = ((await response.json()) as Page<Category>).content;
  const rings = categories.find(
    (entry) => entry.productType === 'JEWELRY' && entry.name === 'Rings',
  );
  expect(rings, 'the seeded catalogue has a Rings category').toBeDefined();

  await page.goto(`/jewelry?category=${rings!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(rings!.productCount);
  // Each card's eyebrow names its category ("Earrings" must not pass for "Rings").
  for (const card of await cards.all()) await expect(card.locator('p').first()).toHaveText('Rings');
  await expect(page.getByRole('button', { name: 'Rings', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a collection tile leads to its products', async ({ page }) => {
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('link', { name: /Wedding/ }).click();
  await expect(page).toHaveURL(/\/collections\/wedding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding' })).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Wedding Trousseau Chest/ })).toBeVisible();
});

test('an unknown collection says so and leads back', async ({ page }) => {
  await page.goto('/collections/moonbeams');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Collections' }).click();
  await expect(page).toHaveURL(/\/collections$/);
});

test('search forgives a misspelt product name', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
  await box.fill('kanauj rose');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kanauj(\+|%20)rose$/);
  await expect(page.getByRole('link', { name: /Kannauj Rose Attar/ }).first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});
