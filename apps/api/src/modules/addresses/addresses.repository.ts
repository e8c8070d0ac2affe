import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { preparedQuery } from '../../lib/prepared-queries.js';
import {
  shippingAddresses,
  users,
  type NewShippingAddressRow,
  type ShippingAddressRow,
} from '../../db/schema/index.js';

export type AddressValues = Omit<
  NewShippingAddressRow,
  'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'
>;

const owned = (userId: number, id: number) =>
  and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id));

/**
 * Locks the customer's row for the rest of the transaction, so that two address changes of
 * one customer (the limit, the default) run one after the other.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId));
  return row?.total ?? 0;
}

/** The default first, then the newest. */
export async function pageOfAddresses(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<ShippingAddressRow[]> {
  return db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(
      desc(shippingAddresses.isDefault),
      desc(shippingAddresses.createdAt),
      desc(shippingAddresses.id),
    )
    .limit(limit)
    .offset(offset);
}

/** One of the customer's addresses: a prepared statement, as every order reads one. */
export async function findAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<ShippingAddressRow | undefined> {
  const query = preparedQuery(db, 'address-of-customer', (name) =>
    db
      .select()
      .from(shippingAddresses)
      .where(
        and(
          eq(shippingAddresses.userId, sql.placeholder('userId')),
          eq(shippingAddresses.id, sql.placeholder('id')),
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ userId, id });
  return row;
}

/** Clears the default flag of the customer's addresses other than `keepId`. */
export async function clearDefault(tx: Tx, userId: number, keepId?: number): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(shippingAddresses.userId, userId),
        eq(shippingAddresses.isDefault, true),
        keepId === undefined ? undefined : ne(shippingAddresses.id, keepId),
      ),
    );
}

export async function insertAddress(
  tx: Tx,
  userId: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<ShippingAddressRow> {
  const [row] = await tx
    .insert(shippingAddresses)
    .values({ ...values, userId, isDefault })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  id: number,
  values: AddressValues & { isDefault?: boolean },
): Promise<ShippingAddressRow | undefined> {
  const [row] = await tx
    .update(shippingAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(
  tx: Tx,
  userId: number,
  id: number,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await tx.delete(shippingAddresses).where(owned(userId, id)).returning();
  return row;
}

/** Makes the customer's newest address the default; none when they have no address left. */
export async function makeNewestDefault(tx: Tx, userId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(1);
  if (!newest) return;
  await tx
    .update(shippingAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(eq(shippingAddresses.id, newest.id));
}

/** Removes every address of the customer; answers how many there were. */
export async function deleteAddressesOf(tx: Tx, userId: number): Promise<number> {
  const removed = await tx
    .delete(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .returning({ id: shippingAddresses.id });
  return removed.length;
}
