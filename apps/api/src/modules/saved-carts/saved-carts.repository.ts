import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  orders,
  remindedCarts,
  savedCarts,
  users,
  type SavedCartItem,
  type SavedCartRow,
} from '../../db/schema/index.js';
import { withinIndiaDays } from '../../lib/india-days.js';

export async function findSavedCart(db: DbOrTx, userId: number): Promise<SavedCartRow | undefined> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.userId, userId));
  return row;
}

/**
 * Replaces the account's saved items. Emptying the cart ends its life: its reminder count starts
 * again with the next items. A change to items that stay does not reset it.
 */
export async function replaceItems(
  db: DbOrTx,
  userId: number,
  items: SavedCartItem[],
  now: Date,
): Promise<SavedCartRow> {
  const cleared = items.length === 0;
  const ended = cleared ? { remindersSent: 0, lastReminderAt: null, remindedCartId: null } : {};
  const [row] = await db
    .insert(savedCarts)
    .values({ userId, items, updatedAt: now })
    .onConflictDoUpdate({ target: savedCarts.userId, set: { items, updatedAt: now, ...ended } })
    .returning();
  return row!;
}

/** The account's saved cart, its row locked until the transaction ends. */
export async function lockSavedCart(tx: Tx, userId: number): Promise<SavedCartRow | undefined> {
  const [row] = await tx
    .select()
    .from(savedCarts)
    .where(eq(savedCarts.userId, userId))
    .for('update');
  return row;
}

/** Records the order that followed a reminded cart (once per cart). */
export async function recordRecovery(
  tx: Tx,
  remindedCartId: number,
  order: { orderId: number; totalPaise: number },
  now: Date,
): Promise<void> {
  await tx
    .update(remindedCarts)
    .set({
      recoveredOrderId: order.orderId,
      recoveredTotalPaise: order.totalPaise,
      recoveredAt: now,
    })
    .where(
      and(eq(remindedCarts.id, remindedCartId), sql`${remindedCarts.recoveredOrderId} is null`),
    );
}

/** When a reminder is due: hours from the last change to the first, from the first to the second. */
export interface ReminderDelays {
  firstReminderHours: number;
  secondReminderHours: number | null;
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Locks up to `limit` saved carts a reminder is due for, skipping rows another process holds:
 * with items, unchanged for the first delay (or, after one reminder, the second since the later
 * of the change and that reminder), no order by the account since the change, the account
 * active and not opted out of marketing mail. Each cart is answered to one caller only.
 */
export async function lockCartsDue(
  tx: Tx,
  delays: ReminderDelays,
  now: Date,
  limit: number,
): Promise<SavedCartRow[]> {
  const firstDue = sql`${savedCarts.remindersSent} = 0 and ${savedCarts.updatedAt} <= ${hoursBefore(now, delays.firstReminderHours).toISOString()}`;
  const secondDue =
    delays.secondReminderHours === null
      ? sql`false`
      : sql`${savedCarts.remindersSent} = 1 and greatest(${savedCarts.updatedAt}, ${savedCarts.lastReminderAt}) <= ${hoursBefore(now, delays.secondReminderHours).toISOString()}`;
  return tx
    .select({ cart: savedCarts })
    .from(savedCarts)
    .innerJoin(users, eq(users.id, savedCarts.userId))
    .where(
      and(
        sql`${savedCarts.remindersSent} < 2 and jsonb_array_length(${savedCarts.items}) > 0`,
        sql`((${firstDue}) or (${secondDue}))`,
        eq(users.isActive, true),
        sql`${users.erasedAt} is null and ${users.marketingOptOutAt} is null`,
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${savedCarts.userId} and ${orders.createdAt} >= ${savedCarts.updatedAt})`,
      ),
    )
    .orderBy(savedCarts.updatedAt)
    .limit(limit)
    .for('update', { of: savedCarts, skipLocked: true })
    .then((rows) => rows.map((row) => row.cart));
}

/** The account's address, for the reminder. */
export async function emailOf(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Notes a reminder on the cart and on its record (a new record for a first reminder). */
export async function noteReminder(tx: Tx, cart: SavedCartRow, now: Date): Promise<void> {
  let remindedCartId = cart.remindedCartId;
  if (remindedCartId === null) {
    const [record] = await tx
      .insert(remindedCarts)
      .values({ userId: cart.userId, firstReminderAt: now, lastReminderAt: now })
      .returning({ id: remindedCarts.id });
    remindedCartId = record!.id;
  } else {
    await tx
      .update(remindedCarts)
      .set({ remindersSent: sql`${remindedCarts.remindersSent} + 1`, lastReminderAt: now })
      .where(eq(remindedCarts.id, remindedCartId));
  }
  await tx
    .update(savedCarts)
    .set({ remindersSent: cart.remindersSent + 1, lastReminderAt: now, remindedCartId })
    .where(eq(savedCarts.userId, cart.userId));
}

/** Empties a cart whose products have all left the store, without touching its reminders. */
export async function emptyItems(tx: Tx, userId: number): Promise<void> {
  await tx.update(savedCarts).set({ items: [] }).where(eq(savedCarts.userId, userId));
}

/** Forgets the account's saved cart and unlinks its reminded carts (an erased account). */
export async function forgetUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(savedCarts).where(eq(savedCarts.userId, userId));
  await db.update(remindedCarts).set({ userId: null }).where(eq(remindedCarts.userId, userId));
}

export interface ReminderFigures {
  cartsReminded: number;
  remindersSent: number;
  cartsRecovered: number;
  recoveredPaise: number;
}

/**
 * The carts first reminded within the India days `from` to `to`, the reminders sent within them,
 * and of those carts the ones an order followed that was not cancelled, with the orders' totals.
 */
export async function reminderFigures(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<ReminderFigures> {
  const firstInPeriod = and(...withinIndiaDays(remindedCarts.firstReminderAt, from, to));
  const secondInPeriod = and(
    sql`${remindedCarts.remindersSent} = 2`,
    ...withinIndiaDays(remindedCarts.lastReminderAt, from, to),
  );
  const recovered = sql`${orders.id} is not null and ${orders.status} <> 'CANCELLED'`;
  const [row] = await db
    .select({
      cartsReminded: sql<number>`count(*) filter (where ${firstInPeriod})::int`,
      remindersSent: sql<number>`(count(*) filter (where ${firstInPeriod}) + count(*) filter (where ${secondInPeriod}))::int`,
      cartsRecovered: sql<number>`count(*) filter (where ${firstInPeriod} and ${recovered})::int`,
      recoveredPaise: sql<number>`coalesce(sum(${remindedCarts.recoveredTotalPaise}) filter (where ${firstInPeriod} and ${recovered}), 0)::bigint`,
    })
    .from(remindedCarts)
    .leftJoin(orders, eq(orders.id, remindedCarts.recoveredOrderId))
    .where(
      sql`${remindedCarts.firstReminderAt} < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`,
    );
  return {
    cartsReminded: Number(row?.cartsReminded ?? 0),
    remindersSent: Number(row?.remindersSent ?? 0),
    cartsRecovered: Number(row?.cartsRecovered ?? 0),
    recoveredPaise: Number(row?.recoveredPaise ?? 0),
  };
}
