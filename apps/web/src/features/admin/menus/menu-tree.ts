import type { MenuItem } from '@attar/contracts';

export type MoveDirection = 'up' | 'down';

/** The item's parent in the tree (null: it is at the top level), or undefined when it is not there. */
export function parentIdOf(tree: MenuItem[], id: number): number | null | undefined {
  if (tree.some((item) => item.id === id)) return null;
  return tree.find((item) => item.children.some((child) => child.id === id))?.id;
}

/** The ids of `siblings` with `id` moved one place up or down, or null when it cannot move so. */
export function movedIds(
  siblings: MenuItem[],
  id: number,
  direction: MoveDirection,
): number[] | null {
  const ids = siblings.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

export const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);
