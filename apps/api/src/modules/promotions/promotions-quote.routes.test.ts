import {
  PROMOTION_REFUSALS,
  type Promotion,
  type PromotionPayload,
  type Quote,
} from '@attar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, defaultVariantOf, setStockOf } from '../../../test/catalog-fixtures.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../../test/order-fixtures.js';
import { createdPromotion, switchPromotion } from '../../../test/promotion-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// What a shopper's cart is given (docs/product.md, "Promotions"): each kind and condition as the
// quote answers it, automatic offers and a code together, scheduled promotions over time.

let t: TestApp;
let owner: { token: string };
let codId: number;
let categoryId: number;
let otherCategoryId: number;
let rose: { id: number }; // 1000
let musk: { id: number }; // 600, in the other category
let vial: { id: number }; // 250, the free gift

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  otherCategoryId = (await addCategory(t.database.db, { name: `Musks ${Date.now()}` })).id;
  owner = await signedInUser(t, 'ADMIN');
  rose = await productFor(t, categoryId, { rupees: 1000, stock: 20 });
  musk = await productFor(t, otherCategoryId, { rupees: 600, stock: 20 });
  vial = await productFor(t, categoryId, { rupees: 250, stock: 1, name: 'Oud Vial' });
  // Shipping to 400003 costs 99 (the seeded zones deliver free).
  await zoneForPincode(t.database.db, '400003', { chargePaise: 9900 });
});
afterAll(async () => {
  await t.close();
});

/** Automatic offers apply to every cart: each test switches off the ones it made. */
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
const automatic = (values: Partial<PromotionPayload>) => promotion({ code: null, ...values });

const quote = async (payload: object, token?: string) => {
  const options = { method: 'POST' as const, url: '/api/cart/quote', payload };
  const response = await t.app.inject(token ? withToken(token, options) : options);
  expect(response.statusCode, response.body).toBe(200);
  return json<Quote>(response);
};
const twoRoses = () => ({ items: [{ productId: rose.id, quantity: 2 }] });
const roseAndMusk = () => ({
  items: [
    { productId: rose.id, quantity: 2 },
    { productId: musk.id, quantity: 1 },
  ],
});

describe('each kind in a quote', () => {
  it('a percentage code on one category: its lines only, in `discount` and in `offers`', async () => {
    await promotion({
      code: 'ROSES10',
      title: 'Roses 10% off',
      percent: 10,
      includes: { productIds: [], categoryIds: [categoryId], variantSkus: [] },
    });
    const body = await quote({ ...roseAndMusk(), promoCode: 'roses10' });
    expect(body).toMatchObject({
      subtotal: 2600,
      discount: 200,
      offerDiscount: 0,
      promoCode: 'ROSES10',
      promoApplied: true,
      promoMessage: null,
      offers: [
        {
          code: 'ROSES10',
          title: 'Roses 10% off',
          discount: 200,
          freeShipping: false,
          freeGift: null,
        },
      ],
      total: 2400,
    });
    expect(body.lines.map((line) => line.discount)).toEqual([200, 0]);
  });

  it('an amount off is shared by the lines in proportion to their prices', async () => {
    await promotion({ code: 'LESS260', kind: 'AMOUNT_OFF', percent: null, amountOff: 260 });
    const body = await quote({ ...roseAndMusk(), promoCode: 'LESS260' });
    expect(body.lines.map((line) => line.discount)).toEqual([200, 60]);
    expect(body).toMatchObject({ discount: 260, total: 2340 });
  });

  it('an automatic offer and a code: the code is worked out on the prices after the offer', async () => {
    await automatic({ title: 'Festive 10% off', percent: 10 });
    const body = await quote({ ...twoRoses(), promoCode: 'FLAT50' });
    expect(body).toMatchObject({
      subtotal: 2000,
      offerDiscount: 200,
      discount: 900,
      promoApplied: true,
      total: 900,
      offers: [
        {
          code: null,
          title: 'Festive 10% off',
          discount: 200,
          freeShipping: false,
          freeGift: null,
        },
        { code: 'FLAT50', discount: 900 },
      ],
      // 90000 x 18 / 118
      gstIncluded: 137.29,
    });
    expect(body.lines[0]!.discount).toBe(1100);
  });

  it('of the automatic discounts only the one that saves most, beside free shipping', async () => {
    await automatic({ title: 'Ten off', percent: 10 });
    await automatic({ title: '300 off', kind: 'AMOUNT_OFF', percent: null, amountOff: 300 });
    await automatic({ title: 'Free delivery', kind: 'FREE_SHIPPING', percent: null });
    const charged = await quote({ ...twoRoses(), pincode: '400003' });
    expect(charged).toMatchObject({
      offerDiscount: 300,
      shippingCharge: 0,
      total: 1700,
      offers: [
        { title: '300 off', discount: 300, freeShipping: false },
        { title: 'Free delivery', discount: 0, freeShipping: true },
      ],
    });
  });

  it('free shipping with a minimum: charged below it, free from it', async () => {
    await automatic({
      title: 'Free delivery from 1500',
      kind: 'FREE_SHIPPING',
      percent: null,
      minCartValue: 1500,
    });
    expect(
      await quote({ items: [{ productId: rose.id, quantity: 1 }], pincode: '400003' }),
    ).toMatchObject({
      shippingCharge: 99,
      offers: [],
      total: 1099,
    });
    expect((await quote({ ...twoRoses(), pincode: '400003' })).shippingCharge).toBe(0);
  });

  it('a free gift: its line added with its whole price off, once the cart after discounts reaches the minimum', async () => {
    const giftSku = (await defaultVariantOf(t.database.db, vial.id)).sku;
    await automatic({
      title: 'A vial with 1500',
      kind: 'FREE_GIFT',
      percent: null,
      giftSku,
      minCartValue: 1500,
    });
    const body = await quote(twoRoses());
    expect(body.lines).toHaveLength(2);
    expect(body.lines[1]).toMatchObject({
      productId: vial.id,
      name: 'Oud Vial',
      sku: giftSku,
      unitPrice: 250,
      quantity: 1,
      lineTotal: 250,
      discount: 250,
      inStock: true,
    });
    expect(body).toMatchObject({
      subtotal: 2250,
      offerDiscount: 250,
      total: 2000,
      offers: [{ title: 'A vial with 1500', discount: 250, freeGift: 'Oud Vial' }],
    });
    // FLAT50 brings the cart to 1000, under the gift's minimum.
    expect((await quote({ ...twoRoses(), promoCode: 'FLAT50' })).lines).toHaveLength(1);
    // The vial in the cart takes the one unit in stock: none left to give.
    const withVial = await quote({
      items: [...twoRoses().items, { productId: vial.id, quantity: 1 }],
    });
    expect(withVial.lines).toHaveLength(2);
    expect(withVial.offers).toEqual([]);
  });

  it('a free gift code out of stock says so', async () => {
    const giftSku = (await defaultVariantOf(t.database.db, vial.id)).sku;
    await promotion({
      code: 'VIALGIFT',
      kind: 'FREE_GIFT',
      percent: null,
      giftSku,
      minCartValue: 100,
    });
    await setStockOf(t.database.db, vial.id, 0);
    try {
      expect(await quote({ ...twoRoses(), promoCode: 'VIALGIFT' })).toMatchObject({
        promoApplied: false,
        promoMessage: PROMOTION_REFUSALS.giftOutOfStock('VIALGIFT'),
        offers: [],
      });
    } finally {
      await setStockOf(t.database.db, vial.id, 1);
    }
    expect((await quote({ ...twoRoses(), promoCode: 'VIALGIFT' })).promoApplied).toBe(true);
  });

  it('buy 1 get 1 on one product: every second unit free', async () => {
    await promotion({
      code: 'ROSEB1G1',
      kind: 'BUY_X_GET_Y',
      percent: null,
      buyQuantity: 1,
      getQuantity: 1,
      includes: { productIds: [rose.id], categoryIds: [], variantSkus: [] },
    });
    const body = await quote({
      items: [
        { productId: rose.id, quantity: 3 },
        { productId: musk.id, quantity: 1 },
      ],
      promoCode: 'ROSEB1G1',
    });
    expect(body.lines.map((line) => line.discount)).toEqual([1000, 0]);
    const few = await quote({
      items: [
        { productId: rose.id, quantity: 1 },
        { productId: musk.id, quantity: 3 },
      ],
      promoCode: 'ROSEB1G1',
    });
    expect(few.promoMessage).toBe('The promo code ROSEB1G1 needs at least 2 items in the cart.');
  });
});

describe('conditions in a quote', () => {
  it('a minimum cart value and items it does not cover', async () => {
    await promotion({ code: 'BIG3000', minCartValue: 3000 });
    expect((await quote({ ...twoRoses(), promoCode: 'BIG3000' })).promoMessage).toBe(
      PROMOTION_REFUSALS.minCartValue('BIG3000', '₹3,000'),
    );
    await promotion({
      code: 'MUSKONLY',
      includes: { productIds: [], categoryIds: [otherCategoryId], variantSkus: [] },
    });
    expect((await quote({ ...twoRoses(), promoCode: 'MUSKONLY' })).promoMessage).toBe(
      PROMOTION_REFUSALS.noEligibleItems('MUSKONLY'),
    );
  });

  it('a switched-off code is not valid', async () => {
    const made = await promotion({ code: 'SWITCHED' });
    await switchPromotion(t, owner.token, made, false);
    expect((await quote({ ...twoRoses(), promoCode: 'SWITCHED' })).promoMessage).toBe(
      'The promo code SWITCHED is not valid.',
    );
  });

  it('a customer list: its customers get it, another account does not; a guest is told at the order', async () => {
    const listed = await signedInUser(t);
    const other = await signedInUser(t);
    await promotion({ code: 'VIPONLY', customerEmails: [listed.email] });
    const payload = { ...twoRoses(), promoCode: 'VIPONLY' };
    expect((await quote(payload, listed.token)).promoApplied).toBe(true);
    expect((await quote(payload, other.token)).promoMessage).toBe(
      PROMOTION_REFUSALS.notForCustomer('VIPONLY'),
    );
    expect((await quote(payload)).promoApplied).toBe(true);
  });

  it('first order only: a customer with an order is refused', async () => {
    await promotion({ code: 'WELCOME', firstOrderOnly: true });
    const newcomer = await signedInUser(t);
    const payload = { ...twoRoses(), promoCode: 'WELCOME' };
    expect((await quote(payload, newcomer.token)).promoApplied).toBe(true);
    await placedOrder(t, newcomer.token, {
      items: [{ productId: musk.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    expect((await quote(payload, newcomer.token)).promoMessage).toBe(
      PROMOTION_REFUSALS.firstOrderOnly('WELCOME'),
    );
  });

  it('a limit of uses reached: the code is fully used', async () => {
    await promotion({ code: 'ONLYONE', usageLimit: 1 });
    const first = await signedInUser(t);
    await placedOrder(t, first.token, {
      items: [{ productId: musk.id, quantity: 1 }],
      paymentMethodId: codId,
      promoCode: 'ONLYONE',
    });
    expect((await quote({ ...twoRoses(), promoCode: 'ONLYONE' })).promoMessage).toBe(
      PROMOTION_REFUSALS.usedUp('ONLYONE'),
    );
  });
});

describe('a scheduled promotion', () => {
  it('is not valid before its start, applies from it, and has expired at its end (India time)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    await promotion({ code: 'DIWALI', startsAt: '2026-11-08T00:00', endsAt: '2026-11-12T23:59' });
    const payload = { ...twoRoses(), promoCode: 'DIWALI' };
    expect((await quote(payload)).promoMessage).toBe(PROMOTION_REFUSALS.notStarted('DIWALI'));
    // Midnight in India is 18:30 the day before in UTC.
    vi.setSystemTime(new Date('2026-11-07T18:29:59Z'));
    expect((await quote(payload)).promoApplied).toBe(false);
    vi.setSystemTime(new Date('2026-11-07T18:30:00Z'));
    expect((await quote(payload)).promoApplied).toBe(true);
    vi.setSystemTime(new Date('2026-11-12T18:28:59Z'));
    expect((await quote(payload)).promoApplied).toBe(true);
    vi.setSystemTime(new Date('2026-11-12T18:29:00Z'));
    expect((await quote(payload)).promoMessage).toBe(PROMOTION_REFUSALS.ended('DIWALI'));
  });

  it('an automatic offer gives nothing outside its window, and nothing is said', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T06:00:00Z'));
    await automatic({
      title: 'Noon sale',
      percent: 20,
      startsAt: '2026-12-01T12:00',
      endsAt: '2026-12-01T13:00',
    });
    expect(await quote(twoRoses())).toMatchObject({
      offerDiscount: 0,
      offers: [],
      promoMessage: null,
    });
    vi.setSystemTime(new Date('2026-12-01T07:00:00Z'));
    expect((await quote(twoRoses())).offerDiscount).toBe(400);
    vi.setSystemTime(new Date('2026-12-01T07:30:00Z'));
    expect((await quote(twoRoses())).offerDiscount).toBe(0);
  });
});
