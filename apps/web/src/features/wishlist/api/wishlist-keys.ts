/** Every wishlist query sits under this key, so one invalidation refreshes list, count and toggles. */
export const WISHLIST_KEY = ['wishlist'] as const;
