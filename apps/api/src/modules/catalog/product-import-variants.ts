import {
  paiseToRupees,
  PRODUCT_CSV_VARIANT_COLUMNS,
  replaceVariantsSchema,
  variantInputSchema,
  type ProductCsvColumn,
  type ProductImportError,
  type VariantPayload,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { ProductVariantRow } from '../../db/schema/index.js';
import * as csvRepo from './product-csv.repository.js';
import { columnOfPath, type ReadRow } from './product-csv-rows.js';
import { snapshotOf, type ProductSnapshot } from './product-snapshot.js';
import type { VariantWrite } from './variants-admin.service.js';

// A CSV import's rows as products and their variants (docs/decisions/0057-variants.md): rows
// are grouped by the product their `productSku` names (a row without one is a product of its
// own). The row of the product's default variant carries the product's values; each other row
// changes the variant of its SKU, or adds one. Variants the file leaves out stay as they are.

export type ExistingProduct = ProductSnapshot & { id: number; deleted: boolean };

/** What an import reads of the catalogue: the variants its SKUs name, and their products. */
export interface Catalogue {
  /** The variant (live or removed) holding each SKU of the file. */
  variantBySku: Map<string, ProductVariantRow>;
  products: Map<number, ExistingProduct>;
  /** Every variant of each of those products, removed ones included, in display order. */
  variantsOf: Map<number, ProductVariantRow[]>;
}

function groupBy<T, K>(values: T[], keyOf: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const list = groups.get(key) ?? [];
    list.push(value);
    groups.set(key, list);
  }
  return groups;
}

/** The variants holding these SKUs, their products as their history records them, and all their variants. */
export async function catalogueOf(db: Db, skus: string[]): Promise<Catalogue> {
  const held = await csvRepo.variantsWithSkus(db, [...new Set(skus)]);
  const ids = [...new Set(held.map((variant) => variant.productId))];
  const rows = await csvRepo.productsWithIds(db, ids);
  const images = groupBy(await csvRepo.imagesInOrderOf(db, ids), (image) => image.productId);
  const variants = groupBy(await csvRepo.variantsOfProducts(db, ids), (row) => row.productId);
  return {
    variantBySku: new Map(held.map((variant) => [variant.sku, variant])),
    products: new Map(
      rows.map((row) => [
        row.id,
        {
          ...snapshotOf(row, images.get(row.id) ?? []),
          id: row.id,
          deleted: row.deletedAt !== null,
        },
      ]),
    ),
    variantsOf: variants,
  };
}

/** The rows of one product of the file. */
export interface ProductGroup {
  /** The product the rows belong to, or null for a new one. */
  product: ExistingProduct | null;
  /** The row of its default variant (a new product's: the row of its productSku), if any. */
  main: ReadRow | null;
  /** The rows of its other variants. */
  others: ReadRow[];
  /** Its first line, where a problem of the product as a whole is reported. */
  line: number;
  errors: ProductImportError[];
}

/**
 * The rows grouped by product, in the order the file first names each. A row's SKU held by a
 * variant of another product than the one its productSku names is an error of the row.
 */
export function groupRows(read: ReadRow[], catalogue: Catalogue): ProductGroup[] {
  // A row without a SKU, or repeating an earlier row's, is checked as a product of its own.
  const seen = new Set<string>();
  const alone = new Set(
    read.filter((row) => {
      const repeated = !row.sku || seen.has(row.sku);
      if (row.sku) seen.add(row.sku);
      return repeated || !row.productSku;
    }),
  );
  const keyed = groupBy(read, (row) => {
    if (alone.has(row) || !row.sku || !row.productSku) return `line:${row.line}`;
    const owner = catalogue.variantBySku.get(row.productSku);
    const product = owner ? catalogue.products.get(owner.productId) : undefined;
    const holder = catalogue.variantBySku.get(row.sku);
    if (holder && holder.productId !== product?.id) {
      const other = catalogue.products.get(holder.productId)!;
      row.errors.push({
        line: row.line,
        column: 'sku',
        message: `SKU ${row.sku} is a variant of "${other.name}", not of the product ${row.productSku}.`,
      });
    }
    return product ? `product:${product.id}` : `new:${row.productSku}`;
  });
  return [...keyed.values()].map((rows) => {
    const first = rows[0]!;
    const owner = first.productSku ? catalogue.variantBySku.get(first.productSku) : undefined;
    const product = (owner && catalogue.products.get(owner.productId)) ?? null;
    const group: ProductGroup = { product, main: null, others: [], line: first.line, errors: [] };
    if (alone.has(first) || !first.sku || !first.productSku) return { ...group, main: first };
    const mainSku = product
      ? catalogue.variantsOf.get(product.id)?.find((variant) => variant.isDefault)?.sku
      : first.productSku;
    group.main = rows.find((row) => row.sku === mainSku) ?? null;
    group.others = rows.filter((row) => row !== group.main);
    if (!product && !group.main) {
      group.errors.push({
        line: first.line,
        column: 'productSku',
        message: `No product has the SKU ${first.productSku}, and no row of the file: a new product's productSku is the SKU of one of its rows.`,
      });
    }
    if (product?.deleted) {
      for (const row of rows) {
        row.errors.push({
          line: row.line,
          column: 'sku',
          message: `SKU ${row.sku} belongs to the deleted product "${product.name}": restore it first, or use another SKU.`,
        });
      }
    }
    return group;
  });
}

/** The default variant's values once the product's row is written (its product's, mirrored). */
export interface DefaultState {
  sku: string;
  size: string | null;
  price: number;
  salePrice: number | null;
  weightGrams: number | null;
  stockQuantity: number;
}

/** A variant's values in the units a write takes. */
function valuesOfRow(row: ProductVariantRow) {
  return {
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    price: paiseToRupees(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    weightGrams: row.weightMg === null ? null : row.weightMg / 1000,
    stockQuantity: row.stockQuantity,
  };
}

type Values = ReturnType<typeof valuesOfRow>;

const VARIANT_COLUMNS = new Set<string>(PRODUCT_CSV_VARIANT_COLUMNS);

/** A variant's final values and where they come from (null: the catalogue, not a row). */
interface Entry {
  line: number | null;
  values: Values;
  isDefault: boolean;
}

/**
 * Reads a product's other rows (each a variant: changed, added, or a removed one brought back),
 * and the default's colour: the writes they make, and their errors. The rows of one product
 * agree on its columns (a row may leave them blank). With no error, the product's variants as
 * they would be are checked as the variants route checks them (one SKU and one set of options
 * each, a size or colour each where there are several).
 */
export function planVariants(
  group: ProductGroup,
  catalogue: Catalogue,
  defaultState: DefaultState | null,
  /** The product's row: whether it has errors, and whether it changes the product. */
  productRow: { failed: boolean; changes: boolean },
): { writes: VariantWrite[]; errors: ProductImportError[] } {
  const { main, product } = group;
  const current = product ? (catalogue.variantsOf.get(product.id) ?? []) : [];
  const entries: Entry[] = current
    .filter((variant) => variant.deletedAt === null)
    .map((variant) => ({ line: null, values: valuesOfRow(variant), isDefault: variant.isDefault }));
  const writes: VariantWrite[] = [];
  const errors: ProductImportError[] = [];

  if (main && defaultState) {
    const oldDefault = entries.find((entry) => entry.isDefault);
    const colour = main.colour === undefined ? (oldDefault?.values.colour ?? null) : main.colour;
    const values = { ...defaultState, colour };
    if (oldDefault) Object.assign(oldDefault, { line: main.line, values });
    else entries.unshift({ line: main.line, values, isDefault: true });
    // The product's write sets the rest of the default; only its colour is the variant's own.
    if (colour !== (oldDefault?.values.colour ?? null)) {
      writes.push({ ...values, stockQuantity: undefined });
    }
  }

  for (const row of group.others) {
    const rowErrors = row.errors.filter(
      (error) => error.column === null || VARIANT_COLUMNS.has(error.column),
    );
    for (const [column, cell] of Object.entries(row.cells)) {
      if (
        !main ||
        VARIANT_COLUMNS.has(column) ||
        cell === '' ||
        cell === main.cells[column as ProductCsvColumn]
      )
        continue;
      rowErrors.push({
        line: row.line,
        column,
        message: `This differs from line ${main.line}, the product's row: leave it blank, or the same.`,
      });
    }
    const existing = current.find((variant) => variant.sku === row.sku) ?? null;
    const base = existing
      ? valuesOfRow(existing)
      : { size: null, colour: null, salePrice: null, weightGrams: null, stockQuantity: 0 };
    const given = row.payload;
    const candidate: VariantPayload = {
      sku: given.sku ?? row.sku ?? '',
      size: given.size === undefined ? base.size : given.size,
      colour: row.colour === undefined ? base.colour : row.colour,
      price: given.price as number,
      salePrice: given.salePrice === undefined ? base.salePrice : given.salePrice,
      weightGrams: given.weightGrams === undefined ? base.weightGrams : given.weightGrams,
      stockQuantity: given.stockQuantity ?? base.stockQuantity,
    };
    const parsed = variantInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const named = new Set(rowErrors.map((error) => error.column));
      for (const issue of parsed.error.issues) {
        const column = columnOfPath(issue.path);
        if (!named.has(column)) rowErrors.push({ line: row.line, column, message: issue.message });
      }
    }
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }
    const variant = parsed.data;
    const values: Values = {
      sku: variant.sku,
      size: variant.size,
      colour: variant.colour,
      price: variant.price,
      salePrice: variant.salePrice ?? null,
      weightGrams: variant.weightGrams ?? null,
      // The candidate always carries a stock (the file's, or the variant's own).
      stockQuantity: variant.stockQuantity ?? 0,
    };
    const live = entries.find((entry) => entry.values.sku === values.sku);
    if (live) Object.assign(live, { line: row.line, values });
    else entries.push({ line: row.line, values, isDefault: false });
    const stockGiven = given.stockQuantity !== undefined;
    const before = existing ? valuesOfRow(existing) : null;
    const changed =
      !before ||
      existing!.deletedAt !== null ||
      JSON.stringify({ ...before, stockQuantity: 0 }) !==
        JSON.stringify({ ...values, stockQuantity: 0 }) ||
      (stockGiven && before.stockQuantity !== values.stockQuantity);
    if (changed)
      writes.push({ ...values, stockQuantity: stockGiven ? values.stockQuantity : undefined });
  }

  // Unchanged variants are left as they are, even those an older rule would now refuse.
  const changing = writes.length > 0 || productRow.changes;
  if (errors.length > 0 || productRow.failed || !changing) return { writes, errors };
  const checked = replaceVariantsSchema.safeParse({
    variants: entries.map((entry) => ({ ...entry.values, isDefault: entry.isDefault })),
  });
  for (const issue of checked.success ? [] : checked.error.issues) {
    const index = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
    errors.push({
      line: entries[index]?.line ?? group.line,
      column: columnOfPath(issue.path.slice(2)),
      message: issue.message,
    });
  }
  return { writes, errors };
}
