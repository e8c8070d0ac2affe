import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { statementNameOfText } from '../db/statement-names.js';

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

// The store's drizzle handles are made without a casing option, so this dialect writes the same
// SQL text as theirs.
const dialect = new PgDialect();
/**
 * Runs a hand-written statement (drizzle's `sql`, every value a parameter) as a named statement:
 * on PostgreSQL each connection parses it once, and after a few runs plans it once, where an
 * unnamed statement is parsed and planned on every run. Placement's writes run on every order;
 * parsing and planning them was about two fifths of PostgreSQL's CPU per order
 * (docs/decisions/0031). Answers what `db.execute` answers.
 */
export function executePrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return executePreparedText<T>(db, text, params);
}

/**
 * The same for a statement in pg's text-and-values form (`$1` placeholders), as libraries bring
 * their own SQL (the job queue). The values go to the driver as they are.
 */
export function executePreparedText<T extends Record<string, unknown>>(
  db: DbOrTx,
  text: string,
  values: unknown[],
): Promise<{ rows: T[] }> {
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>({ sql: text, params: values }, undefined, statementNameOfText(text), false);
  return prepared.execute();
}
