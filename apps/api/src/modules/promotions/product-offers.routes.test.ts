import type { ProductOffer, Promotion, PromotionPayload } from '@attar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, addVariant, defaultVariantOf } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../../test/order-fixtures.js';
import { createdPromotion, switchPromotion } from '../../../test/promotion-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

// The offers a product page lists (GET /api/products/{id}/offers): what any shopper may get on
// the product now.

let t: TestApp;
let owner: { token: string; email: string };
let codId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

const madeHere: Promotion[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const promotion of madeHere.splice(0)) {
    await switchPromotion(t, owner.token, promotion, false);
  }
});
async function promotion(values: Partial<PromotionPayload>): Promise<Promotion> {
  const made = await createdPromotion(t, owner.token, values);
  madeHere.push(made);
  return made;
}

const offersOf = async (productId: number | string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/offers` });
  expect(response.statusCode, response.body).toBe(200);
  return json<ProductOffer[]>(response);
};
const codesOf = async (productId: number) =>
  (await offersOf(productId)).map((offer) => offer.code ?? offer.title);

describe('GET /api/products/{id}/offers', () => {
  it('lists the automatic offers first, then the codes, with their end in India time', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    await promotion({ code: 'ENDSOON', title: 'Ends soon', endsAt: '2099-11-12T23:59' });
    await promotion({ code: null, title: 'Everything 5% off', percent: 5 });
    const offers = await offersOf(rose.id);
    expect(offers.slice(0, 2)).toEqual([
      { code: null, title: 'Everything 5% off', endsAt: null },
      { code: 'B2G1', title: expect.any(String), endsAt: null },
    ]);
    expect(offers).toContainEqual({
      code: 'ENDSOON',
      title: 'Ends soon',
      endsAt: '2099-11-12T23:59',
    });
    expect(offers.map((offer) => offer.code)).toContain('FLAT50');
  });

  it('lists a promotion for the product, its category or one of its sizes, and not one it leaves out', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const otherCategory = await addCategory(t.database.db, { name: `Oils ${Date.now()}` });
    const oil = await productFor(t, otherCategory.id, { rupees: 500 });
    const large = await addVariant(t.database.db, rose.id, {
      sku: `ROSE-${rose.id}-L`,
      size: '100 ml',
    });
    const none = { productIds: [], categoryIds: [], variantSkus: [] };
    await promotion({ code: 'ROSEONLY', includes: { ...none, productIds: [rose.id] } });
    await promotion({ code: 'OILS', includes: { ...none, categoryIds: [otherCategory.id] } });
    await promotion({ code: 'LARGEONLY', includes: { ...none, variantSkus: [large.sku] } });
    await promotion({ code: 'NOTLARGE', excludes: { ...none, variantSkus: [large.sku] } });
    await promotion({ code: 'NOTOILS', excludes: { ...none, productIds: [oil.id] } });
    const roseCodes = await codesOf(rose.id);
    expect(roseCodes).toEqual(
      expect.arrayContaining(['ROSEONLY', 'LARGEONLY', 'NOTLARGE', 'NOTOILS']),
    );
    expect(roseCodes).not.toContain('OILS');
    const oilCodes = await codesOf(oil.id);
    expect(oilCodes).toContain('OILS');
    expect(oilCodes).not.toContain('ROSEONLY');
    expect(oilCodes).not.toContain('LARGEONLY');
    expect(oilCodes).not.toContain('NOTOILS');
    // Leaving out the one size of a product leaves the product out.
    const oilSku = (await defaultVariantOf(t.database.db, oil.id)).sku;
    await promotion({ code: 'NOTTHISOIL', excludes: { ...none, variantSkus: [oilSku] } });
    expect(await codesOf(oil.id)).not.toContain('NOTTHISOIL');
  });

  it('leaves out what is switched off, scheduled, ended, used up or for listed customers', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const off = await promotion({ code: 'SOONOFF' });
    expect(await codesOf(rose.id)).toContain('SOONOFF');
    await switchPromotion(t, owner.token, off, false);
    // The admin's change reaches the cached answer at once.
    expect(await codesOf(rose.id)).not.toContain('SOONOFF');
    await promotion({ code: 'LATER', startsAt: '2099-01-01T00:00' });
    await promotion({ code: 'VIPS', customerEmails: [owner.email] });
    await promotion({ code: 'ONCEONLY', usageLimit: 1 });
    await placedOrder(t, (await signedInUser(t)).token, {
      items: [{ productId: rose.id, quantity: 1 }],
      paymentMethodId: codId,
      promoCode: 'ONCEONLY',
    });
    const codes = await codesOf(rose.id);
    for (const code of ['LATER', 'VIPS', 'ONCEONLY']) expect(codes).not.toContain(code);
  });

  it('stops listing an offer at its end', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    // Ends at the start of the minute after next, India time.
    const end = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
    const endsAt = new Date(end.getTime() + 330 * 60_000).toISOString().slice(0, 16);
    await promotion({ code: 'ENDSNOW', endsAt });
    expect(await codesOf(rose.id)).toContain('ENDSNOW');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(end.getTime() + 1000));
    // The answer cached a moment ago lives a second at most (CATALOG_CACHE_TTL_MS).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await codesOf(rose.id)).not.toContain('ENDSNOW');
  });

  it('answers 404 for a product that is not for sale, 400 for an id that is none', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/987654/offers' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/abc/offers' });
    expect(bad.statusCode).toBe(400);
  });
});
