import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
// The five XML entities are HTML's too: one escaper for mail, pages and the sitemap.
import { escapeHtml } from '../../lib/mail-layout.js';
import { listSitemapCategories, listSitemapProducts } from './sitemap.repository.js';

// For search engines: a sitemap of the storefront's pages, products and categories,
// and robots.txt pointing at it. Both at the site's root, where crawlers look.

/** The storefront's own pages, drawn on the server for crawlers (apps/web router). */
const STORE_PAGES = [
  '/',
  '/shop',
  '/fragrances',
  '/jewelry',
  '/gifting',
  '/collections',
  '/about',
  '/contact',
  '/returns',
];

/** Paths crawlers have no business in: the account area, checkout, admin and the API. */
const DISALLOWED = [
  '/admin',
  '/api/',
  '/checkout',
  '/profile',
  '/cart',
  '/wishlist',
  '/track-order',
  '/back-in-stock',
];

export const sitemapRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  const url = (path: string) => escapeHtml(new URL(path, `${config.publicUrl}/`).toString());

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [productRows, categoryRows] = await Promise.all([
      listSitemapProducts(db),
      listSitemapCategories(db),
    ]);
    const entries = [
      ...STORE_PAGES.map((path) => `<url><loc>${url(path)}</loc></url>`),
      ...categoryRows.map(
        (category) => `<url><loc>${url(`/jewelry?category=${category.id}`)}</loc></url>`,
      ),
      ...productRows.map(
        (product) =>
          `<url><loc>${url(`/product/${product.id}`)}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      '# The storefront is open to crawlers; the account area, checkout, admin and API are not for them.',
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
};
