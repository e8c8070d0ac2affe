// Zod-free values of the admin catalogue: what a fragrance and a jewelry product may carry.
// The lists a storefront listing reads from its address (metals, families, the price bound) are
// in constants.ts, so that a listing's first screen does not carry this module.

import type { FragranceFamily, Metal } from './constants.js';

/** How concentrated a fragrance is, from pure perfume oil to a light cologne. */
export const FRAGRANCE_CONCENTRATIONS = ['ATTAR', 'PARFUM', 'EDP', 'EDT', 'EDC'] as const;
export type FragranceConcentration = (typeof FRAGRANCE_CONCENTRATIONS)[number];

export const CONCENTRATION_LABELS: Record<FragranceConcentration, string> = {
  ATTAR: 'Attar (perfume oil)',
  PARFUM: 'Parfum',
  EDP: 'Eau de Parfum',
  EDT: 'Eau de Toilette',
  EDC: 'Eau de Cologne',
};

export const METAL_LABELS: Record<Metal, string> = {
  GOLD: 'Gold',
  WHITE_GOLD: 'White gold',
  ROSE_GOLD: 'Rose gold',
  SILVER: 'Silver',
  PLATINUM: 'Platinum',
};

const GOLD_PURITIES = ['24K', '23K', '22K', '20K', '18K', '14K', '9K'] as const;

/** The BIS hallmark grades of each metal: karats for gold, fineness for silver and platinum. */
export const PURITIES_BY_METAL = {
  GOLD: GOLD_PURITIES,
  WHITE_GOLD: GOLD_PURITIES,
  ROSE_GOLD: GOLD_PURITIES,
  SILVER: ['999', '970', '925'],
  PLATINUM: ['950'],
} as const satisfies Record<Metal, readonly string[]>;

export const PURITIES = [...GOLD_PURITIES, '999', '970', '925', '950'] as const;
export type Purity = (typeof PURITIES)[number];

/** "22K" -> "22 karat", "925" -> "925 silver". */
export function purityLabel(purity: Purity): string {
  if (purity.endsWith('K')) return `${purity.slice(0, -1)} karat`;
  return purity === '950' ? '950 platinum' : `${purity} silver`;
}

export function isPurityOfMetal(metal: Metal, purity: Purity): boolean {
  return (PURITIES_BY_METAL[metal] as readonly string[]).includes(purity);
}

/** A BIS hallmark unique identification (HUID): six letters or digits. */
export const HALLMARK_HUID_PATTERN = /^[A-Z0-9]{6}$/;

/** An HSN code of the GST tariff: 4, 6 or 8 digits (3303 perfumes, 7113 jewellery). */
export const HSN_CODE_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;

/**
 * Stock at or below this many units counts as low (admin product filter `stock=low`, the
 * admin notice when an order takes stock below it). A store setting will replace it.
 */
export const LOW_STOCK_THRESHOLD = 5;

export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_WEIGHT_MAX_GRAMS = 10_000;
export const PRODUCT_IMAGES_MAX = 10;

/** Why a product's stock changed; every change is kept as a stock movement. */
export const STOCK_MOVEMENT_REASONS = [
  'ORDER',
  'CANCEL',
  'ADMIN_EDIT',
  'RETURN',
  'IMPORT',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** What a product history entry records. REVERT puts back the values of an earlier entry. */
export const PRODUCT_HISTORY_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'RESTORE',
  'STOCK',
  'REVERT',
] as const;
export type ProductHistoryAction = (typeof PRODUCT_HISTORY_ACTIONS)[number];

export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'updated',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const FRAGRANCE_FAMILY_LABELS: Record<FragranceFamily, string> = {
  FLORAL: 'Floral',
  WOODY: 'Woody & earthy',
  AMBER: 'Amber & musk',
  FRESH: 'Fresh & green',
  SPICY: 'Spicy',
  LEATHER: 'Leather & smoke',
};

export const FRAGRANCE_FAMILY_NOTES: Record<FragranceFamily, readonly string[]> = {
  FLORAL: [
    'rose',
    'jasmine',
    'tuberose',
    'orange blossom',
    'neroli',
    'iris',
    'violet',
    'frangipani',
    'ylang',
    'marigold',
    'champa',
    'mogra',
    'kewda',
  ],
  WOODY: [
    'sandalwood',
    'oud',
    'agarwood',
    'cedar',
    'vetiver',
    'khus',
    'patchouli',
    'earth',
    'petrichor',
    'mitti',
  ],
  AMBER: ['amber', 'musk', 'vanilla', 'labdanum', 'benzoin', 'tonka', 'incense', 'coconut'],
  FRESH: ['bergamot', 'mandarin', 'lemon', 'citrus', 'tea', 'juniper', 'green', 'mint'],
  SPICY: ['saffron', 'clove', 'cardamom', 'pepper', 'spice', 'cinnamon'],
  LEATHER: ['leather', 'suede', 'tobacco', 'smoke', 'birch tar'],
};
