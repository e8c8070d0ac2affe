import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { AppContext } from './app-context.js';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createAuthGuards, registerAccessControl } from './lib/auth-guard.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './lib/error-handler.js';
import { registerNulCharacterCheck } from './lib/input-hygiene.js';
import { serializeError } from './lib/log-redaction.js';
import { createJobQueue } from './jobs/pg-boss-queue.js';
import { mailJob } from './jobs/mail.job.js';
import { smsJob } from './jobs/sms.job.js';
import { APP_MANIFESTS } from './app-manifests.js';
import { createMailer } from './lib/mailer.js';
import { registerMetrics } from './lib/metrics.js';
import { registerOpenApi } from './lib/openapi.js';
import { registerPublicCache } from './lib/public-cache.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { openRedis } from './lib/redis.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { createSmsSender } from './lib/sms.js';
import { StorefrontCache } from './lib/storefront-cache.js';
import { SearchTally } from './modules/catalog/search-tally.js';
import { openStorefrontChanges } from './lib/storefront-changes.js';
import { createTokenService } from './lib/tokens.js';
import { CachedHitServer } from './lib/cached-hit-server.js';
import { registerWebApp } from './lib/web-app.js';
import { createMediaStorage } from './modules/media/media-storage.js';
import { recordFailedJob } from './modules/jobs/failed-jobs.service.js';
import { RazorpayGateway } from './modules/payments/gateway/razorpay-gateway.js';
import { TestGateway } from './modules/payments/gateway/test-gateway.js';
import { SelfShipCourier } from './modules/shipping/courier/self-ship-courier.js';
import { ShiprocketCourier } from './modules/shipping/courier/shiprocket-courier.js';
import { loadSignedInAccount } from './modules/sessions/sessions.service.js';
import { isTwoFactorEnabled, twoFactorKeys } from './modules/two-factor/two-factor.service.js';

export interface BuildAppOptions {
  /** The built web app to serve, or null for the API alone. */
  webDistDir?: string | null;
  /** Prefix of every Redis key this app writes (tests give each app its own). */
  redisKeyPrefix?: string;
}

// JSON bodies of this API are small forms; uploads have their own limit.
const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole HTTP application on an opened (and migrated) database. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const requestId = () => randomUUID();
  // Fresh public-cache hits are answered before Fastify; it starts once the cache exists below.
  const cachedHits = new CachedHitServer();
  const app = Fastify({
    serverFactory: cachedHits.serverFactory,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: serializeError },
      // Lines written while a write is under way go out together: one system call per batch
      // rather than per line under load. pino flushes what is left when the process exits.
      // Batches of 4 KiB rather than 16: the stream measures the batch it appends to on every
      // line, which at 16 KiB cost more than writing the line (a few lines per system call).
      stream: pino.destination({ dest: 1, sync: false, maxWrite: 4096 }),
    },
    genReqId: requestId,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('sessionUser', null);
  // Global hooks do not run for the cached hits answered before Fastify: what they add to
  // every answer, CachedHitServer adds to those too (decision 0035).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerNulCharacterCheck(app);
  // Before any route, so that every route is measured (when METRICS_TOKEN turns metrics on).
  const metrics = registerMetrics(app, config.metricsToken);

  const securityHeadersFor = await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and embla position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images and fonts are fetched by the SPA from the same origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  // Responses are compressed for slow mobile networks. Brotli at a low quality keeps the CPU
  // cost per response small; the web build's files are compressed ahead of time instead.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await registerOpenApi(app);

  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const redisKeyPrefix = options.redisKeyPrefix ?? 'attar:';
  await registerRateLimits(app, redis, redisKeyPrefix);

  const tokens = createTokenService(config.jwtSecret);
  registerAccessControl(
    app,
    createAuthGuards({
      tokens,
      loadUser: (id, sessionId) => loadSignedInAccount(database.db, id, sessionId),
      hasSecondFactor: (userId) => isTwoFactorEnabled(database.db, userId),
    }),
  );
  const storefront = new StorefrontCache(config.catalogCache);
  const closeStorefrontChanges = await openStorefrontChanges({
    db: database.db,
    cache: storefront,
    redis,
    redisKeyPrefix,
    log: app.log,
  });
  registerPublicCache(app, storefront);
  cachedHits.serve({ cache: storefront, securityHeadersFor, requestId, log: app.log, metrics });
  app.addHook('preClose', (done) => {
    cachedHits.stop();
    done();
  });
  const mailer = createMailer(config.mail, app.log);
  const jobs = createJobQueue({
    database,
    log: app.log,
    onFailedForGood: (failed) => recordFailedJob(database.db, failed),
  });
  jobs.define(mailJob(mailer));
  const sms = createSmsSender(config.sms, app.log);
  jobs.define(smsJob(sms));
  // Tests wait for the queue through the app (app.jobs.whenIdle()); routes use the context.
  app.decorate('jobs', jobs);
  const media = createMediaStorage(config, join(config.dataDir, 'media'), app.log);
  const context: AppContext = {
    config,
    database,
    redis,
    db: database.db,
    tokens,
    media,
    mailer,
    sms,
    jobs,
    log: app.log,
    paymentGateway: config.razorpay
      ? new RazorpayGateway(config.razorpay)
      : new TestGateway(database.db, config.jwtSecret),
    couriers: {
      self: new SelfShipCourier(),
      shiprocket: config.shiprocket ? new ShiprocketCourier(config.shiprocket) : null,
    },
    metrics,
    searchTally: new SearchTally(database.db, app.log),
    twoFactorKeys: twoFactorKeys(config.jwtSecret),
  };
  for (const manifest of APP_MANIFESTS) {
    for (const job of manifest.jobs?.(context) ?? []) jobs.define(job);
  }

  await app.register(
    async (api) => {
      for (const manifest of APP_MANIFESTS) {
        for (const routes of manifest.routes ?? []) await api.register(routes, context);
      }
    },
    { prefix: '/api' },
  );
  // After /api: the site's own paths, and before the web app's catch-all.
  for (const manifest of APP_MANIFESTS) {
    for (const { plugin, prefix } of manifest.rootRoutes ?? []) {
      await app.register(plugin, prefix === undefined ? context : { ...context, prefix });
    }
  }
  await registerWebApp(app, options.webDistDir ?? null, config.publicUrl);

  // Every job is defined by now (the manifests' jobs, above).
  app.addHook('onReady', async () => {
    await jobs.start();
    context.searchTally.start();
  });
  app.addHook('onClose', async () => {
    // Requests have finished; jobs running here finish before the database closes.
    await jobs.stop();
    await context.searchTally.close();
    await media.close();
    await closeStorefrontChanges();
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
  });
  return app;
}
