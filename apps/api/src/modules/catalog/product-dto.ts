import {
  mediaUrl,
  type AdminProduct,
  paiseToRupees,
  type Category,
  type Occasion,
  type Product,
  type ProductVariant,
} from '@attar/contracts';
import type { CategoryWithCount } from './categories.repository.js';
import type { ImageRow, ProductWithCategory } from './products.repository.js';
import type { ShownVariant } from './variants.repository.js';

/** Mean rating to one decimal from the counters kept on the product row. */
export function ratingSummary(reviewCount: number, ratingTotal: number) {
  return {
    averageRating: reviewCount > 0 ? Math.round((ratingTotal / reviewCount) * 10) / 10 : null,
    reviewCount,
  };
}

/** Shapes a product row and its images as the spec's "Product (as read)". */
export function toProductDto(row: ProductWithCategory, images: ImageRow[]): Product {
  const primary = images.find((image) => image.isPrimary) ?? images[0];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    description: row.description,
    shortDescription: row.shortDescription,
    size: row.size,
    dimensions: row.dimensions,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    productType: row.productType,
    gender: row.gender,
    occasions: row.occasions as Occasion[],
    notes: row.notes,
    notesPyramid: row.notesPyramid,
    concentration: row.concentration,
    metal: row.metal,
    purity: row.purity,
    weightGrams: row.weightMg === null ? null : row.weightMg / 1000,
    hallmarkHuid: row.hallmarkHuid,
    hsnCode: row.hsnCode,
    isFeatured: row.isFeatured,
    stockQuantity: row.stockQuantity,
    inStock: row.stockTotal > 0 && row.deletedAt === null,
    fromPrice: paiseToRupees(row.fromPricePaise),
    variantCount: row.variantCount,
    imageUrls: images.map((image) => image.publicId),
    images: images.map((image) => ({
      isPrimary: image === primary,
      publicId: image.publicId,
      url: mediaUrl(image.publicId, 'detail'),
      width: image.width,
      height: image.height,
    })),
    imageUrl: primary ? mediaUrl(primary.publicId, 'card') : null,
    ...ratingSummary(row.reviewCount, row.ratingTotal),
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

/**
 * One variant as the storefront and the admin read it. `setUnits`: the sets a gift set's
 * components allow (decision 0060), which every variant of such a set answers as its stock.
 */
export function toVariantDto(
  row: ShownVariant,
  productDeleted: boolean,
  setUnits: number | null = null,
): ProductVariant {
  const stockQuantity = setUnits ?? row.stockQuantity;
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    price: paiseToRupees(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    stockQuantity,
    inStock: stockQuantity > 0 && row.deletedAt === null && !productDeleted,
    weightGrams: row.weightMg === null ? null : row.weightMg / 1000,
    imagePublicId: row.imagePublicId,
    imageUrl: row.imagePublicId ? mediaUrl(row.imagePublicId, 'detail') : null,
    isDefault: row.isDefault,
  };
}

/** The admin's read of a product: the storefront shape and when it last changed. */
export function toAdminProductDto(
  row: ProductWithCategory,
  images: ImageRow[],
  lowStockThreshold: number,
): Omit<AdminProduct, 'variants'> {
  return {
    ...toProductDto(row, images),
    updatedAt: row.updatedAt.toISOString(),
    lowStock: row.lowestStock <= lowStockThreshold,
  };
}

export function toCategoryDto(row: CategoryWithCount): Category {
  const imageUrl = row.imagePublicId ? mediaUrl(row.imagePublicId, 'card') : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    productType: row.productType,
    imageUrl,
    imageUrls: row.imagePublicId ? [row.imagePublicId] : [],
    productCount: row.productCount,
  };
}
