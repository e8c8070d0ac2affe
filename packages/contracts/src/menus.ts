import { z } from 'zod';
import { recordId, text } from './primitives.js';

/** Levels of the navigation menu: top-level items and, under each, one dropdown of children. */
export const MENU_MAX_DEPTH = 2;
export const MENU_TITLE_MAX = 60;
export const MENU_DESCRIPTION_MAX = 300;
export const MENU_PATH_MAX = 200;
export const MENU_TYPE_MAX = 50;
export const MENU_SORT_ORDER_MAX = 10_000;
/** More items than this under one parent would not fit a navbar or a dropdown anyway. */
export const MENU_MAX_SIBLINGS = 100;

export const MENU_PATH_MESSAGE =
  'Use a path on this site starting with / (such as /shop?category=3), or # for an item that links nowhere.';

// A path of this site: one leading slash, no "//" anywhere (a browser reads "//host" as another
// site), no backslash (which browsers turn into a slash), no spaces or control characters.
const SITE_PATH = /^\/[^\s\\\p{Cc}]*$/u;

/** True for a menu link the storefront may follow: `#`, or a path of this site without a scheme. */
export function isMenuPath(value: string): boolean {
  return value === '#' || (SITE_PATH.test(value) && !value.includes('//'));
}

const menuTitle = text({ error: 'Enter a title.' })
  .trim()
  .min(1, 'Enter a title.')
  .max(MENU_TITLE_MAX, `At most ${MENU_TITLE_MAX} characters.`);

const menuPath = text({ error: MENU_PATH_MESSAGE })
  .trim()
  .max(MENU_PATH_MAX, `At most ${MENU_PATH_MAX} characters.`)
  .refine(isMenuPath, MENU_PATH_MESSAGE);

/** Optional text: absent, null and blank all become null. */
const nullableText = <T extends z.ZodType<string | null, string | null>>(rules: T) =>
  text({ error: 'Must be text.' })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(rules);

const menuDescription = nullableText(
  text().max(MENU_DESCRIPTION_MAX, `At most ${MENU_DESCRIPTION_MAX} characters.`).nullable(),
);

/**
 * What clicking the item lists: a gender, a product type, an occasion, FEATURED or a category
 * slug (GET /api/products/getAll?menuType=...).
 */
const menuType = nullableText(
  text()
    .max(MENU_TYPE_MAX, `At most ${MENU_TYPE_MAX} characters.`)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes and underscores.')
    .nullable(),
);

const sortOrder = z
  .number({ error: 'Must be a whole number.' })
  .int('Must be a whole number.')
  .min(0, 'Must be 0 or more.')
  .max(MENU_SORT_ORDER_MAX, `At most ${MENU_SORT_ORDER_MAX}.`);

const parentId = recordId('Must be the id of a menu item.');

/**
 * POST /api/menus/addMenus. Without `parentId` the item is top-level; without `sortOrder` it
 * goes after its siblings; without `path` it links nowhere (`#`).
 */
export const menuItemCreateSchema = z.object({
  title: menuTitle,
  description: menuDescription,
  path: menuPath.optional().transform((value) => value ?? '#'),
  menuType,
  featured: z.boolean({ error: 'Must be true or false.' }).default(false),
  parentId: parentId.nullish().transform((value) => value ?? null),
  sortOrder: sortOrder.optional(),
});
export type MenuItemCreateInput = z.infer<typeof menuItemCreateSchema>;

/**
 * PUT /api/menus/Update/{id}: fields left out keep their value. A new `parentId` moves the item
 * (null: to the top level), after its new siblings unless `sortOrder` says where.
 */
export const menuItemUpdateSchema = z.object({
  title: menuTitle.optional(),
  description: menuDescription.optional(),
  path: menuPath.optional(),
  menuType: menuType.optional(),
  featured: z.boolean({ error: 'Must be true or false.' }).optional(),
  parentId: parentId.nullable().optional(),
  sortOrder: sortOrder.optional(),
});
export type MenuItemUpdateInput = z.infer<typeof menuItemUpdateSchema>;

/**
 * PUT /api/menus/reorder: every item directly under `parentId` (null or absent: the top level),
 * each once, in their new order.
 */
export const menuReorderSchema = z.object({
  parentId: parentId.nullish().transform((value) => value ?? null),
  orderedIds: z
    .array(recordId(), { error: 'List the ids of the items in their new order.' })
    .min(1, 'List the ids of the items in their new order.')
    .max(MENU_MAX_SIBLINGS, `At most ${MENU_MAX_SIBLINGS} items.`)
    .refine((ids) => new Set(ids).size === ids.length, 'List each item once.'),
});
export type MenuReorderInput = z.infer<typeof menuReorderSchema>;

/** DELETE /api/menus/Delete/{id}: `cascade=true` removes an item with everything under it. */
export const menuDeleteQuerySchema = z.object({
  cascade: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** One menu item as stored, as the admin calls answer it (the tree of getAll nests them). */
export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  path: z.string(),
  menuType: z.string().nullable(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

/** The answer of PUT /api/menus/reorder: the items under that parent in their new order. */
export const adminMenuItemListSchema = z.array(adminMenuItemSchema);
