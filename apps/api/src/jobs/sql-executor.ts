import type { DbOrTx } from '../db/client.js';
import { executePreparedText } from '../lib/prepared-queries.js';

/** How pg-boss runs a statement on a connection it is given (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's statements with `$1` placeholders, run through a drizzle database or transaction:
 * this is how a job is inserted inside the transaction of what causes it, on either engine.
 * They run as named statements: pg-boss's texts are fixed, and one is inserted with every order.
 */
export function executorOf(db: DbOrTx): SqlExecutor {
  return {
    executeSql: (text, values = []) => executePreparedText(db, text, values.map(asParameter)),
  };
}

/**
 * A value as pg would send it: PGlite's driver would send a plain object as "[object Object]",
 * where pg sends JSON (and NULL for undefined).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return JSON.stringify(value);
  }
  return value;
}
