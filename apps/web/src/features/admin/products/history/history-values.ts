import {
  CONCENTRATION_LABELS,
  type FragranceConcentration,
  type Gender,
  type Metal,
  METAL_LABELS,
  type Occasion,
  type ProductHistoryEntry,
  type Purity,
  purityLabel,
} from '@attar/contracts';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { GENDER_LABELS, OCCASION_LABELS } from '../product-labels';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "5 March 2026, 3:40 pm": the day as the store writes dates, the time in India. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFormat.format(date)}`;
}

export const ACTION_LABELS: Record<string, string> = {
  CREATE: 'Created',
  UPDATE: 'Edited',
  DELETE: 'Deleted',
  RESTORE: 'Restored',
  STOCK: 'Stock changed',
  REVERT: 'Earlier version restored',
};

export const actionLabel = (action: string) =>
  ACTION_LABELS[action] ?? action.charAt(0) + action.slice(1).toLowerCase().replace(/_/g, ' ');

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  sku: 'SKU',
  price: 'Price',
  salePrice: 'Sale price',
  description: 'Description',
  shortDescription: 'Short description',
  categoryName: 'Category',
  size: 'Size',
  dimensions: 'Dimensions',
  gender: 'Made for',
  occasions: 'Occasions',
  notesPyramid: 'Notes pyramid',
  notes: 'Notes',
  concentration: 'Concentration',
  metal: 'Metal',
  purity: 'Purity',
  weightGrams: 'Weight',
  hallmarkHuid: 'Hallmark HUID',
  hsnCode: 'HSN code',
  isFeatured: 'Featured',
  stockQuantity: 'Stock',
  imagePublicIds: 'Images',
  primaryPublicId: 'Primary image',
  components: 'What’s in the set',
  deletedAt: 'Deleted',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/**
 * The changes worth reading: the category by name rather than by id, and the flat notes only
 * when the pyramid they come from is not listed beside them.
 */
export function readableChanges(entry: ProductHistoryEntry): ProductHistoryEntry['changes'] {
  const fields = new Set(entry.changes.map((change) => change.field));
  return entry.changes.filter(
    (change) =>
      !(change.field === 'categoryId' && fields.has('categoryName')) &&
      !(change.field === 'notes' && fields.has('notesPyramid')),
  );
}

const NONE = '—';

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** One side of a change as the admin reads it: rupees as ₹, lists joined, codes as words. */
export function formatChangeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  switch (field) {
    case 'price':
    case 'salePrice':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'weightGrams':
      return typeof value === 'number' ? `${value} g` : String(value);
    case 'isFeatured':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'gender':
      return GENDER_LABELS[value as Gender] ?? String(value);
    case 'occasions':
      return isStrings(value)
        ? value.map((item) => OCCASION_LABELS[item as Occasion] ?? item).join(', ') || NONE
        : String(value);
    case 'concentration':
      return CONCENTRATION_LABELS[value as FragranceConcentration] ?? String(value);
    case 'metal':
      return METAL_LABELS[value as Metal] ?? String(value);
    case 'purity':
      return typeof value === 'string'
        ? `${value} (${purityLabel(value as Purity)})`
        : String(value);
    case 'deletedAt':
      return typeof value === 'string' ? formatDateTime(value) : String(value);
    case 'imagePublicIds':
      return isStrings(value)
        ? `${value.length} ${value.length === 1 ? 'image' : 'images'}${value.length ? `: ${value.join(', ')}` : ''}`
        : String(value);
    case 'notesPyramid':
      return formatPyramid(value);
  }
  if (isStrings(value)) return value.join(', ') || NONE;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function formatPyramid(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const pyramid = value as Record<string, unknown>;
  const tiers = [
    ['Top', pyramid.top],
    ['Heart', pyramid.heart],
    ['Base', pyramid.base],
  ] as const;
  return (
    tiers
      .filter(([, notes]) => isStrings(notes) && notes.length > 0)
      .map(([tier, notes]) => `${tier}: ${(notes as string[]).join(', ')}`)
      .join('; ') || NONE
  );
}
