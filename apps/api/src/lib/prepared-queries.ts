import type { DbOrTx } from '../db/client.js';

// Each app's database handle has its own prepared queries (tests run several apps at once).
const preparedByDb = new WeakMap<DbOrTx, Map<string, unknown>>();
let statementCount = 0;

/**
 * A query prepared once per database handle and shape. Drizzle builds a query's SQL anew on
 * every call, which for the storefront's reads cost as much CPU as the rest of the request; a
 * prepared query, its values left as placeholders, is built once and, on PostgreSQL, parsed and
 * planned once per connection (a named statement). `shape` names what changes the SQL text
 * (which filters, which order), never a value.
 */
export function preparedQuery<T>(db: DbOrTx, shape: string, prepare: (name: string) => T): T {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  const known = prepared.get(shape);
  if (known) return known as T;
  statementCount += 1;
  const query = prepare(`storefront_${statementCount}`);
  prepared.set(shape, query);
  return query;
}
