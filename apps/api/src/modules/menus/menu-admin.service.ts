import {
  MENU_MAX_DEPTH,
  MENU_MAX_SIBLINGS,
  type AdminMenuItem,
  type MenuItemCreateInput,
  type MenuItemUpdateInput,
  type MenuReorderInput,
} from '@attar/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { MenuItemRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as repo from './menus.repository.js';

const ENTITY = 'menu_item';

export function toAdminMenuItem(row: MenuItemRow): AdminMenuItem {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    path: row.path,
    menuType: row.menuType,
    featured: row.featured,
    sortOrder: row.sortOrder,
  };
}

/** The fields of a menu item its audit entries compare. */
function audited(row: MenuItemRow) {
  return {
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    path: row.path,
    menuType: row.menuType,
    featured: row.featured,
    sortOrder: row.sortOrder,
  };
}

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

const parentNotFound = () =>
  new AppError(404, 'NOT_FOUND', 'Parent menu item not found', [
    { path: 'parentId', message: 'No menu item has this id.' },
  ]);

/** The whole menu, read once per edit (a few dozen rows), with the questions edits ask of it. */
class MenuTree {
  private readonly byId: Map<number, MenuItemRow>;

  constructor(private readonly rows: MenuItemRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): MenuItemRow | undefined {
    return this.byId.get(id);
  }

  /** The items directly under `parentId` (null: the top level), in menu order. */
  childrenOf(parentId: number | null): MenuItemRow[] {
    return this.rows.filter((row) => row.parentId === parentId);
  }

  /** Everything under an item, at any level. */
  descendantsOf(id: number): MenuItemRow[] {
    const found: MenuItemRow[] = [];
    const pending = [id];
    while (pending.length > 0) {
      const children = this.childrenOf(pending.pop()!);
      found.push(...children);
      pending.push(...children.map((child) => child.id));
    }
    return found;
  }

  /** The item and its ancestors, nearest first (bounded, in case stored rows ever loop). */
  lineageOf(item: MenuItemRow): MenuItemRow[] {
    const lineage: MenuItemRow[] = [];
    for (let at: MenuItemRow | undefined = item; at && lineage.length <= this.rows.length;) {
      lineage.push(at);
      at = at.parentId === null ? undefined : this.byId.get(at.parentId);
    }
    return lineage;
  }

  /** Levels from an item down to its deepest descendant: 1 for an item with nothing under it. */
  heightOf(id: number): number {
    const children = this.childrenOf(id);
    return 1 + Math.max(0, ...children.map((child) => this.heightOf(child.id)));
  }

  /** The sort order that puts a new item after the others under `parentId`. */
  nextSortOrder(parentId: number | null): number {
    return Math.max(-1, ...this.childrenOf(parentId).map((row) => row.sortOrder)) + 1;
  }

  /**
   * Checks that `item` (null: a new item with nothing under it) may go under `parentId`: the
   * parent exists, is neither the item nor under it, the menu stays within MENU_MAX_DEPTH
   * levels, and the parent has room.
   */
  checkPlacement(item: MenuItemRow | null, parentId: number): MenuItemRow {
    const parent = this.get(parentId);
    if (!parent) throw parentNotFound();
    const lineage = this.lineageOf(parent);
    if (item && lineage.some((ancestor) => ancestor.id === item.id)) {
      throw invalid(
        'parentId',
        'A menu item cannot go under itself or under one of its own items.',
      );
    }
    const height = item ? this.heightOf(item.id) : 1;
    if (lineage.length + height > MENU_MAX_DEPTH) {
      throw invalid(
        'parentId',
        height > 1
          ? `The menu has at most ${MENU_MAX_DEPTH} levels, and "${item?.title}" has items under it: move or delete those first.`
          : `The menu has at most ${MENU_MAX_DEPTH} levels, and "${parent.title}" is already under another item.`,
      );
    }
    if (
      this.childrenOf(parentId).filter((row) => row.id !== item?.id).length >= MENU_MAX_SIBLINGS
    ) {
      throw invalid(
        'parentId',
        `"${parent.title}" already has ${MENU_MAX_SIBLINGS} items under it.`,
      );
    }
    return parent;
  }
}

async function openTree(tx: Tx): Promise<MenuTree> {
  await repo.lockMenu(tx);
  return new MenuTree(await repo.allMenuItems(tx));
}

/** Runs a menu edit on the locked tree and, once committed, tells the storefront. */
async function editMenu<T>(db: Db, edit: (tx: Tx, tree: MenuTree) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => edit(tx, await openTree(tx)));
  await storefrontChanged(db);
  return result;
}

/** Adds a menu item, top-level or under a parent, after its siblings unless `sortOrder` is given. */
export async function createMenuItem(
  db: Db,
  actor: AuditActor,
  input: MenuItemCreateInput,
): Promise<AdminMenuItem> {
  return editMenu(db, async (tx, tree) => {
    if (input.parentId !== null) tree.checkPlacement(null, input.parentId);
    else if (tree.childrenOf(null).length >= MENU_MAX_SIBLINGS) {
      throw invalid('parentId', `The menu already has ${MENU_MAX_SIBLINGS} top-level items.`);
    }
    const row = await repo.insertMenuItem(tx, {
      title: input.title,
      description: input.description,
      path: input.path,
      menuType: input.menuType,
      featured: input.featured,
      parentId: input.parentId,
      sortOrder: input.sortOrder ?? tree.nextSortOrder(input.parentId),
    });
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: row.id,
      action: 'CREATE',
      changes: diffFields(null, audited(row)),
    });
    return toAdminMenuItem(row);
  });
}

/**
 * Changes a menu item. A new `parentId` moves it (with anything under it) after its new
 * siblings unless `sortOrder` is given; a move that would loop or nest too deep is a 400.
 */
export async function updateMenuItem(
  db: Db,
  actor: AuditActor,
  id: number,
  input: MenuItemUpdateInput,
): Promise<AdminMenuItem> {
  return editMenu(db, async (tx, tree) => {
    const before = tree.get(id);
    if (!before) throw notFound('Menu item');
    const values: Partial<MenuItemRow> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.description !== undefined) values.description = input.description;
    if (input.path !== undefined) values.path = input.path;
    if (input.menuType !== undefined) values.menuType = input.menuType;
    if (input.featured !== undefined) values.featured = input.featured;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    if (input.parentId !== undefined && input.parentId !== before.parentId) {
      if (input.parentId !== null) tree.checkPlacement(before, input.parentId);
      else if (tree.childrenOf(null).length >= MENU_MAX_SIBLINGS) {
        throw invalid('parentId', `The menu already has ${MENU_MAX_SIBLINGS} top-level items.`);
      }
      values.parentId = input.parentId;
      values.sortOrder = input.sortOrder ?? tree.nextSortOrder(input.parentId);
    }
    if (Object.keys(values).length === 0) return toAdminMenuItem(before);
    const after = await repo.updateMenuItem(tx, id, values);
    const changes = diffFields(audited(before), audited(after));
    if (Object.keys(changes).length > 0) {
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: id,
        action: 'UPDATE',
        changes,
      });
    }
    return toAdminMenuItem(after);
  });
}

/**
 * Puts the items directly under a parent (null: the top level) in the order given, which must
 * list each of them once; their sort orders become 0, 1, 2, ...
 */
export async function reorderMenuItems(
  db: Db,
  actor: AuditActor,
  input: MenuReorderInput,
): Promise<AdminMenuItem[]> {
  return editMenu(db, async (tx, tree) => {
    if (input.parentId !== null && !tree.get(input.parentId)) throw parentNotFound();
    const siblings = tree.childrenOf(input.parentId);
    const siblingIds = new Set(siblings.map((row) => row.id));
    const foreign = input.orderedIds.filter((id) => !siblingIds.has(id));
    if (foreign.length > 0) {
      throw invalid(
        'orderedIds',
        `Not directly under this parent: ${foreign.map((id) => `#${id}`).join(', ')}.`,
      );
    }
    const listed = new Set(input.orderedIds);
    const missing = siblings.filter((row) => !listed.has(row.id));
    if (missing.length > 0) {
      throw invalid(
        'orderedIds',
        `List every item under this parent; missing: ${missing.map((row) => `"${row.title}"`).join(', ')}.`,
      );
    }
    const reordered: AdminMenuItem[] = [];
    for (const [index, id] of input.orderedIds.entries()) {
      const before = tree.get(id)!;
      if (before.sortOrder === index) {
        reordered.push(toAdminMenuItem(before));
        continue;
      }
      const after = await repo.updateMenuItem(tx, id, { sortOrder: index });
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: id,
        action: 'REORDER',
        changes: diffFields({ sortOrder: before.sortOrder }, { sortOrder: index }),
      });
      reordered.push(toAdminMenuItem(after));
    }
    return reordered;
  });
}

/**
 * Deletes a menu item. One with items under it needs `cascade` (409 MENU_HAS_CHILDREN with
 * their count otherwise, so the admin can be asked first), and then goes with all of them.
 */
export async function deleteMenuItem(
  db: Db,
  actor: AuditActor,
  id: number,
  cascade: boolean,
): Promise<void> {
  await editMenu(db, async (tx, tree) => {
    const row = tree.get(id);
    if (!row) throw notFound('Menu item');
    const branch = tree.descendantsOf(id);
    if (branch.length > 0 && !cascade) {
      const count = branch.length;
      throw new AppError(
        409,
        'MENU_HAS_CHILDREN',
        `"${row.title}" has ${count} item${count === 1 ? '' : 's'} under it. Delete with cascade=true to remove ${count === 1 ? 'it' : 'them'} too, or move ${count === 1 ? 'it' : 'them'} first.`,
        { childCount: count },
      );
    }
    await repo.deleteMenuItem(tx, id);
    for (const removed of [row, ...branch]) {
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: removed.id,
        action: 'DELETE',
        changes: diffFields(audited(removed), null),
        reason: removed === row ? null : `With "${row.title}" (#${row.id}), which it was under`,
      });
    }
  });
}
