import {
  FRAGRANCE_FAMILIES,
  type FragranceFamily,
  type Metal,
  METALS,
  PRODUCT_PRICE_MAX_RUPEES,
  type ProductType,
} from '@attar/contracts';
import type { ProductFacetParams } from '@/api/products';
import { readChoice } from './listing-params';

/** The URL keys of the facets every listing may offer, beside its own (kind, wearer, occasion). */
export const FACET_KEYS = ['minPrice', 'maxPrice', 'note', 'family', 'metal'] as const;

/** Which facets a listing offers: notes and families for what has a scent, metal for jewelry. */
export interface FacetChoice {
  scent: boolean;
  metal: boolean;
}

/**
 * The facets that fit a listing of `productType`: jewelry has a metal and no scent; fragrances
 * and gift sets have notes; a listing of every kind (null) offers all of them.
 */
export function facetsFor(productType: ProductType | null): FacetChoice {
  if (productType === 'JEWELRY') return { scent: false, metal: true };
  if (productType === null) return { scent: true, metal: true };
  return { scent: true, metal: false };
}

/** The facets read from the URL; null where not chosen, not offered, or not readable. */
export interface Facets {
  minPrice: number | null;
  maxPrice: number | null;
  note: string | null;
  family: FragranceFamily | null;
  metal: Metal | null;
}

export const NOTE_MAX_LENGTH = 40;

/** A price bound in whole rupees from the URL: digits only and within a product's range. */
export function readPrice(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key)?.trim() ?? '';
  return parseRupees(raw);
}

/** Whole rupees typed by a shopper or read from the URL, or null. */
export function parseRupees(raw: string): number | null {
  const digits = raw.replace(/[\s,₹]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const value = Number(digits);
  return value <= PRODUCT_PRICE_MAX_RUPEES ? value : null;
}

export function readFacets(params: URLSearchParams, offered: FacetChoice): Facets {
  let minPrice = readPrice(params, 'minPrice');
  let maxPrice = readPrice(params, 'maxPrice');
  // A range typed into the address the wrong way round still means the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const note = params.get('note')?.trim().toLowerCase() ?? '';
  return {
    minPrice,
    maxPrice,
    note: offered.scent && note !== '' && note.length <= NOTE_MAX_LENGTH ? note : null,
    family: offered.scent ? readChoice(params, 'family', FRAGRANCE_FAMILIES) : null,
    metal: offered.metal ? readChoice(params, 'metal', METALS) : null,
  };
}

/** The facets as the product calls take them. */
export function facetParams(facets: Facets): ProductFacetParams {
  return {
    minPrice: facets.minPrice ?? undefined,
    maxPrice: facets.maxPrice ?? undefined,
    note: facets.note ?? undefined,
    family: facets.family ?? undefined,
    metal: facets.metal ?? undefined,
  };
}

/** How many filters are applied: a price range, one bound or both, counts once. */
export function countFacets(facets: Facets): number {
  const price = facets.minPrice !== null || facets.maxPrice !== null ? 1 : 0;
  return (
    price + [facets.note, facets.family, facets.metal].filter((value) => value !== null).length
  );
}
