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
 * Sets helmet's headers (CSP, HSTS, frame and referrer policies, ...) for these options on every
 * response. @fastify/helmet builds them anew on each request, about a tenth of the CPU of a
 * cached catalogue answer; they never change, so the plugin is asked once, on a throwaway
 * instance, and its answer reused.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const [plain, secured] = await Promise.all([headersOf(null), headersOf(options)]);
  const headers = Object.fromEntries(Object.entries(secured).filter(([name]) => !(name in plain)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
