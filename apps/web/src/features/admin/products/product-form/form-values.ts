import {
  type AdminProduct,
  type CreateProductInput,
  createProductSchema,
  type FragranceConcentration,
  type Gender,
  type Metal,
  type Occasion,
  type ProductType,
  type Purity,
  replaceVariantsSchema,
  type VariantInput,
} from '@attar/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodFormResolver } from '@/lib/forms';
import { hasFragranceFields, hasJewelryFields } from '../product-labels';
import {
  defaultRowOf,
  MIRRORED_FIELDS,
  rowsOf,
  type VariantRowValues,
  variantPayloadOf,
} from './variants/variant-rows';

/**
 * What the product form holds: the API's field names (so the contract's error paths land on
 * their fields), with numbers as typed text and "none" as ''. `productType` is the form's own:
 * it narrows the categories, and the category decides the product's type on the server.
 */
export interface ProductFormValues {
  name: string;
  sku: string;
  productType: ProductType;
  categoryId: string;
  price: string;
  salePrice: string;
  stockQuantity: string;
  hsnCode: string;
  isFeatured: boolean;
  size: string;
  dimensions: string;
  gender: Gender | '';
  occasions: Occasion[];
  shortDescription: string;
  description: string;
  notesPyramid: { top: string[]; heart: string[]; base: string[] };
  concentration: FragranceConcentration | '';
  metal: Metal | '';
  purity: Purity | '';
  weightGrams: string;
  hallmarkHuid: string;
  /** Uploaded images in display order. */
  imagePublicIds: string[];
  primaryPublicId: string | null;
  /**
   * The variants editor's rows; none while the product is sold in one size, and then the fields
   * above describe that one. With rows, each row holds its own SKU, size, prices, stock and weight.
   */
  variants: VariantRowValues[];
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form's starting values: empty for a new product, or the product as stored. */
export function formValuesOf(product?: AdminProduct): ProductFormValues {
  const images = product?.images ?? [];
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    productType: product?.productType ?? 'FRAGRANCE',
    categoryId: product ? String(product.categoryId) : '',
    price: numberText(product?.price),
    salePrice: numberText(product?.salePrice),
    stockQuantity: numberText(product?.stockQuantity ?? 0),
    hsnCode: product?.hsnCode ?? '',
    isFeatured: product?.isFeatured ?? false,
    size: product?.size ?? '',
    dimensions: product?.dimensions ?? '',
    gender: product?.gender ?? '',
    occasions: product?.occasions ?? [],
    shortDescription: product?.shortDescription ?? '',
    description: product?.description ?? '',
    notesPyramid: product?.notesPyramid ?? { top: [], heart: [], base: [] },
    concentration: product?.concentration ?? '',
    metal: product?.metal ?? '',
    purity: product?.purity ?? '',
    weightGrams: numberText(product?.weightGrams),
    hallmarkHuid: product?.hallmarkHuid ?? '',
    imagePublicIds: images.map((image) => image.publicId),
    primaryPublicId: images.find((image) => image.isPrimary)?.publicId ?? null,
    variants: rowsOf(product),
  };
}

/** Typed text as a number: blank is `blank`, and anything not a number stays NaN for the schema. */
function toNumber<T>(text: string, blank: T): number | T {
  const trimmed = text.trim();
  return trimmed === '' ? blank : Number(trimmed);
}

/**
 * The form's values as the create/update payload. Fields the product type cannot carry are
 * sent as null (the server refuses them otherwise), and an empty pyramid as none.
 */
export function payloadOf(values: ProductFormValues) {
  const fragrance = hasFragranceFields(values.productType);
  const jewelry = hasJewelryFields(values.productType);
  const pyramid = values.notesPyramid;
  const anyNote = pyramid.top.length + pyramid.heart.length + pyramid.base.length > 0;
  return {
    name: values.name,
    sku: values.sku,
    categoryId: toNumber(values.categoryId, undefined),
    price: toNumber(values.price, undefined),
    salePrice: toNumber(values.salePrice, null),
    stockQuantity: toNumber(values.stockQuantity, undefined),
    hsnCode: values.hsnCode,
    isFeatured: values.isFeatured,
    size: values.size,
    dimensions: values.dimensions,
    gender: values.gender || null,
    occasions: values.occasions,
    shortDescription: values.shortDescription,
    description: values.description,
    notesPyramid: fragrance && anyNote ? pyramid : null,
    concentration: (fragrance && values.concentration) || null,
    metal: (jewelry && values.metal) || null,
    purity: (jewelry && values.purity) || null,
    weightGrams: jewelry ? toNumber(values.weightGrams, null) : null,
    hallmarkHuid: jewelry ? values.hallmarkHuid : null,
    imagePublicIds: values.imagePublicIds,
    primaryPublicId: values.primaryPublicId,
  };
}

/** The contract's own schema (and messages) over the form's values turned into a payload. */
const formSchema = z.preprocess(
  (values) => payloadOf(values as ProductFormValues),
  createProductSchema,
);

const variantsSchema = z.preprocess(
  (values) => ({ variants: (values as ProductFormValues).variants.map(variantPayloadOf) }),
  replaceVariantsSchema,
);

/** The product's fields, and its variants when the editor holds rows (null otherwise). */
export type ProductFormOutput = CreateProductInput & { variants: VariantInput[] | null };

const productResolver = zodFormResolver<ProductFormValues, CreateProductInput>(formSchema);
const variantsResolver = zodFormResolver<ProductFormValues, z.output<typeof replaceVariantsSchema>>(
  variantsSchema,
);

/**
 * Checks the product with the contract's create schema and, with variant rows, the rows with
 * the variants schema. The product's SKU, size, prices, stock and weight are then the default
 * row's, and their errors are the rows' own (shown in the table, not on hidden fields).
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductFormOutput> = async (
  values,
  context,
  options,
) => {
  const main = defaultRowOf(values.variants);
  if (!main) {
    const result = await productResolver(values, context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values: { ...(result.values as CreateProductInput), variants: null }, errors: {} };
  }
  const mirrored = Object.fromEntries(MIRRORED_FIELDS.map((field) => [field, main[field]]));
  const [product, variants] = await Promise.all([
    productResolver({ ...values, ...mirrored }, context, options),
    variantsResolver(values, context, options),
  ]);
  const errors: FieldErrors<ProductFormValues> = { ...product.errors, ...variants.errors };
  for (const field of MIRRORED_FIELDS) delete errors[field];
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return {
    values: {
      ...(product.values as CreateProductInput),
      variants: (variants.values as z.output<typeof replaceVariantsSchema>).variants,
    },
    errors: {},
  };
};
