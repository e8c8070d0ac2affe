import type { Gender, Occasion, ProductType, StockFilter } from '@attar/contracts';

/** How the admin reads each product type. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  FRAGRANCE: 'Fragrance',
  JEWELRY: 'Jewelry',
  GIFT_SET: 'Gift set',
};

export const GENDER_LABELS: Record<Gender, string> = {
  MEN: 'Men',
  WOMEN: 'Women',
  UNISEX: 'Unisex',
};

export const OCCASION_LABELS: Record<Occasion, string> = {
  DAILY: 'Everyday',
  OFFICE: 'Office',
  EVENING: 'Evening',
  FESTIVE: 'Festive',
  WEDDING: 'Wedding',
};

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

/** Whether a product type carries a notes pyramid and concentration (gift sets may carry both). */
export const hasFragranceFields = (type: ProductType) => type !== 'JEWELRY';
/** Whether a product type carries metal, purity, weight and hallmark. */
export const hasJewelryFields = (type: ProductType) => type !== 'FRAGRANCE';
