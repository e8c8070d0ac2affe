import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { RAZORPAY_DEFAULT_API_BASE } from './modules/payments/gateway/razorpay-gateway.js';
import { SHIPROCKET_DEFAULT_API_BASE } from './modules/shipping/courier/shiprocket-api.js';

export const RAZORPAY_DEFAULT_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Which peers may tell the client's address in X-Forwarded-For: nobody (`false`), the nearest
 * N hops, or proxies at these addresses or CIDR ranges. See `fastifyTrustProxy`.
 */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify 5 no longer takes a bare hop count
 * (it cannot tell a proxy from a client that reaches the server directly), so a count becomes
 * a function trusting the nearest N peers, whoever they are: only safe when nothing but the
 * proxies can reach the server, which is what choosing a count declares.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const TRUST_PROXY_HINT =
  'set the number of proxies in front of the server (1 for a single reverse proxy), or their addresses or CIDR ranges separated by commas (10.0.0.0/8,fd00::/8), or false';
// Names proxy-addr (Fastify's address resolution) knows for the private and loopback ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const family = isIP(match[1] ?? '');
  const prefix = Number(match[2]);
  return family !== 0 && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default), a hop count, or a comma-separated list of proxy addresses
 * and CIDR ranges. `true` is refused: it trusted every hop, so a client could write its own
 * X-Forwarded-For and escape every per-address limit.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would trust every hop, so any client could forge X-Forwarded-For and escape the rate limits: ${TRUST_PROXY_HINT}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      ctx.addIssue({
        code: 'custom',
        message: `${hops} hops is more proxies than a store sits behind: ${TRUST_PROXY_HINT}`,
      });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `${invalid.map((entry) => `"${entry}"`).join(', ')} ${invalid.length === 1 ? 'is not an IP address or CIDR range' : 'are not IP addresses or CIDR ranges'}: ${TRUST_PROXY_HINT}`,
    });
    return z.NEVER;
  }
  return entries;
}

/** Worker processes the server runs (WEB_CONCURRENCY): a count, or `auto` for one per core. */
export type WorkerCount = number | 'auto';

export const MAX_WORKERS = 64;

function parseWorkerCount(value: string, ctx: z.RefinementCtx): WorkerCount {
  const text = value.trim().toLowerCase();
  if (text === 'auto') return 'auto';
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (count >= 1 && count <= MAX_WORKERS) return count;
  ctx.addIssue({
    code: 'custom',
    message: `must be a number of worker processes from 1 to ${MAX_WORKERS}, or auto (one per core)`,
  });
  return z.NEVER;
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters (256 random bits)').optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    PUBLIC_URL: optionalString.pipe(
      z.url({ message: 'must be a URL like https://shop.example.in' }).optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Attar House <no-reply@attarhouse.local>'),
    SMS_PROVIDER_URL: optionalString.pipe(z.url({ message: 'must be an http(s) URL' }).optional()),
    SMS_PROVIDER_TOKEN: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: z
      .url({ message: 'must be the issuer URL' })
      .default('https://accounts.google.com'),
    SIGNIN_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 256-bit AES key)')
        .optional(),
    ),
    SIGNIN_ENCRYPTION_IV: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex characters (a 128-bit IV)')
        .optional(),
    ),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    WEB_CONCURRENCY: z.string().default('1').transform(parseWorkerCount),
    CATALOG_CACHE: z
      .string()
      .trim()
      .toLowerCase()
      .default('on')
      .pipe(z.enum(['on', 'off'], { message: 'must be on or off' })),
    CATALOG_CACHE_TTL_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1, 'must be at least 1')
      .max(60_000, 'must be at most 60000 (a minute): longer would show stock sold since')
      .default(1000),
    BACK_IN_STOCK_SWEEP_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600 (an hour)')
      .default(60),
    ABANDONED_CART_SWEEP_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600 (an hour)')
      .default(300),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url({ message: 'must be an http(s) URL' }).optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .string()
      .trim()
      .toLowerCase()
      .default('false')
      .pipe(z.enum(['true', 'false'], { message: 'must be true or false' })),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_BASE: optionalString.pipe(
      z.url({ message: 'must be a URL like https://api.razorpay.com/v1' }).optional(),
    ),
    RAZORPAY_CHECKOUT_SCRIPT: optionalString.pipe(
      z
        .url({ message: 'must be a URL like https://checkout.razorpay.com/v1/checkout.js' })
        .optional(),
    ),
    SHIPROCKET_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
    SHIPROCKET_PASSWORD: optionalString,
    SHIPROCKET_WEBHOOK_TOKEN: optionalString,
    SHIPROCKET_API_BASE: optionalString.pipe(
      z.url({ message: `must be a URL like ${SHIPROCKET_DEFAULT_API_BASE}` }).optional(),
    ),
    SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(24, 'must be at least 24 characters (it guards /metrics)').optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
      });
    }
    if (Boolean(env.SIGNIN_ENCRYPTION_KEY) !== Boolean(env.SIGNIN_ENCRYPTION_IV)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SIGNIN_ENCRYPTION_KEY ? 'SIGNIN_ENCRYPTION_IV' : 'SIGNIN_ENCRYPTION_KEY'],
        message: 'SIGNIN_ENCRYPTION_KEY and SIGNIN_ENCRYPTION_IV are set together or not at all',
      });
    }
    // Several workers share nothing in memory: the database must be a server every process
    // reaches, and rate limits and cache clearing must go through Redis (docs/decisions/0020).
    if (typeof env.WEB_CONCURRENCY === 'number' && env.WEB_CONCURRENCY > 1) {
      const problem = !env.DATABASE_URL
        ? 'needs DATABASE_URL: the embedded database (PGlite) lives inside one process, so it runs one worker only'
        : !env.REDIS_URL
          ? 'needs REDIS_URL, so that every worker counts the same rate limits and clears the same caches'
          : null;
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['WEB_CONCURRENCY'],
          message: `${env.WEB_CONCURRENCY} workers ${problem}`,
        });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      });
    }
    const s3Settings = [env.S3_REGION, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID].some(Boolean);
    if (s3Settings && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'is required when any other S3_ variable is set (images are kept on local disk without it)',
      });
    }
    const razorpayKeys = [
      env.RAZORPAY_KEY_ID,
      env.RAZORPAY_KEY_SECRET,
      env.RAZORPAY_WEBHOOK_SECRET,
    ];
    if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'][
            razorpayKeys.findIndex((key) => !key)
          ]!,
        ],
        message:
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set together or not at all',
      });
    }
    if (Boolean(env.SHIPROCKET_EMAIL) !== Boolean(env.SHIPROCKET_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SHIPROCKET_EMAIL ? 'SHIPROCKET_PASSWORD' : 'SHIPROCKET_EMAIL'],
        message:
          "SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (the Shiprocket API user's) are set together or not at all",
      });
    }
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when DATABASE_URL is set, so that every instance signs alike',
      });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Fastify's `trustProxy`: who may set the client address (see TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The store's address as shoppers reach it; links in mail and the OIDC redirect use it. */
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  sms: { providerUrl: string | undefined; providerToken: string | undefined; outboxDir: string };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** AES-256-CBC key and IV (hex) for POST /api/signinEncrypt; undefined turns it off. */
  signinEncryption: { key: string; iv: string } | undefined;
  /**
   * The in-process cache of public catalogue answers and hot settings (CATALOG_CACHE,
   * CATALOG_CACHE_TTL_MS): how long an answer is reused when no admin write clears it sooner.
   */
  catalogCache: { enabled: boolean; ttlMs: number };
  /** BACK_IN_STOCK_SWEEP_SECONDS: how often sizes shoppers wait for are checked for stock. */
  backInStockSweepSeconds: number;
  /** ABANDONED_CART_SWEEP_SECONDS: how often saved carts are checked for a reminder due. */
  abandonedCartSweepSeconds: number;
  /** WEB_CONCURRENCY: worker processes to run; more than one only with DATABASE_URL and REDIS_URL. */
  workers: WorkerCount;
  /**
   * S3-compatible object storage for images (S3_*), or undefined for DATA_DIR/media. Without
   * keys the AWS SDK's default credential chain applies (instance role, AWS_* variables).
   */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
  /**
   * Razorpay (RAZORPAY_*), or undefined for the built-in test gateway. The API base and the
   * checkout script default to Razorpay's own; tests point them at a local program.
   */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiBase: string;
        checkoutScript: string;
      }
    | undefined;
  /**
   * Shiprocket (SHIPROCKET_*), or null when the store books its parcels by hand (self-ship). The
   * API user's email and password; the token Shiprocket's webhook must bring in `x-api-key` (null:
   * every webhook is refused); the pickup location's name as the Shiprocket panel spells it.
   */
  shiprocket: {
    email: string;
    password: string;
    webhookToken: string | null;
    apiBase: string;
    pickupLocation: string;
  } | null;
  /** METRICS_TOKEN: /metrics answers Prometheus text to this bearer token; unset, it is off. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: join(dataDir, 'db'),
    redisUrl: values.REDIS_URL,
    jwtSecret: values.JWT_SECRET ?? embeddedSecret(dataDir),
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    sms: {
      providerUrl: values.SMS_PROVIDER_URL,
      providerToken: values.SMS_PROVIDER_TOKEN,
      outboxDir: join(dataDir, 'outbox'),
    },
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.OIDC_ISSUER,
          }
        : undefined,
    signinEncryption:
      values.SIGNIN_ENCRYPTION_KEY && values.SIGNIN_ENCRYPTION_IV
        ? {
            key: values.SIGNIN_ENCRYPTION_KEY.toLowerCase(),
            iv: values.SIGNIN_ENCRYPTION_IV.toLowerCase(),
          }
        : undefined,
    catalogCache: { enabled: values.CATALOG_CACHE === 'on', ttlMs: values.CATALOG_CACHE_TTL_MS },
    backInStockSweepSeconds: values.BACK_IN_STOCK_SWEEP_SECONDS,
    abandonedCartSweepSeconds: values.ABANDONED_CART_SWEEP_SECONDS,
    workers: values.WEB_CONCURRENCY,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION ?? 'us-east-1',
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.S3_ACCESS_KEY_ID,
                  secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
        }
      : undefined,
    razorpay:
      values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET && values.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: values.RAZORPAY_KEY_ID,
            keySecret: values.RAZORPAY_KEY_SECRET,
            webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
            apiBase: (values.RAZORPAY_API_BASE ?? RAZORPAY_DEFAULT_API_BASE).replace(/\/+$/, ''),
            checkoutScript: values.RAZORPAY_CHECKOUT_SCRIPT ?? RAZORPAY_DEFAULT_CHECKOUT_SCRIPT,
          }
        : undefined,
    shiprocket:
      values.SHIPROCKET_EMAIL && values.SHIPROCKET_PASSWORD
        ? {
            email: values.SHIPROCKET_EMAIL,
            password: values.SHIPROCKET_PASSWORD,
            webhookToken: values.SHIPROCKET_WEBHOOK_TOKEN ?? null,
            apiBase: (values.SHIPROCKET_API_BASE ?? SHIPROCKET_DEFAULT_API_BASE).replace(
              /\/+$/,
              '',
            ),
            pickupLocation: values.SHIPROCKET_PICKUP_LOCATION,
          }
        : null,
    metricsToken: values.METRICS_TOKEN,
  };
}

/** In embedded mode the signing secret is generated on first start and kept in DATA_DIR. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
