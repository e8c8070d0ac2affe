import { boolean, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Navigation menu: a tree through parent_id; top-level items have none. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    description: text('description'),
    path: text('path').notNull().default('#'),
    menuType: text('menu_type'),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('menu_items_parent_idx').on(table.parentId),
  ],
);

export type MenuItemRow = typeof menuItems.$inferSelect;
