import { ORDER_MESSAGES, variantLabel, type ProductDetail } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ProductVariantRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { productsForSale, productUnavailable, type ProductWithImages } from './catalog.service.js';
import { toProductDto, toVariantDto } from './product-dto.js';
import * as productsRepo from './products.repository.js';
import * as repo from './variants.repository.js';

// Variants as the storefront and orders see them (docs/decisions/0057-variants.md).

/** GET /api/products/getProduct/{id}: a live product (its default variant's fields) and its variants. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail> {
  const row = await productsRepo.findLiveProductWithImages(db, id);
  if (!row) throw notFound('Product');
  const variants = await repo.liveVariantsOf(db, [id]);
  return {
    ...toProductDto(row, row.images),
    variants: variants.map((variant) => toVariantDto(variant, false)),
  };
}

/** A line of a cart or an order: a product and, by SKU, one of its variants (else the default). */
export interface LineRef {
  productId: number;
  sku?: string | null | undefined;
}

/** What a line buys: the product as sold now and the variant chosen. */
export interface LineForSale {
  product: ProductWithImages;
  variant: ProductVariantRow;
}

/** "Rose Attar (50 ml)": a product and its variant's options, as a shopper reads them. */
export function lineName(product: { name: string }, variant: ProductVariantRow): string {
  const options = variantLabel(variant);
  return options ? `${product.name} (${options})` : product.name;
}

/**
 * The products and variants lines name, as they are sold now: 404 for a product id that is no
 * product or a SKU that is none of the product's variants, 409 PRODUCT_UNAVAILABLE for a deleted
 * product or a removed variant, 400 when two lines come to the same variant.
 */
export async function linesForSale(db: DbOrTx, lines: LineRef[]): Promise<LineForSale[]> {
  const products = await productsForSale(db, [...new Set(lines.map((line) => line.productId))]);
  const productById = new Map(products.map((product) => [product.id, product]));
  const variants = await repo.variantsForLines(db, lines);
  const chosen = lines.map((line) => {
    const product = productById.get(line.productId)!;
    const variant = line.sku
      ? variants.find((row) => row.productId === line.productId && row.sku === line.sku)
      : variants.find((row) => row.productId === line.productId && row.isDefault);
    if (!variant) {
      throw new AppError(
        404,
        'NOT_FOUND',
        `${product.name} has no size with SKU ${line.sku}: it may have been removed from the store.`,
        { productId: line.productId, sku: line.sku },
      );
    }
    return { product, variant };
  });
  const removed = chosen.filter(({ variant }) => variant.deletedAt !== null);
  if (removed.length > 0) {
    throw productUnavailable(
      removed.map(({ product, variant }) => ({
        id: product.id,
        name: lineName(product, variant),
        sku: variant.sku,
      })),
    );
  }
  if (new Set(chosen.map(({ variant }) => variant.id)).size < chosen.length) {
    throw new AppError(400, 'VALIDATION_FAILED', ORDER_MESSAGES.duplicateProduct);
  }
  return chosen;
}
