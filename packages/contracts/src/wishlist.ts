import { z } from 'zod';
import { productSchema } from './catalog.js';

/** One product on the signed-in customer's wishlist. */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  product: productSchema,
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistCountSchema = z.object({ count: z.number().int() });
export type WishlistCount = z.infer<typeof wishlistCountSchema>;
