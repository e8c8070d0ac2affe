import type { SeedProduct } from './seed-product.js';

/**
 * The demo catalogue's further sizes (docs/decisions/0057-variants.md): every fragrance sold in
 * its own size (the default variant, as written in the product files) and two more at prices in
 * proportion, larger bottles a little cheaper per millilitre; every ring in Indian sizes 6 to 14.
 * A few sizes are sold out, so the storefront shows what that looks like.
 */
export interface SeedVariant {
  sku: string;
  size: string;
  price: number;
  salePrice: number | null;
  stock: number;
  sortOrder: number;
}

/** Which sizes a bottle of each size is also sold in, and the price of each against it. */
const FRAGRANCE_SIZES: Record<string, { size: string; priceFactor: number }[]> = {
  '3 ml': [
    { size: '6 ml', priceFactor: 1.9 },
    { size: '12 ml', priceFactor: 3.6 },
  ],
  '6 ml': [
    { size: '3 ml', priceFactor: 0.55 },
    { size: '12 ml', priceFactor: 1.85 },
  ],
  '12 ml': [
    { size: '6 ml', priceFactor: 0.55 },
    { size: '24 ml', priceFactor: 1.85 },
  ],
  '50 ml': [
    { size: '10 ml', priceFactor: 0.3 },
    { size: '100 ml', priceFactor: 1.7 },
  ],
  '100 ml': [
    { size: '10 ml', priceFactor: 0.2 },
    { size: '50 ml', priceFactor: 0.62 },
  ],
};

const RING_SIZES = [6, 7, 8, 9, 10, 11, 12, 13, 14];

/** The number in "size 12", "… size 20". */
function ringSizeOf(product: SeedProduct): number | null {
  const match = /\bsize (\d+)\b/.exec(product.dimensions ?? '');
  return match ? Number(match[1]) : null;
}

/** Whole tens of rupees, as a shop would price a size. */
function roundedPrice(rupees: number): number {
  return Math.max(10, Math.round(rupees / 10) * 10);
}

/** "50 ml" -> "50ML", "12" -> "S12": the SKU's suffix of a size. */
function skuSuffix(size: string): string {
  return /^\d+$/.test(size) ? `S${size}` : size.replace(/\s+/g, '').toUpperCase();
}

/** The size the default variant is named by: its own for a bottle, its ring size for a ring. */
export function defaultSizeOf(product: SeedProduct): string | null {
  if (product.categorySlug === 'rings') {
    const size = ringSizeOf(product);
    return size === null ? null : String(size);
  }
  return product.size ?? null;
}

/** The variants a product is sold in besides its default, in display order. */
export function extraVariantsOf(product: SeedProduct, index: number): SeedVariant[] {
  if (product.categorySlug === 'rings') return extraRingSizes(product, index);
  const sizes = product.size ? FRAGRANCE_SIZES[product.size] : undefined;
  if (!sizes || product.categorySlug === 'gift-sets') return [];
  const saleShare = product.salePrice === undefined ? null : product.salePrice / product.price;
  return sizes.map(({ size, priceFactor }, position) => {
    const price = roundedPrice(product.price * priceFactor);
    return {
      sku: `${product.sku}-${skuSuffix(size)}`,
      size,
      price,
      salePrice: saleShare === null ? null : roundedPrice(price * saleShare),
      // Every fourth product's smaller size is sold out; the others have enough not to be low
      // (the dashboard's low-stock list keeps to what the demo products' own figures say).
      stock: position === 0 && index % 4 === 3 ? 0 : Math.max(8, Math.round(product.stock / 2)),
      // Smaller sizes before the default, larger after it.
      sortOrder: priceFactor < 1 ? -1 : 1,
    };
  });
}

function extraRingSizes(product: SeedProduct, index: number): SeedVariant[] {
  const own = ringSizeOf(product);
  if (own === null) return [];
  return RING_SIZES.filter((size) => size !== own).map((size) => ({
    sku: `${product.sku}-${skuSuffix(String(size))}`,
    size: String(size),
    price: product.price,
    salePrice: product.salePrice ?? null,
    // The smallest size of every other ring is sold out; the rest have six to eight, above the
    // low-stock threshold.
    stock: size === 6 && index % 2 === 0 ? 0 : 6 + (size % 3),
    sortOrder: size - own,
  }));
}
