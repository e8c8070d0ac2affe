import type { Page, Product } from '@attar/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// The storefront's first screen comes from the server. The HTML itself (no script
// run) holds the page's heading, its products' names and prices and its largest image; the
// browser then hydrates it from the embedded data without asking the API again, and without a
// hydration warning (the fixtures fail any journey that logs one).

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** A price as the store shows it: ₹5,780, or ₹1,499.50 when there are paise. */
const shown = (rupees: number) =>
  (Number.isInteger(rupees) ? wholeRupees : withPaise).format(rupees);

async function listing(request: APIRequestContext, query: string): Promise<Product[]> {
  const response = await request.get(
    `/api/products/getAll?page=0&size=12&sortOrder=featured${query}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Page<Product>).content;
}

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The page's level-one heading as drawn, or null. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

/** The text of the page as drawn, tags removed, so names split by markup still match. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

function expectProductsIn(html: string, products: Product[]) {
  const text = textOf(html);
  expect(products.length).toBeGreaterThan(0);
  for (const product of products.slice(0, 4)) {
    expect(text).toContain(product.name);
    // A product of several sizes is priced "from" its lowest (decision 0057).
    const price =
      product.variantCount > 1 ? product.fromPrice : (product.salePrice ?? product.price);
    expect(text).toContain(shown(price));
  }
}

const LISTINGS: { path: string; heading: string; query: string }[] = [
  { path: '/shop', heading: 'Shop', query: '' },
  { path: '/fragrances', heading: 'Fragrances', query: '&productType=FRAGRANCE' },
  { path: '/jewelry', heading: 'Jewelry', query: '&productType=JEWELRY' },
  { path: '/gifting', heading: 'Gift Sets', query: '&productType=GIFT_SET' },
  { path: '/collections/for-her', heading: 'For Her', query: '&gender=WOMEN' },
];

test.describe('pages drawn on the server', () => {
  for (const { path, heading, query } of LISTINGS) {
    test(`${path} arrives with its heading, products, prices and first pictures`, async ({
      request,
    }) => {
      const html = await serverHtml(request, path);
      expect(headingOf(html)).toBe(heading);
      const products = await listing(request, query);
      expectProductsIn(html, products);
      // The first row's pictures are in the HTML, asked for first; later ones wait until near.
      expect(html).toMatch(/<img[^>]+loading="eager"[^>]+fetchPriority="high"/);
      expect(html).toMatch(/<img[^>]+loading="lazy"/);
      expect(html).toContain('<script type="application/json" id="query-state">');
    });
  }

  test('/gifting arrives with its gifts by budget: pieces of any kind under each price, and a way to all of them', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/gifting');
    expect(textOf(html)).toContain('A gift for every budget');
    for (const maxPrice of [2000, 5000, 10000]) {
      const response = await request.get(
        `/api/products/getAll?page=0&size=4&maxPrice=${maxPrice}&inStock=true&sortOrder=price_desc`,
      );
      expect(response.ok()).toBe(true);
      const row = ((await response.json()) as Page<Product>).content;
      expect(textOf(html)).toContain(`Under ${shown(maxPrice)}`);
      // Drawn with the page: every card of the row, named and priced.
      expectProductsIn(html, row);
      for (const product of row) expect(product.fromPrice).toBeLessThanOrEqual(maxPrice);
      expect(html).toContain(`href="/shop?maxPrice=${maxPrice}&amp;sortOrder=price_desc"`);
    }
  });

  test('the product page arrives with its name, price, main picture and structured data', async ({
    request,
  }) => {
    const [product] = await listing(request, '&productType=FRAGRANCE');
    const html = await serverHtml(request, `/product/${product!.id}`);
    expect(html).toContain(`<title>${product!.name} | Attar House</title>`);
    expect(headingOf(html)).toBe(product!.name.replace(/&/g, '&amp;'));
    expect(textOf(html)).toContain(shown(product!.salePrice ?? product!.price));
    expect(html).toMatch(
      /<img[^>]+src="\/media\/detail\/[^"]+"[^>]*fetchpriority="high"|<img[^>]+fetchPriority="high"[^>]+src="\/media\/detail\//i,
    );

    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd![1]!) as {
      '@type': string;
      name: string;
      image: string;
      offers: Record<string, string>;
    };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product!.name);
    expect(data.image).toMatch(/\/media\/detail\//);
    expect(data.offers.priceCurrency).toBe('INR');
    expect(Number(data.offers.price)).toBe(product!.salePrice ?? product!.price);
    expect(data.offers.availability).toBe('https://schema.org/InStock');
  });

  test('search results and the home page arrive drawn', async ({ request }) => {
    const search = await serverHtml(request, '/search?q=rose');
    expect(search).toContain('Results for “rose”');
    const found = (await (
      await request.get('/api/products/search?keyword=rose&page=0&size=12')
    ).json()) as Page<Product>;
    expectProductsIn(search, found.content);

    const home = await serverHtml(request, '/');
    expect(headingOf(home)).toBe('Attar House: premium fragrances and jewelry');
    expect(textOf(home)).toContain('Signature Collection');
  });

  test('the first screen paints with the fonts the HTML preloads, and asks for the app only after that paint', async ({
    page,
  }) => {
    const fontsFetched = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && !request.url().startsWith('data:'))
        fontsFetched.add(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // A first visit: the splash, drawn by the server over the page, uses all four faces.
    await expect(page.locator('[data-splash]')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloaded).toHaveLength(4);
    expect([...fontsFetched].sort()).toEqual([...preloaded].sort());

    await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 15_000 });
    const { firstPaint, appRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      appRequested:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(firstPaint).not.toBeNull();
    expect(appRequested).not.toBeNull();
    expect(appRequested!).toBeGreaterThan(firstPaint!);
  });

  test('a product that does not exist answers 404 and the browser draws its not-found page', async ({
    page,
    request,
  }) => {
    const response = await request.get('/product/999999');
    expect(response.status()).toBe(404);
    await page.goto('/product/999999');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the browser hydrates a drawn page from its embedded data, asking the API for none of it', async ({
    page,
  }) => {
    const productCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/(products\/(getAll|getProduct|search)|menus)/.test(url.pathname))
        productCalls.push(url.pathname);
    });
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    // Hydrated: a client-side control works (the sort menu changes the address).
    await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // The first screen's data came with the HTML; only the second page was fetched.
    expect(productCalls.filter((path) => path !== '/api/products/getAll')).toEqual([]);
    expect(productCalls.length).toBeLessThanOrEqual(1);
  });

  test('the footer arrives drawn, and its code only once the page is idle, then its links move within the app', async ({
    page,
  }) => {
    let footerCode = false;
    page.on('request', (request) => {
      if (/\/assets\/footer-[\w-]+\.js$/.test(new URL(request.url()).pathname)) footerCode = true;
    });
    // The idle moment is the test's to choose.
    await page.addInitScript(() => {
      const idle: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => idle.push(callback);
      (window as unknown as { becomeIdle: () => void }).becomeIdle = () => {
        for (const callback of idle.splice(0))
          callback({ didTimeout: false, timeRemaining: () => 50 });
      };
    });
    await page.goto('/shop');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Customer Care' })).toBeAttached();
    // The splash leaves once the page is hydrated; the footer is still the server's, without its
    // code.
    await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 15_000 });
    expect(footerCode).toBe(false);

    await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());
    await expect.poll(() => footerCode).toBe(true);
    // An idle part's chunks are fetched as the browser reads its imports, not through preload
    // links the bundler's helper adds from script while the page starts (decision 0034); the
    // page's own chunks still are.
    const preloaded = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="modulepreload"]'),
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    expect(
      preloaded.filter((href) =>
        /\/(footer|user-menu-dropdown|menu-dropdown)-[\w-]+\.js$/.test(href),
      ),
    ).toEqual([]);
    expect(preloaded.some((href) => /\/main-[\w-]+\.js$/.test(href))).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Its code fetched, the footer still has to be hydrated before its links are the app's:
    // React marks each element it has taken over with its props.
    const contactLink = footer.getByRole('link', { name: 'Contact' });
    await expect
      .poll(() =>
        contactLink.evaluate((link) =>
          Object.keys(link).some((key) => key.startsWith('__reactProps')),
        ),
      )
      .toBe(true);
    await contactLink.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Moved by the app, not by a new page load.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('a shopper with a cart gets the drawn page, then their own cart count, without a hydration warning', async ({
    page,
    request,
  }) => {
    const [product] = await listing(request, '&productType=FRAGRANCE');
    await page.goto(`/product/${product!.id}`);
    await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // A fresh load: the server draws an empty cart; the browser's stored cart then shows.
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test('the sitemap lists the products and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const [product] = await listing(request, '');
  expect(await sitemap.text()).toContain(`/product/${product!.id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
});
