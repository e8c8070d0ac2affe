import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

// Each app's database handle has its own prepared queries (tests run several apps at once).
const preparedByDb = new WeakMap<DbOrTx, Map<string, unknown>>();
// One statement name per shape: the same text under the same name on every connection.
const nameByShape = new Map<string, string>();

function statementNameOf(shape: string): string {
  let name = nameByShape.get(shape);
  if (!name) {
    name = `storefront_${nameByShape.size + 1}`;
    nameByShape.set(shape, name);
  }
  return name;
}

/**
 * A query prepared once per database handle and shape. Drizzle builds a query's SQL anew on
 * every call, which for the storefront's reads cost as much CPU as the rest of the request; a
 * prepared query, its values left as placeholders, is built once and, on PostgreSQL, parsed and
 * planned once per connection (a named statement). `shape` names what changes the SQL text
 * (which filters, which order), never a value.
 *
 * A transaction is a new handle each time: it gets the query built afresh, under the shape's one
 * statement name, so its connection reuses the statement it already holds instead of keeping
 * one more for every transaction it ever ran.
 */
export function preparedQuery<T>(db: DbOrTx, shape: string, prepare: (name: string) => T): T {
  const name = statementNameOf(shape);
  if (db instanceof PgTransaction) return prepare(name);
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  const known = prepared.get(shape);
  if (known) return known as T;
  const query = prepare(name);
  prepared.set(shape, query);
  return query;
}
