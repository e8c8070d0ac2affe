import { z } from 'zod';
import { adminProductListQuerySchema } from './product-admin.js';

/**
 * The columns of the product CSV, in the order the export writes them. Names are stable:
 * spreadsheets and scripts refer to them. Lists (`occasions`, the notes, `images`) are
 * `;`-separated; `images` are upload public ids, the first one the primary image.
 *
 * One row per variant (docs/decisions/0057-variants.md): `sku`, `size`, `colour`, `price`,
 * `salePrice`, `stockQuantity` and `weightGrams` are the variant's, the other columns the
 * product's, repeated on each of its rows. `productSku` names the product a row belongs to by
 * its default variant's SKU; left blank (or left out), a row is a product of its own.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'productSku',
  'name',
  'productType',
  'category',
  'price',
  'salePrice',
  'size',
  'colour',
  'dimensions',
  'gender',
  'occasions',
  'isFeatured',
  'stockQuantity',
  'shortDescription',
  'description',
  'notesTop',
  'notesHeart',
  'notesBase',
  'concentration',
  'metal',
  'purity',
  'weightGrams',
  'hallmarkHuid',
  'hsnCode',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The columns that describe a variant; the others describe its product. */
export const PRODUCT_CSV_VARIANT_COLUMNS = [
  'sku',
  'productSku',
  'price',
  'salePrice',
  'size',
  'colour',
  'stockQuantity',
  'weightGrams',
] as const satisfies readonly ProductCsvColumn[];

/** The columns an import file must have: what a new product needs. The others may be left out. */
export const PRODUCT_CSV_REQUIRED_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'shortDescription',
  'description',
] as const satisfies readonly ProductCsvColumn[];

/** How `;`-separated lists are joined in a cell. */
export const PRODUCT_CSV_LIST_SEPARATOR = ';';

export const PRODUCT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 5000;
/** An import report lists at most this many errors (`errorCount` says how many there are). */
export const PRODUCT_CSV_MAX_REPORTED_ERRORS = 1000;

/** GET /api/admin/products/export.csv: the admin table's filters and sort, without paging. */
export const productExportQuerySchema = adminProductListQuerySchema.omit({
  page: true,
  size: true,
});
export type ProductExportQuery = z.output<typeof productExportQuerySchema>;

/** POST /api/admin/products/import: `dryRun` (the default) checks the file and writes nothing. */
export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .default('true')
    .transform((value) => value === 'true'),
});

/** One problem of an import file: its line (1 is the header) and column (null: the whole row). */
export const productImportErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/**
 * What an import did, or would do on a dry run: products created, updated (their own values or
 * their variants') and left as they were. With any error nothing is written; the apply call then answers 400 IMPORT_INVALID with
 * this report as `details`.
 */
export const productImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read, one per variant (the header and blank lines aside). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(productImportErrorSchema),
  /** Every error found; `errors` lists the first PRODUCT_CSV_MAX_REPORTED_ERRORS of them. */
  errorCount: z.number().int(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
