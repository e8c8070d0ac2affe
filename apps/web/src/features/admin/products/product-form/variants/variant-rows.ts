import {
  type AdminProduct,
  PRODUCT_VARIANTS_MAX,
  type ProductVariant,
  type VariantPayload,
} from '@attar/contracts';

// The rows of the variants editor and what Generate makes of the option lists
// (docs/decisions/0057-variants.md: one variant per combination of a size and a metal colour).

/** One variant as the editor holds it: numbers as typed text, '' for none. */
export interface VariantRowValues {
  /** The stored variant's id; null for one added here (saving adds it). */
  variantId: number | null;
  sku: string;
  size: string;
  colour: string;
  price: string;
  salePrice: string;
  stockQuantity: string;
  weightGrams: string;
  isDefault: boolean;
  /** Not edited here: sent back as stored, so that saving keeps it. */
  imagePublicId: string | null;
  /**
   * The stock as loaded, null for a row added here: a row's stock is sent only when it was
   * changed, so that saving does not put back units orders took since the page loaded.
   */
  loadedStock: string | null;
}

/** The product's own fields that describe its default variant; the editor holds them per row. */
export const MIRRORED_FIELDS = [
  'sku',
  'size',
  'price',
  'salePrice',
  'stockQuantity',
  'weightGrams',
] as const;
export type MirroredField = (typeof MIRRORED_FIELDS)[number];
export type MirroredValues = Record<MirroredField, string>;

const numberText = (value: number | null) => (value == null ? '' : String(value));

export function rowOf(variant: ProductVariant): VariantRowValues {
  return {
    variantId: variant.id,
    sku: variant.sku,
    size: variant.size ?? '',
    colour: variant.colour ?? '',
    price: numberText(variant.price),
    salePrice: numberText(variant.salePrice),
    stockQuantity: numberText(variant.stockQuantity),
    weightGrams: numberText(variant.weightGrams),
    isDefault: variant.isDefault,
    imagePublicId: variant.imagePublicId,
    loadedStock: numberText(variant.stockQuantity),
  };
}

/** A product of several variants opens in the editor; one of a single size keeps the plain form. */
export function rowsOf(product: AdminProduct | undefined): VariantRowValues[] {
  const variants = product?.variants ?? [];
  return variants.length > 1 ? variants.map(rowOf) : [];
}

/**
 * "Add sizes" on a product of one size: its one variant, with the form's values as they stand
 * (typed but not saved yet), becomes the editor's first row and stays the default.
 */
export function firstRowOf(values: MirroredValues, stored: ProductVariant | undefined) {
  return {
    variantId: stored?.id ?? null,
    ...values,
    colour: stored?.colour ?? '',
    isDefault: true,
    imagePublicId: stored?.imagePublicId ?? null,
    loadedStock: stored ? numberText(stored.stockQuantity) : null,
  } satisfies VariantRowValues;
}

/** The default row, or the first when none is marked (a moment while rows are edited). */
export function defaultRowOf(rows: VariantRowValues[]): VariantRowValues | undefined {
  return rows.find((row) => row.isDefault) ?? rows[0];
}

const blankAsNull = (text: string) => (text.trim() === '' ? null : text);

/** Typed text as a number: blank is `blank`, anything not a number stays NaN for the schema. */
function toNumber<T>(text: string, blank: T): number | T {
  const trimmed = text.trim();
  return trimmed === '' ? blank : Number(trimmed);
}

/** A row as PUT .../variants takes it. */
export function variantPayloadOf(row: VariantRowValues): VariantPayload {
  return {
    id: row.variantId,
    sku: row.sku,
    size: blankAsNull(row.size),
    colour: blankAsNull(row.colour),
    price: toNumber(row.price, undefined) as number,
    salePrice: toNumber(row.salePrice, null),
    ...(row.loadedStock === row.stockQuantity
      ? {}
      : { stockQuantity: toNumber(row.stockQuantity, undefined) }),
    weightGrams: toNumber(row.weightGrams, null),
    imagePublicId: row.imagePublicId,
    isDefault: row.isDefault,
  };
}

const optionKey = (size: string, colour: string) =>
  `${size.trim().toLowerCase()}\u0000${colour.trim().toLowerCase()}`;

/** Option values in the order the rows first use them, blanks left out. */
export function optionValuesOf(rows: VariantRowValues[], option: 'size' | 'colour'): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const value = row[option].trim();
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  }
  return [...seen.values()];
}

/**
 * "6-14" typed as a size is every ring size from 6 to 14: a range of whole numbers expands,
 * anything else stays as typed.
 */
export function expandSizeRanges(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})$/.exec(value.trim());
    const from = Number(range?.[1]);
    const to = Number(range?.[2]);
    const sizes =
      range && from < to && to - from < PRODUCT_VARIANTS_MAX
        ? Array.from({ length: to - from + 1 }, (_, at) => String(from + at))
        : [value];
    for (const size of sizes) {
      if (!out.some((kept) => kept.toLowerCase() === size.toLowerCase())) out.push(size);
    }
  }
  return out;
}

/** "50 ml" as a SKU's part: "50ML"; "Rose gold": "ROSEGOLD". */
function skuPart(option: string): string {
  return option.toUpperCase().replace(/[^A-Z0-9.]+/g, '');
}

/**
 * The SKU a new row starts with: the default's, less a size at its end ("ATR-ROSE-12" for
 * "12 ml"), then the new row's options: "ATR-ROSE-50ML". Made unique among the rows; the admin
 * can change it.
 */
export function suggestedSku(
  base: VariantRowValues | undefined,
  size: string,
  colour: string,
  taken: Set<string>,
): string {
  const baseSku = base?.sku.trim().toUpperCase() || 'SKU';
  const baseSize = base ? skuPart(base.size) : '';
  const sizeNumber = /^\d+(\.\d+)?/.exec(baseSize)?.[0];
  let stem = baseSku;
  for (const ending of [baseSize, sizeNumber]) {
    if (ending && stem.endsWith(`-${ending}`)) {
      stem = stem.slice(0, -ending.length - 1);
      break;
    }
  }
  const suffix = [size, colour].map(skuPart).filter(Boolean).join('-');
  const fit = (text: string) => text.slice(0, 40);
  const sku = fit(`${stem.slice(0, 39 - suffix.length)}-${suffix}`);
  let candidate = sku;
  for (let n = 2; taken.has(candidate); n += 1)
    candidate = `${sku.slice(0, 38 - String(n).length)}-${n}`;
  return candidate;
}

export interface GenerateResult {
  rows: VariantRowValues[];
  added: number;
  kept: number;
  removed: number;
}

/**
 * One row per combination of the sizes and colours (a size alone or a colour alone when the other
 * list is empty). A row already there for a combination is kept as it is (its id, SKU, prices and
 * stock), a row with no options at all takes the first combination nobody has, and the other
 * combinations are new rows priced as the default with no stock. Rows of no combination go
 * (saving removes them). The default stays if kept; otherwise the first row becomes it.
 */
export function generateRows(
  current: VariantRowValues[],
  sizes: string[],
  colours: string[],
): GenerateResult {
  const combinations: [string, string][] =
    sizes.length > 0
      ? sizes.flatMap((size) =>
          colours.length > 0
            ? colours.map((colour): [string, string] => [size, colour])
            : [[size, ''] as [string, string]],
        )
      : colours.map((colour): [string, string] => ['', colour]);
  const base = defaultRowOf(current);
  const byOptions = new Map(current.map((row) => [optionKey(row.size, row.colour), row]));
  const unnamed = current.filter((row) => !row.size.trim() && !row.colour.trim());
  const taken = new Set(current.map((row) => row.sku.trim().toUpperCase()));
  const used = new Set<VariantRowValues>();
  let added = 0;

  const rows = combinations.map(([size, colour]) => {
    const existing = byOptions.get(optionKey(size, colour));
    if (existing && !used.has(existing)) {
      used.add(existing);
      return existing;
    }
    const adopted = unnamed.find((row) => !used.has(row));
    if (adopted) {
      used.add(adopted);
      return { ...adopted, size, colour };
    }
    added += 1;
    const sku = suggestedSku(base, size, colour, taken);
    taken.add(sku);
    return {
      variantId: null,
      sku,
      size,
      colour,
      price: base?.price ?? '',
      salePrice: base?.salePrice ?? '',
      stockQuantity: '0',
      weightGrams: base?.weightGrams ?? '',
      isDefault: false,
      imagePublicId: null,
      loadedStock: null,
    } satisfies VariantRowValues;
  });
  const withDefault = rows.some((row) => row.isDefault)
    ? rows
    : rows.map((row, index) => ({ ...row, isDefault: index === 0 }));
  return {
    rows: withDefault,
    added,
    kept: rows.length - added,
    removed: current.length - used.size,
  };
}

/** How many rows Generate would make: more than PRODUCT_VARIANTS_MAX is refused before. */
export function combinationCount(sizes: string[], colours: string[]): number {
  if (sizes.length + colours.length === 0) return 0;
  return Math.max(sizes.length, 1) * Math.max(colours.length, 1);
}
