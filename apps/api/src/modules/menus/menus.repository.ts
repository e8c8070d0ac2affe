import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { menuItems, type MenuItemRow } from '../../db/schema/index.js';

// Any fixed number distinct from the other advisory locks (migrations, seed, category names).
const MENU_LOCK_KEY = 4_172_032;

/** Every menu item; a store's menu is a few dozen rows, so the tree is built in memory. */
export async function allMenuItems(db: DbOrTx): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

/**
 * Serialises menu edits until the transaction ends: each checks the whole tree (no cycles, no
 * deeper than allowed), and two moves that are fine alone could together make a cycle.
 */
export async function lockMenu(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MENU_LOCK_KEY})`);
}

export async function insertMenuItem(
  db: DbOrTx,
  values: typeof menuItems.$inferInsert,
): Promise<MenuItemRow> {
  const [row] = await db.insert(menuItems).values(values).returning();
  if (!row) throw new Error('menu item insert returned no row');
  return row;
}

export async function updateMenuItem(
  db: DbOrTx,
  id: number,
  values: Partial<typeof menuItems.$inferInsert>,
): Promise<MenuItemRow> {
  const [row] = await db.update(menuItems).set(values).where(eq(menuItems.id, id)).returning();
  if (!row) throw new Error('menu item update returned no row');
  return row;
}

/** Deletes an item; the foreign key removes the items under it too. */
export async function deleteMenuItem(db: DbOrTx, id: number): Promise<void> {
  await db.delete(menuItems).where(eq(menuItems.id, id));
}
