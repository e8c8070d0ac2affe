import { paiseToRupees, type Occasion, type UpdateProductInput } from '@attar/contracts';
import type { ProductWithCategory } from './products.repository.js';

/** The audit log's entity type of products (their history is `historyOf(db, PRODUCT_ENTITY, id)`). */
export const PRODUCT_ENTITY = 'product';

/**
 * A product's values as its history records them: the admin payload's field names and units
 * (rupees, grams), so that an entry reads as the form did and an old version can be sent back
 * through the same update. `categoryName` is there to be read; `stockQuantity` is inventory.
 */
export interface ProductSnapshot {
  name: string;
  sku: string;
  price: number;
  salePrice: number | null;
  description: string;
  shortDescription: string;
  categoryId: number;
  categoryName: string;
  size: string | null;
  dimensions: string | null;
  gender: ProductWithCategory['gender'];
  occasions: Occasion[];
  notesPyramid: ProductWithCategory['notesPyramid'];
  notes: string[];
  concentration: ProductWithCategory['concentration'];
  metal: ProductWithCategory['metal'];
  purity: ProductWithCategory['purity'];
  weightGrams: number | null;
  hallmarkHuid: string | null;
  hsnCode: string | null;
  isFeatured: boolean;
  imagePublicIds: string[];
  primaryPublicId: string | null;
  stockQuantity: number;
}

/** The fields an earlier version may put back: everything an admin writes but the stock. */
export const RESTORABLE_FIELDS = [
  'name',
  'sku',
  'price',
  'salePrice',
  'description',
  'shortDescription',
  'categoryId',
  'size',
  'dimensions',
  'gender',
  'occasions',
  'notesPyramid',
  'notes',
  'concentration',
  'metal',
  'purity',
  'weightGrams',
  'hallmarkHuid',
  'hsnCode',
  'isFeatured',
  'imagePublicIds',
  'primaryPublicId',
] as const satisfies readonly (keyof ProductSnapshot & keyof UpdateProductInput)[];

export type RestorableField = (typeof RESTORABLE_FIELDS)[number];

/** `images` in display order (sort order), as the admin arranged them. */
export function snapshotOf(
  row: ProductWithCategory,
  images: { publicId: string; isPrimary: boolean }[],
): ProductSnapshot {
  return {
    name: row.name,
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    description: row.description,
    shortDescription: row.shortDescription,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    size: row.size,
    dimensions: row.dimensions,
    gender: row.gender,
    occasions: row.occasions as Occasion[],
    notesPyramid: row.notesPyramid,
    notes: row.notes,
    concentration: row.concentration,
    metal: row.metal,
    purity: row.purity,
    weightGrams: row.weightMg === null ? null : row.weightMg / 1000,
    hallmarkHuid: row.hallmarkHuid,
    hsnCode: row.hsnCode,
    isFeatured: row.isFeatured,
    imagePublicIds: images.map((image) => image.publicId),
    primaryPublicId: images.find((image) => image.isPrimary)?.publicId ?? null,
    stockQuantity: row.stockQuantity,
  };
}

/** The snapshot without its stock, for the UPDATE and REVERT entries (stock has its own). */
export function withoutStock(snapshot: ProductSnapshot): Omit<ProductSnapshot, 'stockQuantity'> {
  const { stockQuantity: _stock, ...rest } = snapshot;
  return rest;
}
