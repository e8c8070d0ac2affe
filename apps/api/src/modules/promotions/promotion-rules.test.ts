import { describe, expect, it } from 'vitest';
import { NO_TARGET_IDS, type PromotionCartLine } from './promotion-discounts.js';
import {
  evaluatePromotions,
  statusOf,
  type GiftOffer,
  type LivePromotion,
  type PromotionsInput,
} from './promotion-rules.js';

// The rules of docs/product.md, "Promotions", without a database: what each kind takes off,
// the conditions and their refusals, and how automatic offers and a code combine.

const now = new Date('2026-11-20T10:00:00Z');

let nextId = 1;
function promotion(values: Partial<LivePromotion> = {}): LivePromotion {
  nextId += 1;
  return {
    id: nextId,
    code: null,
    title: `Offer ${nextId}`,
    kind: 'PERCENT_OFF',
    percent: 10,
    amountOffPaise: null,
    buyQuantity: null,
    getQuantity: null,
    giftVariantId: null,
    minCartPaise: null,
    firstOrderOnly: false,
    usageLimit: null,
    perCustomerLimit: null,
    startsAt: null,
    endsAt: null,
    isActive: true,
    includes: NO_TARGET_IDS,
    excludes: NO_TARGET_IDS,
    forListedCustomers: false,
    shopperListed: false,
    uses: 0,
    usesByShopper: 0,
    ...values,
  };
}

const line = (
  productId: number,
  rupees: number,
  quantity: number,
  categoryId = 1,
): PromotionCartLine => ({
  productId,
  variantId: productId * 10,
  categoryIds: [categoryId],
  unitPricePaise: rupees * 100,
  quantity,
});

// Rose 1000, musk 600, oud 1999.50: the quote tests' cart.
const rose = line(1, 1000, 2);
const musk = line(2, 600, 2);
const oud: PromotionCartLine = { ...line(3, 0, 2), unitPricePaise: 199_950 };

function evaluate(input: Partial<PromotionsInput>) {
  return evaluatePromotions({
    lines: [rose, musk, oud],
    shopper: null,
    now,
    promotions: [],
    code: null,
    gifts: new Map(),
    ...input,
  });
}

const b2g1 = () =>
  promotion({ code: 'B2G1', kind: 'BUY_X_GET_Y', percent: null, buyQuantity: 2, getQuantity: 1 });
const flat50 = () => promotion({ code: 'FLAT50', percent: 50, perCustomerLimit: 1 });

describe('each kind', () => {
  it('B2G1 makes the cheapest unit of each group of three free, dearest units grouped first', () => {
    const outcome = evaluate({ promotions: [b2g1()], code: 'B2G1' });
    // oud, oud, rose | rose, musk, musk: a rose and a musk are free.
    expect(outcome.byCode?.lineDiscounts).toEqual([100_000, 60_000, 0]);
    expect(outcome.code).toEqual({ code: 'B2G1', applied: true, problem: null, message: null });
  });

  it('buy 1 get 2 frees the two cheapest of each full group of three; a part group pays', () => {
    const offer = promotion({
      code: 'B1G2',
      kind: 'BUY_X_GET_Y',
      percent: null,
      buyQuantity: 1,
      getQuantity: 2,
    });
    const outcome = evaluate({
      promotions: [offer],
      code: 'B1G2',
      lines: [rose, musk, line(4, 100, 1)],
    });
    // rose, rose, musk | musk, x: the rose and musk of the full group are free.
    expect(outcome.byCode?.lineDiscounts).toEqual([100_000, 60_000, 0]);
  });

  it('percent off is rounded per line, FLAT50 half of each line', () => {
    const outcome = evaluate({ promotions: [flat50()], code: 'FLAT50', lines: [oud, musk] });
    expect(outcome.byCode?.lineDiscounts).toEqual([199_950, 60_000]);
    const odd = evaluate({
      promotions: [promotion({ code: 'ODD', percent: 15 })],
      code: 'ODD',
      lines: [{ ...rose, unitPricePaise: 333, quantity: 1 }],
    });
    expect(odd.byCode?.lineDiscounts).toEqual([50]);
  });

  it('an amount off is spread over the eligible lines in proportion, and never more than they cost', () => {
    const offer = promotion({
      code: 'SAVE500',
      kind: 'AMOUNT_OFF',
      percent: null,
      amountOffPaise: 50_000,
    });
    expect(
      evaluate({ promotions: [offer], code: 'SAVE500', lines: [rose, musk] }).byCode?.lineDiscounts,
    ).toEqual([31_250, 18_750]);
    const big = { ...offer, amountOffPaise: 10_000_000 };
    expect(
      evaluate({ promotions: [big], code: 'SAVE500', lines: [musk] }).byCode?.discountPaise,
    ).toBe(120_000);
  });

  it('free shipping takes nothing off the goods and says so', () => {
    const offer = promotion({ kind: 'FREE_SHIPPING', percent: null });
    const outcome = evaluate({ promotions: [offer] });
    expect(outcome.automatic).toEqual([
      expect.objectContaining({ freeShipping: true, discountPaise: 0, gift: null }),
    ]);
  });

  it('a free gift comes once the cart after its discounts reaches the minimum, with a unit in stock', () => {
    const gift = promotion({
      kind: 'FREE_GIFT',
      percent: null,
      giftVariantId: 99,
      minCartPaise: 300_000,
    });
    const vial: GiftOffer = { name: 'Oud vial', unitPricePaise: 25_000, available: true };
    const gifts = new Map([[gift.id, vial]]);
    expect(evaluate({ promotions: [gift], gifts }).automatic).toEqual([
      expect.objectContaining({ gift: vial, discountPaise: 0 }),
    ]);
    // Half off brings 7199 down to 3599.50, above 3000; 70% off brings it under.
    const half = promotion({ code: 'HALF', percent: 50 });
    expect(evaluate({ promotions: [gift, half], code: 'HALF', gifts }).automatic).toHaveLength(1);
    const most = promotion({ code: 'MOST', percent: 70 });
    expect(evaluate({ promotions: [gift, most], code: 'MOST', gifts }).automatic).toEqual([]);
    const soldOut = new Map([[gift.id, { ...vial, available: false }]]);
    expect(evaluate({ promotions: [gift], gifts: soldOut }).automatic).toEqual([]);
  });

  it('a free gift code says why it gives nothing', () => {
    const gift = promotion({
      code: 'VIAL',
      kind: 'FREE_GIFT',
      percent: null,
      giftVariantId: 99,
      minCartPaise: 1_000_000,
    });
    const gifts = new Map([
      [gift.id, { name: 'Oud vial', unitPricePaise: 25_000, available: false }],
    ]);
    expect(evaluate({ promotions: [gift], code: 'VIAL', gifts }).code.message).toBe(
      'The promo code VIAL needs a cart of at least ₹10,000.',
    );
    const lower = { ...gift, minCartPaise: 100_000 };
    expect(evaluate({ promotions: [lower], code: 'VIAL', gifts }).code).toMatchObject({
      applied: false,
      problem: 'NOT_APPLICABLE',
      message: 'The free gift of VIAL is out of stock.',
    });
  });
});

describe('the lines a promotion gives on', () => {
  it('includes any listed product, category or variant; excludes take lines out', () => {
    const byProduct = promotion({ code: 'P', includes: { ...NO_TARGET_IDS, productIds: [1] } });
    expect(evaluate({ promotions: [byProduct], code: 'P' }).byCode?.lineDiscounts).toEqual([
      20_000, 0, 0,
    ]);
    const byCategory = promotion({ code: 'C', includes: { ...NO_TARGET_IDS, categoryIds: [7] } });
    const lines = [rose, line(2, 600, 2, 7), oud];
    expect(evaluate({ promotions: [byCategory], code: 'C', lines }).byCode?.lineDiscounts).toEqual([
      0, 12_000, 0,
    ]);
    const byVariant = promotion({ code: 'V', includes: { ...NO_TARGET_IDS, variantIds: [30] } });
    expect(evaluate({ promotions: [byVariant], code: 'V' }).byCode?.lineDiscounts).toEqual([
      0, 0, 39_990,
    ]);
    const butNot = promotion({
      code: 'X',
      includes: { ...NO_TARGET_IDS, categoryIds: [1] },
      excludes: { ...NO_TARGET_IDS, variantIds: [10] },
    });
    expect(evaluate({ promotions: [butNot], code: 'X' }).byCode?.lineDiscounts).toEqual([
      0, 12_000, 39_990,
    ]);
  });

  it('refuses a code that gives on nothing in the cart', () => {
    const offer = promotion({ code: 'GIFTSETS', includes: { ...NO_TARGET_IDS, categoryIds: [9] } });
    expect(evaluate({ promotions: [offer], code: 'GIFTSETS' }).code.message).toBe(
      'The promo code GIFTSETS does not apply to the items in your cart.',
    );
  });

  it('B2G1 counts eligible units only, and keeps its message for too few', () => {
    const offer = { ...b2g1(), excludes: { ...NO_TARGET_IDS, productIds: [3] } };
    expect(evaluate({ promotions: [offer], code: 'B2G1', lines: [rose, oud] }).code).toMatchObject({
      problem: 'NOT_APPLICABLE',
      message: 'The promo code B2G1 needs at least 3 items in the cart.',
    });
  });
});

describe('conditions', () => {
  const shopper = { id: 5, hasEarlierOrder: false };

  it.each([
    [{ isActive: false }, 'INVALID', 'The promo code SAVE is not valid.'],
    [
      { startsAt: new Date('2026-11-21T00:00:00Z') },
      'INVALID',
      'The promo code SAVE is not valid yet.',
    ],
    [{ endsAt: new Date('2026-11-20T10:00:00Z') }, 'INVALID', 'The promo code SAVE has expired.'],
    [{ usageLimit: 5, uses: 5 }, 'INVALID', 'The promo code SAVE has been fully used.'],
    [
      { forListedCustomers: true },
      'INVALID',
      'The promo code SAVE is not available for your account.',
    ],
    [{ firstOrderOnly: true }, 'INVALID', 'The promo code SAVE is for a first order only.'],
    [
      { perCustomerLimit: 2, usesByShopper: 2 },
      'ALREADY_USED',
      'You have already used the promo code SAVE.',
    ],
    [
      { minCartPaise: 800_000 },
      'NOT_APPLICABLE',
      'The promo code SAVE needs a cart of at least ₹8,000.',
    ],
  ] as const)('%j refuses the code: %s', (values, problem, message) => {
    const offer = promotion({ code: 'SAVE', ...values });
    const outcome = evaluate({
      promotions: [offer],
      code: 'SAVE',
      shopper: { ...shopper, hasEarlierOrder: true },
    });
    expect(outcome.code).toEqual({ code: 'SAVE', applied: false, problem, message });
    expect(outcome.byCode).toBeNull();
  });

  it('applies within its window, under its limits, to a listed customer and a first order', () => {
    const offer = promotion({
      code: 'SAVE',
      startsAt: new Date('2026-11-20T10:00:00Z'),
      endsAt: new Date('2026-11-20T10:00:01Z'),
      usageLimit: 5,
      uses: 4,
      perCustomerLimit: 2,
      usesByShopper: 1,
      forListedCustomers: true,
      shopperListed: true,
      firstOrderOnly: true,
      minCartPaise: 719_900,
    });
    expect(evaluate({ promotions: [offer], code: 'SAVE', shopper }).code.applied).toBe(true);
  });

  it('cannot tell a guest’s account: customer conditions wait for the order', () => {
    const offer = promotion({
      code: 'SAVE',
      forListedCustomers: true,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      usesByShopper: 0,
    });
    expect(evaluate({ promotions: [offer], code: 'SAVE' }).code.applied).toBe(true);
  });

  it('an unknown code is not valid', () => {
    expect(evaluate({ code: 'NOPE' }).code).toEqual({
      code: 'NOPE',
      applied: false,
      problem: 'INVALID',
      message: 'The promo code NOPE is not valid.',
    });
  });

  it('leaves out an automatic offer that does not apply, silently', () => {
    const outcome = evaluate({ promotions: [promotion({ minCartPaise: 10_000_000 })] });
    expect(outcome).toMatchObject({ automatic: [], byCode: null, code: { message: null } });
  });
});

describe('combining', () => {
  it('gives the one automatic discount that saves the most, and every free shipping and gift', () => {
    const tenOff = promotion({ percent: 10 });
    const thousandOff = promotion({ kind: 'AMOUNT_OFF', percent: null, amountOffPaise: 100_000 });
    const shipping = promotion({ kind: 'FREE_SHIPPING', percent: null });
    const outcome = evaluate({ promotions: [tenOff, thousandOff, shipping] });
    expect(outcome.automatic.map((offer) => [offer.promotion.id, offer.discountPaise])).toEqual([
      [thousandOff.id, 100_000],
      [shipping.id, 0],
    ]);
  });

  it('takes the older of two equal automatic discounts', () => {
    const first = promotion({ percent: 10 });
    const second = promotion({ percent: 10 });
    expect(evaluate({ promotions: [second, first] }).automatic[0]!.promotion.id).toBe(first.id);
  });

  it('computes the code on the prices after the automatic discount', () => {
    const tenOff = promotion({ percent: 10 });
    const outcome = evaluate({ promotions: [tenOff, flat50()], code: 'FLAT50', lines: [rose] });
    expect(outcome.automatic[0]!.lineDiscounts).toEqual([20_000]);
    expect(outcome.byCode!.lineDiscounts).toEqual([90_000]);
  });

  it('B2G1 after an automatic discount frees units at what they cost after it', () => {
    const tenOff = promotion({ percent: 10 });
    const outcome = evaluate({
      promotions: [tenOff, b2g1()],
      code: 'B2G1',
      lines: [line(1, 100, 3)],
    });
    expect(outcome.byCode!.lineDiscounts).toEqual([9_000]);
  });
});

describe('statusOf', () => {
  const base = { isActive: true, startsAt: null, endsAt: null, usageLimit: null, uses: 0 };
  it.each([
    [{}, 'ACTIVE'],
    [{ isActive: false, endsAt: new Date('2026-01-01') }, 'OFF'],
    [{ endsAt: now }, 'ENDED'],
    [{ startsAt: new Date('2026-11-20T10:00:01Z') }, 'SCHEDULED'],
    [{ usageLimit: 3, uses: 3 }, 'USED_UP'],
    [{ usageLimit: 3, uses: 2, startsAt: now }, 'ACTIVE'],
  ] as const)('%j is %s', (values, status) => {
    expect(statusOf({ ...base, ...values }, now)).toBe(status);
  });
});
