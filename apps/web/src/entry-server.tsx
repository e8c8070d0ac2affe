import { mediaUrl, type Product } from '@attar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { productKeys } from './api/products';
import { AppShell } from './app/app-shell';
import { AppRoutes, preloadWholePage, serverRenderedPaths } from './app/router';
import { type ApiTransport, ApiError, setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { imagePublicIds } from './lib/product-images';
import { collectDocumentHead, type DocumentHead } from './lib/use-document-title';

// The server's entry (decision 0021): draws a storefront page with its data, for the API server to
// put into index.html. Built apart (vite build --ssr) and loaded by the API at start-up.

/** Passes of render-then-fetch: a page's later queries may depend on its earlier answers. */
const MAX_DATA_PASSES = 4;

export type RenderResult =
  | {
      kind: 'page';
      html: string;
      head: DocumentHead;
      queryState: DehydratedState;
      /** Product structured data (schema.org), on a product page. */
      structuredData: object | null;
    }
  /** Not one of the pages the server draws, or its data failed: the browser draws it. */
  | { kind: 'client'; status: number; reason?: string };

let configured = false;

/** Called once by the API: how the page's calls reach it (in process, no socket). */
export function configureServerRendering(options: { transport: ApiTransport }): void {
  setApiTransport(options.transport);
  configured = true;
}

export { serverRenderedPaths };

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // One attempt each: a failed call makes the browser draw the page, with its own retries.
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** A query the page asked for and has not fetched, unless its options turn it off. */
function waitingToFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** The answer for a page one of whose queries failed: a 404 stays a 404. */
function failedQueryResult(queries: readonly Query[]): RenderResult | null {
  const failed = queries.find((query) => query.state.status === 'error');
  if (!failed) return null;
  const error = failed.state.error;
  const status = error instanceof ApiError && error.status === 404 ? 404 : 200;
  return {
    kind: 'client',
    status,
    reason: `query ${JSON.stringify(failed.queryKey)} failed: ${String(error)}`,
  };
}

function productStructuredData(
  client: QueryClient,
  pathname: string,
  origin: string,
): object | null {
  const match = /^\/product\/(\d+)$/.exec(pathname);
  if (!match) return null;
  const product = client.getQueryData<Product>(productKeys.detail(Number(match[1])));
  if (!product) return null;
  const [imageId] = imagePublicIds(product);
  const image = imageId ? mediaUrl(imageId, 'detail') : product.imageUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    sku: String(product.id),
    image: image ? new URL(image, origin).toString() : undefined,
    offers: {
      '@type': 'Offer',
      url: new URL(pathname, origin).toString(),
      priceCurrency: 'INR',
      price: (product.salePrice ?? product.price).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}

/**
 * Draws the page at `url` (path and query) as a visitor sees it: rendered, its queries fetched,
 * rendered again until no query is left waiting, and then drawn once more with every answer.
 */
export async function renderPage(url: string, origin: string): Promise<RenderResult> {
  if (!configured) throw new Error('configureServerRendering() must be called first');
  // Called only on the paths serverRenderedPaths() names (the API routes exactly those).
  const location = new URL(url, origin);
  const { pathname } = location;
  await preloadWholePage(pathname);

  const client = serverQueryClient();
  const draw = () =>
    collectDocumentHead(() =>
      renderToString(
        <AppShell queryClient={client}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppShell>,
      ),
    );

  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    const { result: html, head } = draw();
    const queries = client.getQueryCache().getAll();
    const failed = failedQueryResult(queries);
    if (failed) return failed;
    const waiting = queries.filter(waitingToFetch);
    if (waiting.length === 0) {
      return {
        kind: 'page',
        html,
        head,
        queryState: dehydrate(client),
        structuredData: productStructuredData(client, pathname, origin),
      };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // Still asking for more after every pass: let the browser draw it rather than guess.
  return {
    kind: 'client',
    status: 200,
    reason: `queries still waiting after ${MAX_DATA_PASSES} passes`,
  };
}
