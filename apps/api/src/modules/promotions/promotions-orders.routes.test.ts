import {
  ORDER_MESSAGES,
  PROMOTION_MESSAGES,
  PROMOTION_REFUSALS,
  type Order,
  type Promotion,
  type PromotionPayload,
  type Quote,
} from '@attar/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultVariantOf, stockOf } from '../../../test/catalog-fixtures.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import { createdPromotion, switchPromotion } from '../../../test/promotion-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { promotionRedemptions } from '../../db/schema/index.js';

// Orders given promotions (docs/product.md, "Promotions"): what the order keeps, the limits
// held at placement, cancellation giving uses back, and the owner's figures.

let t: TestApp;
let owner: { token: string };
let codId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
  await zoneForPincode(t.database.db, '400003', { chargePaise: 9900 });
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

type Shopper = { id: number; token: string };
type Items = { productId: number; quantity: number }[];

/** The quote a shopper sees for these items to `pincode`, and the order payload from it. */
async function checkout(shopper: Shopper, items: Items, promoCode?: string, pincode = '400002') {
  const quoted = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, promoCode, pincode, paymentMethodId: codId },
    }),
  );
  const quote = json<Quote>(quoted);
  const address = await addressOf(t, shopper.token, { ...mumbaiAddress, zipCode: pincode });
  return {
    quote,
    payload: {
      shippingAddressId: address,
      paymentMethodId: codId,
      totalAmount: quote.total,
      items,
      promoCode,
    },
  };
}
const place = (shopper: Shopper, payload: object) =>
  t.app.inject(withToken(shopper.token, { method: 'POST', url: '/api/order/placeOrder', payload }));
async function placed(shopper: Shopper, items: Items, promoCode?: string, pincode?: string) {
  const { payload } = await checkout(shopper, items, promoCode, pincode);
  const response = await place(shopper, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json<Order>(response);
}
const cancel = (orderId: number) =>
  t.app.inject(
    withToken(owner.token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=CANCELLED`,
    }),
  );
const redemptionsOf = (orderId: number) =>
  t.database.db
    .select({
      promotionId: promotionRedemptions.promotionId,
      discountPaise: promotionRedemptions.discountPaise,
      releasedAt: promotionRedemptions.releasedAt,
    })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.orderId, orderId))
    .orderBy(asc(promotionRedemptions.id));
const statsOf = async (id: number) =>
  json<Promotion>(
    await t.app.inject(
      withToken(owner.token, { method: 'GET', url: `/api/admin/promotions/${id}` }),
    ),
  ).stats;

describe('an order given promotions', () => {
  it('keeps the automatic offer and the code apart, one redemption each, and every line’s share', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const festive = await promotion({ code: null, title: 'Festive 10% off', percent: 10 });
    const shopper = await signedInUser(t);
    const order = await placed(shopper, [{ productId: rose.id, quantity: 2 }], 'FLAT50');
    expect(order).toMatchObject({
      subtotal: 2000,
      offerDiscount: 200,
      discount: 900,
      promoCode: 'FLAT50',
      offers: [
        {
          code: null,
          title: 'Festive 10% off',
          discount: 200,
          freeShipping: false,
          freeGift: null,
        },
        { code: 'FLAT50', discount: 900, freeShipping: false, freeGift: null },
      ],
      codFee: 49,
      totalAmount: 949,
    });
    expect(order.items[0]!.discount).toBe(1100);
    // The order read back says the same.
    const read = await t.app.inject(
      withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${order.id}` }),
    );
    expect(json<Order>(read)).toMatchObject({ offerDiscount: 200, offers: order.offers });
    const redemptions = await redemptionsOf(order.id);
    expect(redemptions).toEqual([
      { promotionId: festive.id, discountPaise: 20_000, releasedAt: null },
      { promotionId: expect.any(Number), discountPaise: 90_000, releasedAt: null },
    ]);
    expect(await statsOf(festive.id)).toEqual({ uses: 1, revenue: 949, discount: 200 });
    // Cancelled: the ledger keeps the rows, released, and the figures no longer count them.
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect((await redemptionsOf(order.id)).every((row) => row.releasedAt !== null)).toBe(true);
    expect(await statsOf(festive.id)).toEqual({ uses: 0, revenue: 0, discount: 0 });
  });

  it('a free gift is a line of the order at no charge, its stock taken', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const vial = await productFor(t, categoryId, { rupees: 250, stock: 3, name: 'Gift Vial' });
    const giftSku = (await defaultVariantOf(t.database.db, vial.id)).sku;
    const gift = await promotion({
      code: null,
      title: 'A vial above 1500',
      kind: 'FREE_GIFT',
      percent: null,
      giftSku,
      minCartValue: 1500,
    });
    const order = await placed(await signedInUser(t), [{ productId: rose.id, quantity: 2 }]);
    expect(
      order.items.map((item) => [
        item.productId,
        item.quantity,
        item.lineTotal,
        item.discount,
        item.gstAmount,
      ]),
    ).toEqual([
      [rose.id, 2, 2000, 0, 305.08],
      [vial.id, 1, 250, 250, 0],
    ]);
    expect(order).toMatchObject({ subtotal: 2250, offerDiscount: 250, totalAmount: 2049 });
    expect(order.offers).toEqual([
      {
        code: null,
        title: 'A vial above 1500',
        discount: 250,
        freeShipping: false,
        freeGift: 'Gift Vial',
      },
    ]);
    expect(await stockOf(t.database.db, vial.id)).toBe(2);
    expect(await statsOf(gift.id)).toMatchObject({ uses: 1, discount: 250 });
  });

  it('free shipping: no charge on the order, the charge waived in the promotion’s figures', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const free = await promotion({ code: 'SHIPFREE', kind: 'FREE_SHIPPING', percent: null });
    const shopper = await signedInUser(t);
    const { quote } = await checkout(
      shopper,
      [{ productId: rose.id, quantity: 1 }],
      undefined,
      '400003',
    );
    expect(quote.shippingCharge).toBe(99);
    const order = await placed(
      shopper,
      [{ productId: rose.id, quantity: 1 }],
      'SHIPFREE',
      '400003',
    );
    expect(order).toMatchObject({ shippingCharge: 0, totalAmount: 1049, discount: 0 });
    expect(order.offers).toEqual([
      { code: 'SHIPFREE', title: free.title, discount: 0, freeShipping: true, freeGift: null },
    ]);
    expect(await statsOf(free.id)).toEqual({ uses: 1, revenue: 1049, discount: 99 });
  });
});

describe('limits held at placement', () => {
  it('a per-customer limit of 2: the third order is refused until one is cancelled', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    await promotion({ code: 'TWICE', perCustomerLimit: 2 });
    const shopper = await signedInUser(t);
    const items = [{ productId: rose.id, quantity: 1 }];
    const first = await placed(shopper, items, 'TWICE');
    await placed(shopper, items, 'TWICE');
    // The quote was computed with the code applicable (the shopper not signed in to it).
    const guestQuote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, promoCode: 'TWICE', pincode: '400002', paymentMethodId: codId },
      }),
    );
    const third = await place(shopper, {
      ...(await checkout(shopper, items)).payload,
      totalAmount: guestQuote.total,
      promoCode: 'TWICE',
    });
    expect(third.statusCode).toBe(409);
    expect(json(third)).toMatchObject({
      code: 'PROMO_ALREADY_USED',
      message: ORDER_MESSAGES.promoAlreadyUsed('TWICE'),
    });
    expect((await cancel(first.id)).statusCode).toBe(200);
    await placed(shopper, items, 'TWICE');
  });

  it('a limit of 1 use in all: another customer is refused, and may use it once it is given back', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    await promotion({ code: 'FIRSTCOMER', usageLimit: 1 });
    const items = [{ productId: rose.id, quantity: 1 }];
    const early = await signedInUser(t);
    const late = await signedInUser(t);
    const lateCheckout = await checkout(late, items, 'FIRSTCOMER');
    expect(lateCheckout.quote.promoApplied).toBe(true);
    const order = await placed(early, items, 'FIRSTCOMER');
    const refused = await place(late, lateCheckout.payload);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 'PROMO_INVALID',
      message: PROMOTION_REFUSALS.usedUp('FIRSTCOMER'),
    });
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect((await place(late, lateCheckout.payload)).statusCode).toBe(201);
  });

  it('first order only: refused for a customer whose first order came since the quote', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    await promotion({ code: 'HELLO', firstOrderOnly: true });
    const shopper = await signedInUser(t);
    const items = [{ productId: rose.id, quantity: 1 }];
    const withCode = await checkout(shopper, items, 'HELLO');
    expect(withCode.quote.promoApplied).toBe(true);
    const first = await placed(shopper, items);
    const refused = await place(shopper, withCode.payload);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 'PROMO_INVALID',
      message: PROMOTION_REFUSALS.firstOrderOnly('HELLO'),
    });
    // A cancelled order does not count.
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect((await place(shopper, withCode.payload)).statusCode).toBe(201);
  });

  it('a code for listed customers, quoted as a guest, is refused to another account at the order', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    const listed = await signedInUser(t);
    await promotion({ code: 'INSIDERS', customerEmails: [listed.email] });
    const items = [{ productId: rose.id, quantity: 1 }];
    const guestQuote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, promoCode: 'INSIDERS', pincode: '400002', paymentMethodId: codId },
      }),
    );
    expect(guestQuote.promoApplied).toBe(true);
    const outsider = await signedInUser(t);
    const refused = await place(outsider, {
      ...(await checkout(outsider, items)).payload,
      totalAmount: guestQuote.total,
      promoCode: 'INSIDERS',
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 'PROMO_INVALID',
      message: PROMOTION_REFUSALS.notForCustomer('INSIDERS'),
    });
    expect((await placed(listed, items, 'INSIDERS')).discount).toBe(200);
  });

  it('a code that ended between the quote and the order is refused as expired', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    // Ends at the start of the minute after next, India time.
    const end = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
    const endsAt = new Date(end.getTime() + 330 * 60_000).toISOString().slice(0, 16);
    await promotion({ code: 'LASTCALL', endsAt });
    const shopper = await signedInUser(t);
    const ready = await checkout(shopper, [{ productId: rose.id, quantity: 1 }], 'LASTCALL');
    expect(ready.quote.promoApplied).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(end);
    const refused = await place(shopper, ready.payload);
    vi.useRealTimers();
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 'PROMO_INVALID',
      message: PROMOTION_REFUSALS.ended('LASTCALL'),
    });
  });

  it('an automatic offer used up since the quote: the order is refused with the new figures', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    await promotion({
      code: null,
      title: 'First hundred',
      kind: 'AMOUNT_OFF',
      percent: null,
      amountOff: 100,
      usageLimit: 1,
    });
    const items = [{ productId: rose.id, quantity: 1 }];
    const early = await signedInUser(t);
    const late = await signedInUser(t);
    const lateCheckout = await checkout(late, items);
    expect(lateCheckout.quote.total).toBe(949);
    await placed(early, items);
    const refused = await place(late, lateCheckout.payload);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { quote: { total: 1049, offerDiscount: 0, offers: [] } },
    });
  });

  it('a used promotion cannot be deleted; one never used can', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const used = await promotion({ code: 'USEDONCE' });
    const order = await placed(
      await signedInUser(t),
      [{ productId: rose.id, quantity: 1 }],
      'USEDONCE',
    );
    // Cancelled, it was still given once: the ledger keeps it.
    await cancel(order.id);
    const refused = await t.app.inject(
      withToken(owner.token, { method: 'DELETE', url: `/api/admin/promotions/${used.id}` }),
    );
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'CONFLICT',
      message: PROMOTION_MESSAGES.usedCannotBeDeleted,
    });
  });
});
