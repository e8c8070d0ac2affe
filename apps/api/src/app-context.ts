import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { SmsSender } from './lib/sms.js';
import type { TokenService } from './lib/tokens.js';

/** What every route plugin is given: built once in buildApp, no module-level singletons. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Shared state across instances; null in the embedded single-process mode. */
  redis: Redis | null;
  tokens: TokenService;
  mediaDir: string;
  /** SMTP when configured, otherwise `.eml` files in the outbox. */
  mailer: Mailer;
  /** The SMS provider when configured, otherwise text files in the outbox. */
  sms: SmsSender;
}
