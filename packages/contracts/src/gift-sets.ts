import { z } from 'zod';
import { PG_INTEGER_MAX } from './primitives.js';

// Gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md):
// a GIFT_SET product may list components, each a variant of another product and how many of it
// go in one set. Such a set keeps no stock of its own: it has as many as its components allow,
// and an order of it takes theirs.

/** The most components one set may have. */
export const GIFT_SET_COMPONENTS_MAX = 10;

/** The most units of one component in one set. */
export const GIFT_SET_COMPONENT_QUANTITY_MAX = 20;

/** How many sets components allow: the least, over them, of whole sets their stock makes. */
export function setsAllowedBy(components: { stockQuantity: number; quantity: number }[]): number {
  if (components.length === 0) return 0;
  return Math.min(
    ...components.map((component) =>
      Math.floor(Math.max(0, component.stockQuantity) / component.quantity),
    ),
  );
}

/** One component as the product page lists it ("What's in the set"). */
export const productComponentSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** The component's size and colour as a shopper reads them ("10 ml"), null without options. */
  size: z.string().nullable(),
  /** Units of it in one set. */
  quantity: z.number().int(),
});
export type ProductComponent = z.infer<typeof productComponentSchema>;

/** One component as the admin reads it: what the product page shows, and its stock. */
export const giftSetComponentSchema = productComponentSchema.extend({
  variantId: z.number().int(),
  /** The component variant's own units. */
  stockQuantity: z.number().int(),
  /** False once its variant or its product was removed: the set cannot be sold until replaced. */
  available: z.boolean(),
});
export type GiftSetComponent = z.infer<typeof giftSetComponentSchema>;

/** GET and PUT /api/admin/products/{id}/components: a set's components and its stock. */
export const giftSetComponentsSchema = z.object({
  productId: z.number().int(),
  components: z.array(giftSetComponentSchema),
  /** Sets the components allow now (0 without components: the set's own stock then applies). */
  stockQuantity: z.number().int(),
});
export type GiftSetComponents = z.infer<typeof giftSetComponentsSchema>;

const QUANTITY_MESSAGE = `Each component's quantity must be a whole number from 1 to ${GIFT_SET_COMPONENT_QUANTITY_MAX}.`;

/** One component as the admin writes it: a variant of another product, and units per set. */
export const giftSetComponentInputSchema = z.object({
  variantId: z
    .number({ error: 'A component names a variant by its id (a number).' })
    .int('A variant id is a whole number.')
    .positive('A variant id is a whole number above 0.')
    .max(PG_INTEGER_MAX, 'No variant has this id.'),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(GIFT_SET_COMPONENT_QUANTITY_MAX, QUANTITY_MESSAGE),
});

/**
 * PUT /api/admin/products/{id}/components: the set's whole list of components, in display order
 * (an empty list leaves the set with none, selling its own stock again). No variant twice.
 */
export const replaceGiftSetComponentsSchema = z.object({
  components: z
    .array(giftSetComponentInputSchema, { error: 'Components must be a list.' })
    .max(GIFT_SET_COMPONENTS_MAX, `A set holds at most ${GIFT_SET_COMPONENTS_MAX} components.`)
    .superRefine((components, ctx) => {
      const seen = new Set<number>();
      components.forEach((component, index) => {
        if (seen.has(component.variantId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'variantId'],
            message: 'This size is in the set twice: give it one row with a larger quantity.',
          });
        }
        seen.add(component.variantId);
      });
    }),
});
export type ReplaceGiftSetComponentsInput = z.output<typeof replaceGiftSetComponentsSchema>;
export type ReplaceGiftSetComponentsPayload = z.input<typeof replaceGiftSetComponentsSchema>;
