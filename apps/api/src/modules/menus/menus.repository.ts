import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menuItems, type MenuItemRow } from '../../db/schema/index.js';

/** Every menu item; a store's menu is a few dozen rows, so the tree is built in memory. */
export async function allMenuItems(db: DbOrTx): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}
