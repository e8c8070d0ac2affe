import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

async function headersOf(withHelmet: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify();
  if (withHelmet) await probe.register(fastifyHelmet, withHelmet);
  probe.get('/', async (_request, reply) => reply.send());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * What a JSON answer keeps of helmet's headers. An answer under /api is never a page the browser
 * renders: the document policy's rules for scripts, styles, images and fonts, the opener and
 * agent-cluster isolation, DNS prefetching and the legacy XSS filter do nothing for it (OWASP's
 * REST security guidance lists these), and they were about 600 bytes on every answer, a third
 * of a product's. Its content security policy forbids everything instead, which is what a JSON
 * body opened as a page should get.
 */
const API_HEADER_NAMES = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
];
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The API's answers; not /api/docs, whose pages (Swagger UI) are documents. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The security headers of an answer to this URL. */
export type SecurityHeadersFor = (url: string) => Readonly<Record<string, string>>;

/**
 * Sets helmet's headers (CSP, HSTS, frame and referrer policies, ...) for these options on every
 * response, and the short set above on the API's; returns which set a URL gets, for answers
 * sent before Fastify (cached-hit-server.ts). @fastify/helmet builds them anew on each
 * request, about a tenth of the CPU of a cached catalogue answer; they never change, so the
 * plugin is asked once, on a throwaway instance, and its answer reused.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<SecurityHeadersFor> {
  const [plain, secured] = await Promise.all([headersOf(null), headersOf(options)]);
  const documentHeaders = Object.fromEntries(
    Object.entries(secured).filter(([name]) => !(name in plain)),
  );
  const apiHeaders = {
    ...Object.fromEntries(
      API_HEADER_NAMES.filter((name) => name in documentHeaders).map((name) => [
        name,
        documentHeaders[name]!,
      ]),
    ),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  const headersFor: SecurityHeadersFor = (url) => (isApiAnswer(url) ? apiHeaders : documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
  return headersFor;
}
