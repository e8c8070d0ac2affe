import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './mail-layout.js';

// Storefront pages drawn on the server (decision 0021): the web build's server entry
// renders the page with its data; this module puts the result into index.html and answers.

interface DocumentHead {
  title: string;
  description: string;
}

type RenderResult =
  | {
      kind: 'page';
      html: string;
      head: DocumentHead;
      queryState: unknown;
      structuredData: object | null;
    }
  | { kind: 'client'; status: number };

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-server). */
interface ServerEntry {
  configureServerRendering(options: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  serverRenderedPaths(): string[];
  renderPage(url: string, origin: string): Promise<RenderResult>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
// The fonts the first screen draws with (the server draws the splash, which uses all four, over
// the page on a first visit): preloaded so text never swaps late (sizes are in CSS). A preload
// also fetches them beside the page instead of as a step of its first paint, which a font found
// only through the stylesheet would be.
const FIRST_SCREEN_FONTS = [
  /^inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/,
  /^cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/,
  /^cormorant-garamond-latin-500-italic-[\w-]+\.woff2$/,
];

/** JSON that cannot end the script element it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function fontPreloads(webDistDir: string): string {
  const assetsDir = join(webDistDir, 'assets');
  if (!existsSync(assetsDir)) return '';
  const files = readdirSync(assetsDir);
  return FIRST_SCREEN_FONTS.map((pattern) => files.find((file) => pattern.test(file)))
    .filter((file): file is string => file !== undefined)
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');
}

export interface ServerRenderedPages {
  /** Route patterns in Fastify's syntax, which React Router shares (`/product/:id`). */
  paths: string[];
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Loads the web build's server entry, or returns null when there is none (the API alone, or a
 * web build without it): every page is then the client-drawn index.html, as before.
 */
export async function loadServerRenderedPages(
  app: FastifyInstance,
  webDistDir: string,
  publicUrl: string,
): Promise<ServerRenderedPages | null> {
  const entryFile = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // The page's API calls go straight into this process: same routes, same caches, no socket.
  entry.configureServerRendering({
    transport: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: init.headers as Record<string, string>,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
  });

  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`index.html has no ${ROOT_ELEMENT} to draw into`);
  const headExtras = fontPreloads(webDistDir);
  const origin = publicUrl;

  function page(result: Extract<RenderResult, { kind: 'page' }>, pathname: string): string {
    const structuredData = result.structuredData
      ? `<script type="application/ld+json">${scriptJson(result.structuredData)}</script>`
      : '';
    const head = `${headExtras}<link rel="canonical" href="${escapeHtml(new URL(pathname, origin).toString())}">${structuredData}`;
    return template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.head.title)}</title>`)
      .replace(
        /(<meta name="description" content=")[^"]*(")/,
        `$1${escapeHtml(result.head.description)}$2`,
      )
      .replace('</head>', `${head}</head>`)
      .replace(
        ROOT_ELEMENT,
        `<div id="root">${result.html}</div><script type="application/json" id="query-state">${scriptJson(result.queryState)}</script>`,
      );
  }

  return {
    paths: entry.serverRenderedPaths(),
    async send(request, reply) {
      const pathname = (request.url.split('?')[0] ?? '/') || '/';
      let result: RenderResult;
      try {
        result = await entry.renderPage(request.url, origin);
      } catch (error) {
        // A page that cannot be drawn here is still drawn by the browser.
        request.log.error({ err: error }, 'server rendering failed; sending the client-drawn page');
        result = { kind: 'client', status: 200 };
      }
      reply.header('cache-control', 'no-cache');
      if (result.kind === 'client') return reply.code(result.status).sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(page(result, pathname));
    },
  };
}
