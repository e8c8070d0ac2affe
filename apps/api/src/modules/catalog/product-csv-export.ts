import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type AdminProduct,
  type ProductCsvColumn,
  type ProductExportQuery,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import { spreadsheetCsv } from '../../lib/csv-writer.js';
import { listAdminProducts } from './product-admin.service.js';

// Products are read a page at a time while the file is written, so that a large catalogue is
// never held in memory at once.
const EXPORT_PAGE_SIZE = 250;

type CsvCell = string | number | null;

const list = (values: readonly string[]) => values.join(PRODUCT_CSV_LIST_SEPARATOR);

/**
 * One product as a CSV row, cell by column, with the values of its default variant; the
 * primary image comes first in `images`.
 */
export function csvRowOf(product: AdminProduct): Record<ProductCsvColumn, CsvCell> {
  const pyramid = product.notesPyramid;
  return {
    sku: product.sku,
    productSku: product.sku,
    name: product.name,
    productType: product.productType,
    category: product.categoryName,
    price: product.price,
    salePrice: product.salePrice,
    size: product.size,
    colour: product.variants.find((variant) => variant.isDefault)?.colour ?? null,
    dimensions: product.dimensions,
    gender: product.gender,
    occasions: list(product.occasions),
    isFeatured: product.isFeatured ? 'true' : 'false',
    stockQuantity: product.stockQuantity,
    shortDescription: product.shortDescription,
    description: product.description,
    notesTop: pyramid ? list(pyramid.top) : '',
    notesHeart: pyramid ? list(pyramid.heart) : '',
    notesBase: pyramid ? list(pyramid.base) : '',
    concentration: product.concentration,
    metal: product.metal,
    purity: product.purity,
    weightGrams: product.weightGrams,
    hallmarkHuid: product.hallmarkHuid,
    hsnCode: product.hsnCode,
    images: list(product.images.map((image) => image.publicId)),
  };
}

/**
 * A product's rows: one per live variant in display order, the product's columns repeated on
 * each and `productSku` naming it by its default variant's SKU, so that an import puts the rows
 * back together.
 */
export function csvRowsOf(product: AdminProduct): Record<ProductCsvColumn, CsvCell>[] {
  const row = csvRowOf(product);
  if (product.variants.length === 0) return [row];
  return product.variants.map((variant) => ({
    ...row,
    sku: variant.sku,
    price: variant.price,
    salePrice: variant.salePrice,
    size: variant.size,
    colour: variant.colour,
    stockQuantity: variant.stockQuantity,
    weightGrams: variant.weightGrams,
  }));
}

async function* exportedRows(db: Db, query: ProductExportQuery) {
  for (let page = 0; ; page += 1) {
    const result = await listAdminProducts(db, { ...query, page, size: EXPORT_PAGE_SIZE });
    for (const product of result.content) yield* csvRowsOf(product);
    if (result.last || result.content.length === 0) return;
  }
}

/**
 * The products the admin table shows with these filters and sort (every page), a row per
 * variant, as a CSV stream: UTF-8 with a byte order mark (Excel reads it as UTF-8 then), CRLF line ends, cells
 * quoted where RFC 4180 needs it, and text that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or CR) prefixed with a single quote.
 */
export function productCsvStream(db: Db, query: ProductExportQuery): Readable {
  const csv = spreadsheetCsv(PRODUCT_CSV_COLUMNS);
  // A failed read ends the download early; the error reaches the response through `csv`.
  pipeline(Readable.from(exportedRows(db, query)), csv).catch(() => undefined);
  return csv;
}

/** "attar-house-products-2026-05-14.csv", dated in India's time zone. */
export function exportFileName(now = new Date()): string {
  const day = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return `attar-house-products-${day}.csv`;
}
