import {
  hsnCodeFor,
  hsnWithoutRateMessage,
  isPurityOfMetal,
  purityLabel,
  rupeesToPaise,
  type NotesPyramid,
  type ProductType,
  type UpdateProductInput,
  type ValidationIssue,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as tax from '../tax/tax.service.js';
import * as categoriesRepo from './categories.repository.js';
import type { ProductValues } from './product-admin.repository.js';
import * as repo from './product-admin.repository.js';
import {
  RESTORABLE_FIELDS,
  type ProductSnapshot,
  type RestorableField,
} from './product-snapshot.js';

/** Every value an admin sets on a product (stock aside), after a write is merged in. */
export type ProductState = Pick<ProductSnapshot, RestorableField>;

/** What a new product has where the create payload is silent. */
const NEW_PRODUCT_DEFAULTS = {
  salePrice: null,
  size: null,
  dimensions: null,
  gender: null,
  occasions: [],
  notesPyramid: null,
  notes: [],
  concentration: null,
  metal: null,
  purity: null,
  weightGrams: null,
  hallmarkHuid: null,
  hsnCode: null,
  isFeatured: false,
  imagePublicIds: [],
  primaryPublicId: null,
} satisfies Partial<ProductState>;

const FRAGRANCE_FIELDS = ['notesPyramid', 'concentration'] as const;
const JEWELRY_FIELDS = ['metal', 'purity', 'weightGrams', 'hallmarkHuid'] as const;

/** The fields a product type may not carry: gift sets may carry both kinds. */
function foreignFields(type: ProductType): readonly RestorableField[] {
  if (type === 'FRAGRANCE') return JEWELRY_FIELDS;
  if (type === 'JEWELRY') return FRAGRANCE_FIELDS;
  return [];
}

/** Top, heart and base notes in that order, each once (whatever its case). */
export function notesOfPyramid(pyramid: NotesPyramid): string[] {
  const seen = new Set<string>();
  return [...pyramid.top, ...pyramid.heart, ...pyramid.base].filter((note) => {
    const key = note.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function invalid(issues: ValidationIssue[]): AppError {
  const first = issues[0]!;
  return new AppError(400, 'VALIDATION_FAILED', `${first.path}: ${first.message}`, issues);
}

/** The state of a product as it is, in the fields an admin writes. */
export function stateOf(snapshot: ProductSnapshot): ProductState {
  return Object.fromEntries(
    RESTORABLE_FIELDS.map((field) => [field, snapshot[field]]),
  ) as ProductState;
}

export interface ResolvedProduct {
  state: ProductState;
  productType: ProductType;
}

/**
 * Merges a write into a product's state (`current` is null for a new product) and checks the
 * result as a whole: the rules between fields, the category, the images. Fields the new
 * category's type cannot carry are refused when sent and dropped when only kept from before.
 * Throws one 400 VALIDATION_FAILED naming every problem.
 */
export async function resolveProduct(
  db: DbOrTx,
  current: ProductState | null,
  input: UpdateProductInput,
): Promise<ResolvedProduct> {
  const sent = Object.fromEntries(
    Object.entries(input).filter(
      ([field, value]) => value !== undefined && field !== 'stockQuantity',
    ),
  ) as Partial<ProductState>;
  // A form's empty pyramid means "no pyramid".
  const pyramid = sent.notesPyramid;
  if (pyramid && pyramid.top.length + pyramid.heart.length + pyramid.base.length === 0) {
    sent.notesPyramid = null;
  }
  const state = { ...NEW_PRODUCT_DEFAULTS, ...current, ...sent } as ProductState;
  const issues: ValidationIssue[] = [];

  const category = await categoriesRepo.findCategoryById(db, state.categoryId);
  if (!category) issues.push({ path: 'categoryId', message: 'No such category.' });
  const productType = category?.productType ?? 'FRAGRANCE';
  const hadPyramid = state.notesPyramid !== null;
  if (category) {
    for (const field of foreignFields(productType)) {
      if (state[field] === null) continue;
      if (field in sent) {
        issues.push({ path: field, message: `A product of ${category.name} cannot have this.` });
      } else {
        (state as Record<string, unknown>)[field] = null;
      }
    }
  }

  if (state.notesPyramid) state.notes = notesOfPyramid(state.notesPyramid);
  // Notes derived from a pyramid go with it, unless a flat list is sent instead.
  else if ((hadPyramid || 'notesPyramid' in sent) && input.notes === undefined) state.notes = [];

  if (state.salePrice !== null && state.salePrice >= state.price) {
    issues.push({ path: 'salePrice', message: 'Sale price must be below the price.' });
  }
  if (state.purity && !state.metal) {
    issues.push({ path: 'purity', message: 'Choose the metal of this purity.' });
  } else if (state.metal && state.purity && !isPurityOfMetal(state.metal, state.purity)) {
    issues.push({
      path: 'purity',
      message: `${purityLabel(state.purity)} is not a purity of ${state.metal.toLowerCase().replace('_', ' ')}.`,
    });
  }

  if (input.imagePublicIds !== undefined && input.primaryPublicId === undefined) {
    // A new list keeps the primary image it still holds, or else starts with its first.
    if (!state.primaryPublicId || !state.imagePublicIds.includes(state.primaryPublicId)) {
      state.primaryPublicId = state.imagePublicIds[0] ?? null;
    }
  }
  if (state.primaryPublicId && !state.imagePublicIds.includes(state.primaryPublicId)) {
    issues.push({
      path: 'primaryPublicId',
      message: 'The primary image must be one of the product images.',
    });
  }
  if (!state.primaryPublicId) state.primaryPublicId = state.imagePublicIds[0] ?? null;
  const missing = await repo.missingImages(db, state.imagePublicIds);
  for (const publicId of missing) {
    issues.push({
      path: `imagePublicIds.${state.imagePublicIds.indexOf(publicId)}`,
      message: `No uploaded image has the id "${publicId}". Upload it first (POST /api/upload/images).`,
    });
  }

  // The code that will tax the product must have a rate; a write that changes neither the code
  // nor the category (whose type gives the default code) leaves an older product as it is.
  if (current === null || 'hsnCode' in sent || 'categoryId' in sent) {
    const hsnCode = hsnCodeFor({ hsnCode: state.hsnCode, productType });
    if ((await tax.codesWithoutRate(db, [hsnCode])).length > 0) {
      issues.push({ path: 'hsnCode', message: hsnWithoutRateMessage(hsnCode) });
    }
  }

  if (issues.length > 0) throw invalid(issues);
  return { state, productType };
}

/** The product's columns for a resolved state. */
export function columnsOf(
  resolved: ResolvedProduct,
): Omit<ProductValues, 'slug' | 'stockQuantity'> {
  const { state } = resolved;
  return {
    name: state.name,
    sku: state.sku,
    pricePaise: rupeesToPaise(state.price),
    salePricePaise: state.salePrice === null ? null : rupeesToPaise(state.salePrice),
    description: state.description,
    shortDescription: state.shortDescription,
    categoryId: state.categoryId,
    productType: resolved.productType,
    size: state.size,
    dimensions: state.dimensions,
    gender: state.gender,
    occasions: state.occasions,
    notesPyramid: state.notesPyramid,
    notes: state.notes,
    concentration: state.concentration,
    metal: state.metal,
    purity: state.purity,
    weightMg: state.weightGrams === null ? null : Math.round(state.weightGrams * 1000),
    hallmarkHuid: state.hallmarkHuid,
    hsnCode: state.hsnCode,
    isFeatured: state.isFeatured,
  };
}

/** 409 SKU_TAKEN when another product, live or deleted, holds the SKU. */
export async function requireFreeSku(db: DbOrTx, sku: string, ownId: number | null): Promise<void> {
  const holder = await repo.findBySku(db, sku);
  if (holder && holder.id !== ownId) throw skuTaken(sku, holder);
}

export function skuTaken(
  sku: string,
  holder: { id: number; name: string; deletedAt: Date | null },
): AppError {
  const where = holder.deletedAt
    ? `the deleted product "${holder.name}" (restore it, or choose another SKU)`
    : `"${holder.name}"`;
  return new AppError(409, 'SKU_TAKEN', `SKU ${sku} is already used by ${where}.`, {
    sku,
    productId: holder.id,
    deleted: holder.deletedAt !== null,
  });
}
