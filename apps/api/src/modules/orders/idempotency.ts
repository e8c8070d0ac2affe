import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS, ORDER_MESSAGES } from '@attar/contracts';
import { and, eq, gte } from 'drizzle-orm';
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
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Keys claimed before this moment are forgotten: the same key may start a new order. */
export function keysForgottenBefore(now = Date.now()): Date {
  return new Date(now - IDEMPOTENCY_KEY_TTL_HOURS * 3600 * 1000);
}

/**
 * The order an earlier request with this key created within the last 24 hours, or null when
 * there is none. The same key with a different body is 422 IDEMPOTENCY_KEY_REUSED. (Placement
 * claims the key with the order it writes: see `insertPlacedOrder`.)
 */
export async function orderOfKey(
  db: DbOrTx,
  userId: number,
  key: string,
  bodyHash: string,
): Promise<number | null> {
  const [row] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(
      and(
        eq(orderIdempotencyKeys.userId, userId),
        eq(orderIdempotencyKeys.key, key),
        gte(orderIdempotencyKeys.createdAt, keysForgottenBefore()),
      ),
    );
  if (!row) return null;
  if (row.bodyHash !== bodyHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused);
  }
  return row.orderId;
}
