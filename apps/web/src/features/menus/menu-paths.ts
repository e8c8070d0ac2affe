import type { MenuItem } from '@attar/contracts';

/** A path the bar may navigate to: not empty and not the "#" placeholder. */
export function isValidMenuPath(path: string | null | undefined): path is string {
  const trimmed = path?.trim();
  return Boolean(trimmed) && trimmed !== '#';
}

export function canFetchProducts(item: MenuItem): item is MenuItem & { menuType: string } {
  return item.id != null && typeof item.menuType === 'string' && item.menuType.trim() !== '';
}

/** The /products address for an item; kept in the URL so a reload can fetch the list again. */
export function menuProductsPath(item: MenuItem & { menuType: string }): string {
  const search = new URLSearchParams({ menuType: item.menuType, title: item.title });
  return `/products?${search.toString()}`;
}

/** What an item's link points at before any script runs (open in new tab, copy link). */
export function menuHref(item: MenuItem): string | undefined {
  if (canFetchProducts(item)) return menuProductsPath(item);
  return isValidMenuPath(item.path) ? normalisePath(item.path) : undefined;
}

export function normalisePath(path: string): string {
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed}`;
}
