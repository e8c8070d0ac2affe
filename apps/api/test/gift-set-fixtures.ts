import type { GiftSetComponents, ReplaceGiftSetComponentsPayload } from '@attar/contracts';
import type { ProductVariantRow } from '../src/db/schema/index.js';
import { addCategory, addProduct, addVariant } from './catalog-fixtures.js';
import { json, withToken, type TestApp } from './test-app.js';

// Gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md).

let counter = 0;
const unique = () => `${(counter += 1)}-${Math.random().toString(36).slice(2, 7)}`;

/** A fragrance category and a gift-set category for a test file's products. */
export async function giftSetCategories(t: TestApp) {
  const fragrances = await addCategory(t.database.db, { name: `Attars ${unique()}` });
  const sets = await addCategory(t.database.db, {
    name: `Gift Sets ${unique()}`,
    productType: 'GIFT_SET',
  });
  return { fragranceCategoryId: fragrances.id, giftSetCategoryId: sets.id };
}

/**
 * A fragrance of 100 ml (its default, 20 in stock unless said) and a 10 ml vial with `vials`
 * units: the vial is what a discovery set is made of.
 */
export async function fragranceWithVial(
  t: TestApp,
  categoryId: number,
  vials: number,
  values: { name?: string; rupees?: number; bottles?: number } = {},
): Promise<{ productId: number; name: string; vial: ProductVariantRow }> {
  const name = values.name ?? `Vial Attar ${unique()}`;
  const product = await addProduct(t.database.db, {
    name,
    categoryId,
    size: '100 ml',
    pricePaise: (values.rupees ?? 5000) * 100,
    stockQuantity: values.bottles ?? 20,
  });
  const vial = await addVariant(t.database.db, product.id, {
    sku: `${product.sku}-10ML`,
    size: '10 ml',
    pricePaise: 90_000,
    stockQuantity: vials,
  });
  return { productId: product.id, name, vial };
}

/** A gift set with stock of its own (`stock`), as the seeded boxed sets are. */
export async function giftSet(
  t: TestApp,
  categoryId: number,
  values: { name?: string; rupees?: number; stock?: number } = {},
) {
  return addProduct(t.database.db, {
    name: values.name ?? `Discovery Set ${unique()}`,
    categoryId,
    productType: 'GIFT_SET',
    size: '5 x 10 ml',
    pricePaise: (values.rupees ?? 4000) * 100,
    stockQuantity: values.stock ?? 0,
  });
}

/** PUT /api/admin/products/{id}/components as `token`'s admin. */
export function putComponents(
  t: TestApp,
  token: string,
  setId: number | string,
  body: ReplaceGiftSetComponentsPayload | Record<string, unknown>,
) {
  return t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/admin/products/${setId}/components`,
      payload: body as object,
    }),
  );
}

/** Gives a set its components; throws with the body when the API refuses. */
export async function withComponents(
  t: TestApp,
  token: string,
  setId: number,
  components: { variantId: number; quantity: number }[],
): Promise<GiftSetComponents> {
  const response = await putComponents(t, token, setId, { components });
  if (response.statusCode !== 200) throw new Error(`components not saved: ${response.body}`);
  return json<GiftSetComponents>(response);
}
