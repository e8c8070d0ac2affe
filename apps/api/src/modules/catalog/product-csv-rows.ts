import {
  FRAGRANCE_CONCENTRATIONS,
  GENDERS,
  METALS,
  OCCASIONS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PURITIES,
  type ProductCsvColumn,
  type ProductImportError,
  type ProductType,
  type UpdateProductPayload,
} from '@attar/contracts';
import type { CsvRecord } from '../../lib/csv.js';

// Turns the cells of a product CSV into the admin API's product payload, naming each cell
// that cannot be read. The rules of the values themselves are the contract schemas', checked
// by the import service.

export interface CsvHeader {
  /** The column of each cell position; null where the header's name is not a column. */
  columns: (ProductCsvColumn | null)[];
  has: (column: ProductCsvColumn) => boolean;
}

export interface ImportCategory {
  id: number;
  name: string;
  productType: ProductType;
}

/** One data row read: the payload its cells make, and what could not be read. */
export interface ReadRow {
  line: number;
  /** The SKU as the store keeps it (trimmed, upper case), or null when the cell is blank. */
  sku: string | null;
  /** The product the row is a variant of (its `productSku`, else its own SKU). */
  productSku: string | null;
  /** The payload of the product (of its default variant, for the fields the product mirrors). */
  payload: UpdateProductPayload;
  /** The variant's colour: null when blank, undefined when the file has no such column. */
  colour: string | null | undefined;
  /** The cells as read (trimmed), by column: rows of one product must agree on its columns. */
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** The category the row names, when it names a known one. */
  category: ImportCategory | null;
  errors: ProductImportError[];
}

const byLowerName = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** Checks the header row: every column known, none twice, the required ones there. */
export function readHeader(record: CsvRecord): { header: CsvHeader; errors: ProductImportError[] } {
  const errors: ProductImportError[] = [];
  const columns: (ProductCsvColumn | null)[] = [];
  const seen = new Set<ProductCsvColumn>();
  for (const raw of record.cells) {
    const name = raw.trim();
    const column = byLowerName.get(name.toLowerCase());
    if (!column) {
      errors.push({
        line: record.line,
        column: name || null,
        message: name
          ? `Unknown column "${name}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`
          : 'A column has no name.',
      });
    } else if (seen.has(column)) {
      errors.push({ line: record.line, column, message: `The column ${column} appears twice.` });
    }
    if (column) seen.add(column);
    columns.push(column ?? null);
  }
  for (const column of PRODUCT_CSV_REQUIRED_COLUMNS) {
    if (!seen.has(column)) {
      errors.push({
        line: record.line,
        column,
        message: `The column ${column} is missing: every product needs it.`,
      });
    }
  }
  return { header: { columns, has: (column) => seen.has(column) }, errors };
}

// What an export writes before text a spreadsheet would take for a formula (csv-stringify's
// escape_formulas), taken off again on import so that a file read back is unchanged.
const FORMULA_GUARD = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

const listOf = (cell: string) =>
  cell
    .split(PRODUCT_CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A plain decimal, with Indian or Western digit grouping allowed (1,24,500.50). */
function numberOf(cell: string): number | null {
  const value = cell.trim();
  const grouped = /^\d{1,3}(?:,\d{2,3})+(?:\.\d+)?$/.test(value);
  const plain = grouped ? value.replaceAll(',', '') : value;
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : null;
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
};

/**
 * Reads one data row. A column the file leaves out is left out of the payload (an update keeps
 * the product's value, a new product gets the default); a blank cell clears an optional value,
 * except `stockQuantity`, where blank leaves the stock as it is (0 for a new product).
 */
export function readRow(
  record: CsvRecord,
  header: CsvHeader,
  categoriesByName: Map<string, ImportCategory>,
): ReadRow {
  const errors: ProductImportError[] = [];
  const fail = (column: ProductCsvColumn | null, message: string) =>
    errors.push({ line: record.line, column, message });
  if (record.cells.length > header.columns.length) {
    fail(
      null,
      `The row has ${record.cells.length} cells; the header names ${header.columns.length} columns.`,
    );
  }
  const cellOf = (column: ProductCsvColumn): string | undefined => {
    if (!header.has(column)) return undefined;
    const cell = record.cells[header.columns.indexOf(column)] ?? '';
    return cell.replace(FORMULA_GUARD, '');
  };

  const payload: Record<string, unknown> = {};
  const setText = (column: ProductCsvColumn & keyof UpdateProductPayload) => {
    const cell = cellOf(column);
    if (cell !== undefined) payload[column] = cell;
  };
  const setNumber = (
    column: 'price' | 'salePrice' | 'weightGrams' | 'stockQuantity',
    blank: null | undefined,
  ) => {
    const cell = cellOf(column);
    if (cell === undefined) return;
    if (cell.trim() === '') {
      if (column === 'price') fail(column, 'Price is required.');
      else if (blank !== undefined) payload[column] = blank;
      return;
    }
    const value = numberOf(cell);
    if (value === null) fail(column, `"${cell.trim()}" is not a number.`);
    else payload[column] = value;
  };
  const setChoice = (
    column: 'gender' | 'concentration' | 'metal' | 'purity',
    choices: readonly string[],
  ) => {
    const cell = cellOf(column);
    if (cell === undefined) return;
    const value = cell.trim().toUpperCase();
    if (value === '') payload[column] = null;
    else if (choices.includes(value)) payload[column] = value;
    else fail(column, `"${cell.trim()}" is not one of ${choices.join(', ')}.`);
  };

  const skuCell = cellOf('sku');
  const sku = skuCell?.trim().toUpperCase() || null;
  if (!sku) fail('sku', 'SKU is required.');
  const productSku = cellOf('productSku')?.trim().toUpperCase() || sku;
  const colourCell = cellOf('colour');
  const colour = colourCell === undefined ? undefined : colourCell.trim() || null;
  const cells = Object.fromEntries(
    header.columns.flatMap((column) => (column ? [[column, cellOf(column)!.trim()]] : [])),
  ) as Partial<Record<ProductCsvColumn, string>>;
  setText('sku');
  setText('name');
  setText('shortDescription');
  setText('description');
  setText('size');
  setText('dimensions');
  setText('hallmarkHuid');
  setText('hsnCode');
  setNumber('price', undefined);
  setNumber('salePrice', null);
  setNumber('weightGrams', null);
  setNumber('stockQuantity', undefined);
  setChoice('gender', GENDERS);
  setChoice('concentration', FRAGRANCE_CONCENTRATIONS);
  setChoice('metal', METALS);
  setChoice('purity', PURITIES);

  let category: ImportCategory | null = null;
  const categoryName = cellOf('category')?.trim() ?? '';
  if (!categoryName) fail('category', 'Category is required.');
  else {
    category = categoriesByName.get(categoryName.toLowerCase()) ?? null;
    if (category) payload.categoryId = category.id;
    else fail('category', `No category is named "${categoryName}".`);
  }
  const productType = cellOf('productType')?.trim().toUpperCase();
  if (category && productType && productType !== category.productType) {
    fail(
      'productType',
      `${category.name} holds ${category.productType} products; leave productType blank or make it ${category.productType}.`,
    );
  }

  const occasions = cellOf('occasions');
  if (occasions !== undefined) {
    const values = listOf(occasions).map((value) => value.toUpperCase());
    const unknown = values.filter((value) => !(OCCASIONS as readonly string[]).includes(value));
    if (unknown.length > 0) {
      fail('occasions', `"${unknown.join(', ')}" is not among ${OCCASIONS.join(', ')}.`);
    } else payload.occasions = values;
  }

  const featured = cellOf('isFeatured');
  if (featured !== undefined) {
    const value = featured.trim().toLowerCase();
    if (value === '') payload.isFeatured = false;
    else if (value in BOOLEANS) payload.isFeatured = BOOLEANS[value];
    else fail('isFeatured', `"${featured.trim()}" is not true or false.`);
  }

  const [top, heart, base] = (['notesTop', 'notesHeart', 'notesBase'] as const).map((column) =>
    listOf(cellOf(column) ?? ''),
  );
  if (header.has('notesTop') || header.has('notesHeart') || header.has('notesBase')) {
    const empty = top!.length + heart!.length + base!.length === 0;
    payload.notesPyramid = empty ? null : { top, heart, base };
  }

  const images = cellOf('images');
  if (images !== undefined) {
    const publicIds = listOf(images);
    payload.imagePublicIds = publicIds;
    payload.primaryPublicId = publicIds[0] ?? null;
  }

  return {
    line: record.line,
    sku,
    productSku,
    payload: payload as UpdateProductPayload,
    colour,
    cells,
    category,
    errors,
  };
}

const NOTE_COLUMNS = { top: 'notesTop', heart: 'notesHeart', base: 'notesBase' } as const;

/** The CSV column of a payload field (an issue's path), or null for the row as a whole. */
export function columnOfPath(path: readonly PropertyKey[] | string): ProductCsvColumn | null {
  const [field, sub] = typeof path === 'string' ? path.split('.') : path.map(String);
  switch (field) {
    case 'categoryId':
      return 'category';
    case 'imagePublicIds':
    case 'primaryPublicId':
      return 'images';
    case 'notes':
      return 'notesTop';
    case 'notesPyramid':
      return NOTE_COLUMNS[sub as keyof typeof NOTE_COLUMNS] ?? 'notesTop';
    default:
      return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(field ?? '')
        ? (field as ProductCsvColumn)
        : null;
  }
}
