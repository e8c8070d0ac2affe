import type { Category, Page } from '@attar/contracts';
import type { Page as BrowserPage } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeFilters, isPhone, openFilters } from './helpers';

const productLinks = (page: BrowserPage) => page.locator('main a[href^="/product/"]');

test('a fragrance filter and page survive a reload', async ({ page }) => {
  // Four to a page, so the five seeded fragrances for her make two pages.
  await page.goto('/fragrances?size=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrances' })).toBeVisible();
  const filters = await openFilters(page);
  await filters.getByRole('button', { name: 'For Her' }).click();
  await expect(page).toHaveURL(/[?&]gender=women/);
  await expect(filters.getByRole('button', { name: 'For Her' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await closeFilters(page);
  await expect(page.getByText('5 pieces')).toBeVisible();

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(productLinks(page)).toHaveCount(1);
  const url = page.url();
  const names = await productLinks(page).allInnerTexts();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect((await openFilters(page)).getByRole('button', { name: 'For Her' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await closeFilters(page);
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
  const filters = await openFilters(page);
  await expect(filters.getByRole('button', { name: 'Rings', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Jewelry is filtered by metal, and has no notes.
  await expect(filters.getByRole('group', { name: 'Metal' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Notes' })).toHaveCount(0);
});

test('a menu page opens with its pieces on the first screen and filters by price and note', async ({
  page,
}) => {
  // Where the header menu's Attars item leads.
  await page.goto('/products?menuType=attars&title=Attars');
  await expect(page.getByRole('heading', { level: 1, name: 'Attars' })).toBeVisible();
  await expect(productLinks(page).first()).toBeInViewport();
  const all = Number((await page.getByText(/^\d+ pieces$/).innerText()).split(' ')[0]);
  expect(all).toBeGreaterThan(1);

  let filters = await openFilters(page);
  await filters.getByRole('group', { name: 'Notes' }).getByRole('button', { name: 'Rose' }).click();
  await expect(page).toHaveURL(/[?&]note=rose/);
  await filters.getByLabel('Highest price in rupees').fill('4000');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=4000/);
  await closeFilters(page);
  if (test.info().project.name === 'phone')
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();

  await expect(page.getByText(/^\d+ pieces?$/)).not.toHaveText(`${all} pieces`);
  const prices = await page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      // The price paid is the first amount on the card (a sale's original follows it, struck).
      const amount = /₹([\d,]+)/.exec(card.textContent ?? '')?.[1] ?? '';
      return Number(amount.replace(/,/g, ''));
    }),
  );
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(4000);
  await expect(page.getByRole('link', { name: /Kannauj Rose Attar/ })).toBeVisible();

  // The filters live in the address: a reload shows the same, and clearing starts over.
  await page.reload();
  await expect(page.getByRole('link', { name: /Kannauj Rose Attar/ })).toBeVisible();
  filters = await openFilters(page);
  await expect(filters.getByLabel('Highest price in rupees')).toHaveValue('4000');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/note=|maxPrice=/);
  await closeFilters(page);
  await expect(page.getByText(`${all} pieces`)).toBeVisible();
});

test('gifting offers gifts by budget below the gift sets, and "See all" lists the shop at that price', async ({
  page,
}, testInfo) => {
  await page.goto('/gifting');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Sets' })).toBeVisible();
  const under5000 = page.getByRole('region', { name: 'Under ₹5,000' });
  const row = under5000.getByRole('list');
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator('article').first()).toBeVisible();
  const firstName = await row.getByRole('heading', { level: 4 }).first().innerText();

  await under5000.getByRole('link', { name: 'See all gifts under ₹5,000' }).click();
  await expect(page).toHaveURL(/\/shop\?maxPrice=5000&sortOrder=price_desc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  // The shop lists the row's pieces among the rest at that price, the price as a filter.
  await expect(productLinks(page).filter({ hasText: firstName }).first()).toBeVisible();
  if (isPhone(testInfo)) {
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  } else {
    await expect(page.getByLabel('Highest price in rupees')).toHaveValue('5000');
  }
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

test('search reads Hindi in Devanagari, names the filters a phrase applies, and offers a way on from nothing', async ({
  page,
}, testInfo) => {
  await page.goto(`/search?q=${encodeURIComponent('गुलाब')}`);
  await expect(page.getByRole('link', { name: /Kannauj Rose Attar/ }).first()).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent('wedding perfume for women')}`);
  const chips = page.getByRole('list', { name: 'Filters from your search' });
  await expect(chips).toContainText('Wedding');
  await expect(chips).toContainText('Women');
  // The splash's short form is over before the picture is taken.
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('search-chips.png') });
  await page.getByRole('link', { name: 'Remove filter: Women' }).click();
  await expect(page).toHaveURL(/\/search\?q=wedding(\+|%20)perfume(\+|%20)for$/);
  await expect(chips).not.toContainText('Women');

  await page.goto('/search?q=sandelwudd');
  await expect(page.getByText('Nothing matches “sandelwudd”.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Best sellers' })).toBeVisible();
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('search-did-you-mean.png'), fullPage: true });
  await page.getByRole('link', { name: 'sandalwood', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=sandalwood$/);
  await expect(page.getByRole('link', { name: /Kesar Chandan Attar/ }).first()).toBeVisible();
});

test('the header suggests as one types, on a phone without opening the menu, and Enter lands on the results', async ({
  page,
}, testInfo) => {
  await page.goto('/fragrances');
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  const box = page.getByPlaceholder(isPhone(testInfo) ? 'Search fragrances...' : 'Search...', {
    exact: true,
  });
  await expect(box).toBeVisible();
  await box.pressSequentially('sandal', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('group', { name: 'Products' })).toContainText('Mysore Sandal Oud');
  await expect(list.getByRole('group', { name: 'Notes' })).toContainText('Sandalwood');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath('search-suggestions.png') });

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sandal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “sandal”' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mysore Sandal Oud/ }).first()).toBeVisible();

  // A suggestion chosen with the arrows opens its product.
  await box.pressSequentially('mysore', { delay: 40 });
  await expect(list.getByRole('option', { name: /Mysore Sandal Oud/ })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mysore Sandal Oud' })).toBeVisible();
});
