import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { loadServerRenderedPages } from './server-rendered-pages.js';

const API_LIKE = /^\/(api|media|oauth2)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year; storefront pages drawn on the
 * server with their data when the build has its server entry; and index.html for any other
 * path so the SPA router can show the page (or its not-found page). Unknown /api paths stay
 * JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | null,
  publicUrl: string,
) {
  const hasWeb = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Serves the .br / .gz files written at build time when the browser accepts them.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join('dist', 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const serverRendered = hasWeb ? await loadServerRenderedPages(app, webDistDir, publicUrl) : null;
  for (const path of serverRendered?.paths ?? []) {
    app.get(path, { schema: { hide: true } }, (request, reply) =>
      serverRendered!.send(request, reply),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_LIKE.test(path);
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, 'NOT_FOUND', `No route ${request.method} ${path}`);
  });
}
