import type { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './lib/mailer.js';
import type { StoreMetrics } from './lib/metrics.js';
import type { SmsSender } from './lib/sms.js';
import type { MediaStorage } from './modules/media/media-storage.js';
import type { SearchTally } from './modules/catalog/search-tally.js';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway.js';
import type { Courier } from './modules/shipping/courier/courier.js';
import type { TokenService } from './lib/tokens.js';
import type { TwoFactorKeys } from './modules/two-factor/two-factor.service.js';

/** What every route plugin is given: built once in buildApp, no module-level singletons. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Shared state across instances; null in the embedded single-process mode. */
  redis: Redis | null;
  tokens: TokenService;
  /** Image files: DATA_DIR/media on disk, or an S3-compatible bucket when S3_BUCKET is set. */
  media: MediaStorage;
  /** SMTP when configured, otherwise `.eml` files in the outbox. */
  mailer: Mailer;
  /** The SMS provider when configured, otherwise text files in the outbox. */
  sms: SmsSender;
  /** Background jobs on the database (pg-boss): enqueued in the transaction that causes them. */
  jobs: JobQueue;
  /** The app's logger; a request logs through its own (requestContext). */
  log: FastifyBaseLogger;
  /** Razorpay when its keys are configured, otherwise the built-in test gateway. */
  paymentGateway: PaymentGateway;
  /**
   * Who carries the parcels (decision 0061): self-ship (the admin types the courier and AWB)
   * always, Shiprocket too when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set.
   */
  couriers: { self: Courier; shiprocket: Courier | null };
  /** Prometheus metrics when METRICS_TOKEN is set; null otherwise (nothing is measured). */
  metrics: StoreMetrics | null;
  /** How often each search is made, written to the database every few seconds. */
  searchTally: SearchTally;
  /** The keys of staff's second factor, derived once from JWT_SECRET (decision 0055). */
  twoFactorKeys: TwoFactorKeys;
}

/** What a service working for one request is given: its logs and mail jobs carry the request id. */
export interface RequestContext {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The store's address as people reach it; links in mail start with it. */
  publicUrl: string;
  requestId: string;
}

export function requestContext(context: AppContext, request: FastifyRequest): RequestContext {
  return {
    db: context.db,
    jobs: context.jobs,
    log: request.log,
    publicUrl: context.config.publicUrl,
    requestId: request.id,
  };
}
