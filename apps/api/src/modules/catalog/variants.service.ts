import { ORDER_MESSAGES, variantLabel, type ProductDetail } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ProductVariantRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { productsForSale, productUnavailable, type ProductWithImages } from './catalog.service.js';
import { toProductDto, toVariantDto } from './product-dto.js';
import * as giftSets from './gift-sets.repository.js';
import * as productsRepo from './products.repository.js';
import * as repo from './variants.repository.js';

// Variants as the storefront and orders see them (docs/decisions/0057-variants.md).

/** GET /api/products/getProduct/{id}: a live product (its default variant's fields) and its variants. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail> {
  const row = await productsRepo.findLiveProductDetail(db, id);
  if (!row) throw notFound('Product');
  const { variants } = row;
  // A gift set of components (decision 0060) lists them; any other product has none.
  const components = row.fromComponents ? await giftSets.componentsOf(db, [id]) : [];
  const setUnits = row.fromComponents ? row.stockQuantity : null;
  return {
    ...toProductDto(row, row.images),
    variants: variants.map((variant) => toVariantDto(variant, false, setUnits)),
    components: components.map((component) => ({
      productId: component.productId,
      name: component.productName,
      sku: component.sku,
      size: variantLabel(component) || null,
      quantity: component.quantity,
    })),
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
    // Every variant of a gift set of components has the sets they allow (decision 0060).
    return {
      product,
      variant: product.fromComponents
        ? { ...variant, stockQuantity: product.stockQuantity }
        : variant,
    };
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

/**
 * The variant a SKU names, on whichever product, removed ones included; undefined when no variant
 * has it. The caller tells an unknown SKU from another product's or a removed size.
 */
export async function variantOfSku(
  db: DbOrTx,
  sku: string,
): Promise<ProductVariantRow | undefined> {
  const [row] = await repo.variantsByIdsOrSkus(db, [], [sku]);
  return row;
}

/** Variants by id, removed ones included, keyed by id. */
export async function variantsById(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, ProductVariantRow>> {
  const rows = await repo.variantsByIdsOrSkus(db, [...new Set(ids)], []);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A size as a shopper waiting for it sees it now. */
export interface SizeOnSale {
  variantId: number;
  productId: number;
  productName: string;
  sku: string;
  /** Its options as a shopper reads them ("50 ml"), null for a product of one size. */
  size: string | null;
  /** Live, on a live product, with stock (a gift set's: the sets its components allow). */
  inStock: boolean;
}

/** The sizes these ids name, removed ones included (not in stock), in no particular order. */
export async function sizesOnSale(db: DbOrTx, variantIds: number[]): Promise<SizeOnSale[]> {
  const variants = [...(await variantsById(db, variantIds)).values()];
  const products = await productsRepo.findProducts(db, [
    ...new Set(variants.map((variant) => variant.productId)),
  ]);
  const productById = new Map(products.map((product) => [product.id, product]));
  return variants.flatMap((variant) => {
    const product = productById.get(variant.productId);
    if (!product) return [];
    const units = product.fromComponents ? product.stockQuantity : variant.stockQuantity;
    return [
      {
        variantId: variant.id,
        productId: product.id,
        productName: product.name,
        sku: variant.sku,
        size: variantLabel(variant) || null,
        inStock: units > 0 && variant.deletedAt === null && product.deletedAt === null,
      },
    ];
  });
}
