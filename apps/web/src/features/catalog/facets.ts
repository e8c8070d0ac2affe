import type { Gender, Occasion, ProductType } from '@attar/contracts';

/** What shoppers read for each facet value; the API's values stay in the code and the URL. */
export const GENDER_LABELS: Record<Gender, string> = {
  MEN: 'For Him',
  WOMEN: 'For Her',
  UNISEX: 'Unisex',
};

export const OCCASION_LABELS: Record<Occasion, string> = {
  DAILY: 'Everyday',
  OFFICE: 'Office',
  EVENING: 'Evening',
  FESTIVE: 'Festive',
  WEDDING: 'Wedding',
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  FRAGRANCE: 'Fragrances',
  JEWELRY: 'Jewelry',
  GIFT_SET: 'Gift Sets',
};
