import { toPage, type MenuItem, type Page, type PageQuery } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { MenuItemRow } from '../../db/schema/index.js';
import { allMenuItems } from './menus.repository.js';

export function buildMenuTree(rows: MenuItemRow[]): MenuItem[] {
  const nodes = new Map<number, MenuItem>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      title: row.title,
      description: row.description,
      path: row.path,
      menuType: row.menuType,
      featured: row.featured,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function mentions(item: MenuItem, name: string): boolean {
  return (
    item.title.toLowerCase().includes(name) || item.children.some((child) => mentions(child, name))
  );
}

/** Top-level menu items with their children; `name` keeps those whose tree mentions it. */
export async function listMenus(
  db: Db,
  query: PageQuery & { name?: string },
): Promise<Page<MenuItem>> {
  let roots = buildMenuTree(await allMenuItems(db));
  if (query.name) {
    const name = query.name.toLowerCase();
    roots = roots.filter((item) => mentions(item, name));
  }
  const start = query.page * query.size;
  return toPage(roots.slice(start, start + query.size), roots.length, query);
}
