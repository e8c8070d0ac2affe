import {
  paiseToRupees,
  variantLabel,
  type SavedCart,
  type SavedCartLine,
  type SavedCartUpdate,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { SavedCartItem } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { linesForSale, type LineForSale, type LineRef } from '../catalog/variants.service.js';
import * as repo from './saved-carts.repository.js';

// A signed-in shopper's cart kept on the server beside the browser's (docs/product.md, "Cart
// reminders"; decision 0064). The browser's copy stays the spec's: it sends the whole cart after
// each change, and takes the saved lines it lacks on sign-in or from a reminder's link.

/** A saved line and what it buys now. */
export interface LineOnSale {
  item: SavedCartItem;
  line: LineForSale;
}

/** The refusals that say a line is no longer sold: an unknown or removed product or size. */
const isGone = (error: unknown) =>
  error instanceof AppError &&
  (error.status === 404 || error.code === 'PRODUCT_UNAVAILABLE' || error.status === 400);

/**
 * The lines still on sale, in their order, each size once: the products and sizes the store no
 * longer sells are left out. One read for the usual cart; line by line only when one is gone.
 */
export async function linesStillOnSale(
  db: DbOrTx,
  items: (LineRef & { quantity: number })[],
): Promise<LineOnSale[]> {
  if (items.length === 0) return [];
  const toItem = (item: LineRef & { quantity: number }, line: LineForSale): LineOnSale => ({
    item: { productId: line.product.id, sku: line.variant.sku, quantity: item.quantity },
    line,
  });
  try {
    const lines = await linesForSale(db, items);
    return items.map((item, index) => toItem(item, lines[index]!));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  const kept: LineOnSale[] = [];
  const variants = new Set<number>();
  for (const item of items) {
    try {
      const [line] = await linesForSale(db, [item]);
      if (variants.has(line!.variant.id)) continue;
      variants.add(line!.variant.id);
      kept.push(toItem(item, line!));
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  return kept;
}

/** A line as the browser's cart draws it. */
export function toSavedCartLine({ item, line }: LineOnSale): SavedCartLine {
  const { product, variant } = line;
  return {
    productId: product.id,
    sku: variant.sku,
    quantity: item.quantity,
    name: product.name,
    size: variantLabel(variant) || null,
    price: paiseToRupees(variant.salePricePaise ?? variant.pricePaise),
    categoryName: product.categoryName,
    imagePublicId: variant.imagePublicId ?? product.images[0]?.publicId ?? null,
  };
}

/** GET /api/cart/saved: the saved lines still on sale (none when nothing was saved). */
export async function getSavedCart(db: Db, userId: number): Promise<SavedCart> {
  const row = await repo.findSavedCart(db, userId);
  if (!row) return { items: [], updatedAt: null };
  const lines = await linesStillOnSale(db, row.items);
  return { items: lines.map(toSavedCartLine), updatedAt: row.updatedAt.toISOString() };
}

/**
 * PUT /api/cart/saved: replaces the saved items with the browser's cart. Lines the store no
 * longer sells are kept out silently (the browser's cart may hold them from before); an empty
 * list clears the cart and ends its reminders.
 */
export async function replaceSavedCart(
  db: Db,
  userId: number,
  input: SavedCartUpdate,
): Promise<SavedCart> {
  const lines = await linesStillOnSale(db, input.items);
  const row = await repo.replaceItems(
    db,
    userId,
    lines.map(({ item }) => item),
    new Date(),
  );
  return { items: lines.map(toSavedCartLine), updatedAt: row.updatedAt.toISOString() };
}

/**
 * An order placed by the account, in its transaction: the saved cart is cleared (the browser
 * empties its own), and when a reminder went out for it the order is recorded as its recovery.
 */
export async function recordOrderPlaced(
  tx: Tx,
  userId: number,
  order: { orderId: number; totalPaise: number },
): Promise<void> {
  const cart = await repo.lockSavedCart(tx, userId);
  if (!cart) return;
  const now = new Date();
  if (cart.remindedCartId !== null) await repo.recordRecovery(tx, cart.remindedCartId, order, now);
  await repo.replaceItems(tx, userId, [], now);
}

/** Forgets the account's saved cart (account erasure); its reminded carts stay, unnamed. */
export function forgetSavedCartOf(db: DbOrTx, userId: number): Promise<void> {
  return repo.forgetUser(db, userId);
}
