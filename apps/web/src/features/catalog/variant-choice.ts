import type { ProductDetail, ProductVariant } from '@attar/contracts';

// The product page's choice among a product's variants (docs/decisions/0057-variants.md): which
// variant the address names, and the product as that variant sells it. What only the choice's
// controls need is in components/variant-picker.tsx.

/** The address's query parameter naming the chosen variant, so a link opens that size. */
export const VARIANT_PARAM = 'sku';

/**
 * The variant the address names by SKU (any case, as typed or shared), else the default (the
 * first when none is marked): an unknown or removed SKU opens the product as it is sold by
 * default rather than an error.
 */
export function variantFromAddress(
  variants: readonly ProductVariant[],
  sku: string | null,
): ProductVariant | null {
  const wanted = sku?.trim().toUpperCase();
  return (
    (wanted && variants.find((variant) => variant.sku.toUpperCase() === wanted)) ||
    variants.find((variant) => variant.isDefault) ||
    variants[0] ||
    null
  );
}

/**
 * The product as the chosen variant sells it: its SKU, prices, stock and weight in the product's
 * own fields, so the price, stock line, sticky bar and Add to Cart read one shape for both kinds
 * of product. `size` stays the variant's size option (the colour has its own choice).
 */
export function productAsVariant(product: ProductDetail, variant: ProductVariant): ProductDetail {
  return {
    ...product,
    sku: variant.sku,
    price: variant.price,
    salePrice: variant.salePrice,
    size: variant.size,
    stockQuantity: variant.stockQuantity,
    inStock: variant.inStock,
    weightGrams: variant.weightGrams ?? product.weightGrams,
  };
}
