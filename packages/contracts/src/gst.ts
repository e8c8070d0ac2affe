// GST facts shared by the API, which taxes orders, and the web app, which shows the GST a cart
// contains (docs/decisions/0016 and 0041).
import type { ProductType } from './constants.js';

/** GST's standard rate, the rate of perfume (HSN 3303), in basis points: 1800 is 18%. */
export const STANDARD_GST_RATE_BASIS_POINTS = 1800;

/** The HSN code a product without one of its own is sold under, by product type. */
export const DEFAULT_HSN_BY_PRODUCT_TYPE: Record<ProductType, string> = {
  // Perfumes and toilet waters.
  FRAGRANCE: '3303',
  // Articles of jewellery of precious metal.
  JEWELRY: '7113',
  // The store's gift sets are fragrance sets; a set of another main content sets its own code.
  GIFT_SET: '3303',
};

/** A product's HSN code: its own where an admin set one, else its product type's. */
export function hsnCodeFor(product: { hsnCode: string | null; productType: ProductType }): string {
  const own = product.hsnCode?.trim();
  return own ? own : DEFAULT_HSN_BY_PRODUCT_TYPE[product.productType];
}
