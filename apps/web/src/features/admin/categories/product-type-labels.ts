import type { ProductType } from '@attar/contracts';

/** How the admin reads each product type. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  FRAGRANCE: 'Fragrance',
  JEWELRY: 'Jewelry',
  GIFT_SET: 'Gift set',
};
