import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS, ORDER_MESSAGES } from '@attar/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderIdempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The Idempotency-Key header, checked: 1 to 100 visible ASCII characters, or none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 100 visible characters, such as a UUID.';
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'Idempotency-Key', message }]);
  }
  return value;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** SHA-256 of the body with its keys in a fixed order: the same order twice hashes the same. */
export function bodyHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

const byUserAndKey = (userId: number, key: string) =>
  and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key));

/** Forgets the key when it is older than 24 hours, so that it may start a new order. */
export async function forgetExpiredKey(db: DbOrTx, userId: number, key: string): Promise<void> {
  const cutoff = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_HOURS * 3600 * 1000);
  await db
    .delete(orderIdempotencyKeys)
    .where(and(byUserAndKey(userId, key), lt(orderIdempotencyKeys.createdAt, cutoff)));
}

/**
 * The order an earlier request with this key created, or null when the key is new. The same
 * key with a different body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function orderOfKey(
  db: DbOrTx,
  userId: number,
  key: string,
  bodyHash: string,
): Promise<number | null> {
  const [row] = await db.select().from(orderIdempotencyKeys).where(byUserAndKey(userId, key));
  if (!row) return null;
  if (row.bodyHash !== bodyHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused);
  }
  return row.orderId;
}

/**
 * Claims the key for this request in the order's transaction. On PostgreSQL a concurrent
 * request with the same key waits here until the first commits (then it finds the key taken)
 * or rolls back (then it takes the key itself). Answers false when the key is taken.
 */
export async function claimKey(
  tx: DbOrTx,
  userId: number,
  key: string,
  bodyHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(orderIdempotencyKeys)
    .values({ userId, key, bodyHash })
    .onConflictDoNothing({ target: [orderIdempotencyKeys.userId, orderIdempotencyKeys.key] })
    .returning({ id: orderIdempotencyKeys.id });
  return rows.length > 0;
}

export async function attachOrder(tx: DbOrTx, userId: number, key: string, orderId: number) {
  await tx.update(orderIdempotencyKeys).set({ orderId }).where(byUserAndKey(userId, key));
}
