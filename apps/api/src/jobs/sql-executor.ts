import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** How pg-boss runs a statement on a connection it is given (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's statements with `$1` placeholders, run through a drizzle database or transaction:
 * this is how a job is inserted inside the transaction of what causes it, on either engine.
 */
export function executorOf(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(withParameters(text, values));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/**
 * A value as pg would send it: drizzle leaves an undefined parameter out of the statement and
 * PGlite's driver would send a plain object as "[object Object]", where pg sends NULL and JSON.
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

/** "insert ... values ($1, $2::int)" with its values, as one drizzle SQL object. */
export function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${asParameter(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
