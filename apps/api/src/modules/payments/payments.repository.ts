import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import type { DbOrTx } from '../../db/client.js';
import { paymentMethods, type PaymentMethodRow } from '../../db/schema/index.js';

export interface PaymentMethodFilter {
  isActive?: boolean;
  search?: string;
}

const byDisplayOrder = [asc(paymentMethods.sortOrder), asc(paymentMethods.id)];

function matching(filter: PaymentMethodFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.isActive !== undefined) conditions.push(eq(paymentMethods.isActive, filter.isActive));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(paymentMethods.method, pattern), ilike(paymentMethods.displayName, pattern)),
    );
  }
  return and(...conditions);
}

export async function countPaymentMethods(
  db: DbOrTx,
  filter: PaymentMethodFilter,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(paymentMethods).where(matching(filter));
  return row?.total ?? 0;
}

export async function pageOfPaymentMethods(
  db: DbOrTx,
  filter: PaymentMethodFilter,
  limit: number,
  offset: number,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(matching(filter))
    .orderBy(...byDisplayOrder)
    .limit(limit)
    .offset(offset);
}

export async function activePaymentMethods(db: DbOrTx): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(...byDisplayOrder);
}

export async function findPaymentMethod(
  db: DbOrTx,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/**
 * Every payment method, locked in id order until the transaction ends: a switch-off counts the
 * active ones, and two admins switching off the last two at once must not both see another.
 */
export async function lockAllPaymentMethods(tx: DbOrTx): Promise<PaymentMethodRow[]> {
  return tx.select().from(paymentMethods).orderBy(asc(paymentMethods.id)).for('update');
}

export async function setPaymentMethodActive(
  tx: DbOrTx,
  id: number,
  isActive: boolean,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .update(paymentMethods)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(paymentMethods.id, id))
    .returning();
  if (!row) throw new Error(`payment method ${id} vanished while locked`);
  return row;
}
