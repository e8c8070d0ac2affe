import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
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
import { lowStockMailJob } from './modules/catalog/low-stock-mail.job.js';
import { createMailer } from './lib/mailer.js';
import { registerMetrics } from './lib/metrics.js';
import { registerPublicCache } from './lib/public-cache.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { openRedis } from './lib/redis.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { createSmsSender } from './lib/sms.js';
import { StorefrontCache } from './lib/storefront-cache.js';
import { openStorefrontChanges } from './lib/storefront-changes.js';
import { createTokenService } from './lib/tokens.js';
import { CachedHitServer } from './lib/cached-hit-server.js';
import { registerWebApp } from './lib/web-app.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { activityLogRoutes } from './modules/audit/activity-log.routes.js';
import { addressRoutes } from './modules/addresses/addresses.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { sitemapRoutes } from './modules/catalog/sitemap.routes.js';
import { categoryAdminRoutes } from './modules/catalog/categories.routes.js';
import { productAdminRoutes } from './modules/catalog/product-admin.routes.js';
import { productCsvRoutes } from './modules/catalog/product-csv.routes.js';
import { productImportJob } from './modules/catalog/product-import.job.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { metricsRoutes } from './modules/health/metrics.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { createMediaStorage } from './modules/media/media-storage.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { uploadRoutes } from './modules/media/upload.routes.js';
import { menuRoutes } from './modules/menus/menus.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { oidcRoutes } from './modules/oidc/oidc.routes.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { failedJobRoutes } from './modules/jobs/failed-jobs.routes.js';
import { recordFailedJob } from './modules/jobs/failed-jobs.service.js';
import { orderAdminRoutes } from './flows/order-admin.routes.js';
import { userAdminRoutes } from './flows/user-admin.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { returnRoutes } from './modules/returns/returns.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { loadSessionUser } from './modules/users/users.service.js';
import { userRoutes } from './modules/users/users.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';

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

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Attar House API',
        description: 'REST API of the Attar House store. Errors share one body: see ErrorBody.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const redisKeyPrefix = options.redisKeyPrefix ?? 'attar:';
  await registerRateLimits(app, redis, redisKeyPrefix);

  const tokens = createTokenService(config.jwtSecret);
  registerAccessControl(
    app,
    createAuthGuards({ tokens, loadUser: (id) => loadSessionUser(database.db, id) }),
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
  jobs.define(productImportJob(database.db));
  jobs.define(lowStockMailJob({ db: database.db, jobs, publicUrl: config.publicUrl }));
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
    sms: createSmsSender(config.sms, app.log),
    jobs,
    metrics,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(authRoutes, context);
      await api.register(userAdminRoutes, context);
      await api.register(userRoutes, context);
      await api.register(catalogRoutes, context);
      await api.register(categoryAdminRoutes, context);
      await api.register(productAdminRoutes, context);
      await api.register(productCsvRoutes, context);
      await api.register(reviewRoutes, context);
      await api.register(wishlistRoutes, context);
      await api.register(uploadRoutes, context);
      await api.register(newsletterRoutes, context);
      await api.register(contactRoutes, context);
      await api.register(menuRoutes, context);
      await api.register(locationRoutes, context);
      await api.register(verificationRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(addressRoutes, context);
      await api.register(shippingRoutes, context);
      await api.register(paymentRoutes, context);
      await api.register(settingsRoutes, context);
      await api.register(cartRoutes, context);
      await api.register(orderRoutes, context);
      await api.register(orderAdminRoutes, context);
      await api.register(invoiceRoutes, context);
      await api.register(returnRoutes, context);
      await api.register(notificationRoutes, context);
      await api.register(activityLogRoutes, context);
      await api.register(dashboardRoutes, context);
      await api.register(failedJobRoutes, context);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, context);
  await app.register(sitemapRoutes, context);
  await app.register(metricsRoutes, context);
  await app.register(oidcRoutes, { ...context, prefix: '/oauth2' });
  await registerWebApp(app, options.webDistDir ?? null, config.publicUrl);

  // Every job is defined by now (route plugins define theirs when registered).
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    // Requests have finished; jobs running here finish before the database closes.
    await jobs.stop();
    await media.close();
    await closeStorefrontChanges();
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
  });
  return app;
}
