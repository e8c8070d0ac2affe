import { rupeesToPaise, type GstRateTable, type Order, type Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import { moveOrder } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { orderItems, orders, products } from '../../db/schema/index.js';
import { invoiceSnapshotOf } from '../invoices/invoices.service.js';
import { indiaDateOf } from './tax.service.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';

// Every figure follows the rate of each line's HSN code (docs/decisions/0041): the quote, the
// order's stored lines, the invoice; shipping and the COD fee take the principal supply's rate.

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: { id: number; token: string; email: string };
let shopper: { id: number; token: string; email: string };

const bengaluruAddress = {
  fullName: 'Kiran Rao',
  addressLine1: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  phoneNumber: '9811122233',
};

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  await zoneForPincode(t.database.db, '560001', { chargePaise: 9900 });
  await fillInvoiceIdentity(t);
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

/** A product of the type, with its own HSN code when given. */
async function product(
  rupees: number,
  values: { type?: 'FRAGRANCE' | 'JEWELRY'; hsnCode?: string; name?: string } = {},
) {
  const row = await productFor(t, categoryId, { rupees, stock: 50, name: values.name });
  await t.database.db
    .update(products)
    .set({ productType: values.type ?? 'FRAGRANCE', hsnCode: values.hsnCode ?? null })
    .where(eq(products.id, row.id));
  return row;
}

type Items = { productId: number; quantity: number }[];

async function quote(items: Items, extra: object = {}): Promise<Quote> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items, paymentMethodId: codId, pincode: '400002', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Quote>(response);
}

async function place(
  items: Items,
  options: { address?: typeof mumbaiAddress; promoCode?: string } = {},
): Promise<Order> {
  const address = options.address ?? mumbaiAddress;
  const quoted = await quote(items, { pincode: address.zipCode, promoCode: options.promoCode });
  const response = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, shopper.token, address),
        paymentMethodId: codId,
        totalAmount: quoted.total,
        items,
        promoCode: options.promoCode,
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Order>(response);
}

const storedLines = (orderId: number) =>
  t.database.db
    .select({
      productId: orderItems.productId,
      hsnCode: orderItems.hsnCode,
      gstRateBasisPoints: orderItems.gstRateBasisPoints,
      gstPaise: orderItems.gstPaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);

const storedOrder = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('the quote', () => {
  it('takes 3% of a jewellery line: 30 rupees of GST in 1,030', async () => {
    const ring = await product(1030, { type: 'JEWELRY' });
    const body = await quote([{ productId: ring.id, quantity: 1 }], { paymentMethodId: undefined });
    expect(body.gstIncluded).toBe(30);
    expect(body.gstBreakdown).toEqual([{ ratePercent: 3, gstIncluded: 30 }]);
  });

  it('takes 18% of a fragrance line, and of the COD fee with it', async () => {
    const attar = await product(1180);
    const body = await quote([{ productId: attar.id, quantity: 1 }]);
    // 180 of the line, 49 x 18 / 118 = 7.47 of the fee.
    expect(body).toMatchObject({ total: 1229, gstIncluded: 187.47 });
    expect(body.gstBreakdown).toEqual([{ ratePercent: 18, gstIncluded: 187.47 }]);
  });

  it('breaks a mixed cart down by rate, lowest first, the fee at the principal supply’s rate', async () => {
    const necklace = await product(2999, { type: 'JEWELRY' });
    const attar = await product(1000);
    const body = await quote([
      { productId: attar.id, quantity: 1 },
      { productId: necklace.id, quantity: 1 },
    ]);
    // Necklace 2999 x 3/103 = 87.35 and, as the larger taxable value, the fee 49 x 3/103 = 1.43;
    // attar 1000 x 18/118 = 152.54.
    expect(body.gstBreakdown).toEqual([
      { ratePercent: 3, gstIncluded: 88.78 },
      { ratePercent: 18, gstIncluded: 152.54 },
    ]);
    expect(body.gstIncluded).toBe(241.32);
    expect(body.total).toBe(4048);
  });
});

describe('the order', () => {
  it('stores each line’s HSN, rate and GST, the charges’ rate, and GST as their sum', async () => {
    const bangle = await product(5150, { type: 'JEWELRY' });
    const attar = await product(1180, { hsnCode: '33074100' });
    const order = await place([
      { productId: attar.id, quantity: 1 },
      { productId: bangle.id, quantity: 1 },
    ]);
    expect(await storedLines(order.id)).toEqual([
      // An 8-digit code takes the rate of its heading, 3307.
      { productId: attar.id, hsnCode: '33074100', gstRateBasisPoints: 1800, gstPaise: 180_00 },
      { productId: bangle.id, hsnCode: '7113', gstRateBasisPoints: 300, gstPaise: 150_00 },
    ]);
    const row = await storedOrder(order.id);
    expect(row.chargesGstRateBasisPoints).toBe(300);
    // 180 + 150 + the COD fee at 3% (1.43).
    expect(row.gstPaise).toBe(180_00 + 150_00 + 1_43);
    expect(order.gstIncluded).toBe(331.43);
    expect(order.items.map((item) => item.gstAmount)).toEqual([180, 150]);
  });

  it('takes the rate in force the day it is placed: an order before a change keeps the old rate', async () => {
    const pendant = await product(1050, { type: 'JEWELRY', hsnCode: '71179010' });
    const items = [{ productId: pendant.id, quantity: 1 }];
    const before = await place(items);
    expect((await storedLines(before.id))[0]).toMatchObject({
      hsnCode: '71179010',
      gstRateBasisPoints: 300,
    });

    const today = indiaDateOf(new Date());
    const added = await t.app.inject(
      withToken(admin.token, {
        method: 'POST',
        url: '/api/admin/settings/gst-rates',
        payload: {
          hsnCode: '71179010',
          ratePercent: 5,
          effectiveFrom: today,
          description: 'Imitation jewellery, test rate',
        },
      }),
    );
    expect(added.statusCode, added.body).toBe(201);

    // 1050 x 5 / 105 = 50.
    expect((await quote(items, { paymentMethodId: undefined })).gstBreakdown).toEqual([
      { ratePercent: 5, gstIncluded: 50 },
    ]);
    const after = await place(items);
    expect((await storedLines(after.id))[0]).toMatchObject({
      gstRateBasisPoints: 500,
      gstPaise: 50_00,
    });
    expect((await storedLines(before.id))[0]).toMatchObject({
      gstRateBasisPoints: 300,
      gstPaise: 30_58,
    });
    expect((await storedOrder(before.id)).gstPaise).toBe(30_58 + 1_43);
  });

  it('keeps the rate in force today when a change is only scheduled', async () => {
    const tomorrow = indiaDateOf(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const added = await t.app.inject(
      withToken(admin.token, {
        method: 'POST',
        url: '/api/admin/settings/gst-rates',
        payload: {
          hsnCode: '3303',
          ratePercent: 28,
          effectiveFrom: tomorrow,
          description: 'Perfumes',
        },
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const table = json<GstRateTable>(added);
    const perfume = table.items.find((item) => item.hsnCode === '3303')!;
    expect(perfume.inForce).toMatchObject({ ratePercent: 18, status: 'IN_FORCE' });
    expect(perfume.scheduled).toEqual([
      expect.objectContaining({ ratePercent: 28, effectiveFrom: tomorrow, status: 'SCHEDULED' }),
    ]);

    const attar = await product(1180);
    const order = await place([{ productId: attar.id, quantity: 1 }]);
    expect((await storedLines(order.id))[0]!.gstRateBasisPoints).toBe(1800);

    const removed = await t.app.inject(
      withToken(admin.token, {
        method: 'DELETE',
        url: `/api/admin/settings/gst-rates/${perfume.scheduled[0]!.id}`,
      }),
    );
    expect(removed.statusCode).toBe(204);
  });

  it('reconciles to the paisa over awkward amounts, rates and a promo discount', async () => {
    const a = await product(1299.99);
    const b = await product(777.77, { type: 'JEWELRY' });
    const c = await product(3333.33, { type: 'JEWELRY', hsnCode: '7117' });
    const d = await product(0.99);
    const order = await place(
      [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 1 },
        { productId: c.id, quantity: 2 },
        { productId: d.id, quantity: 1 },
      ],
      { promoCode: 'FLAT50', address: bengaluruAddress },
    );
    expect(order.discount).toBeGreaterThan(0);
    const lines = await storedLines(order.id);
    const row = await storedOrder(order.id);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    for (const item of items) {
      const amount = item.lineTotalPaise - item.discountPaise;
      const rate = item.gstRateBasisPoints;
      expect(Math.abs(item.gstPaise - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
    }
    const chargesGst = [row.shippingPaise, row.codFeePaise].reduce(
      (sum, paise) =>
        sum +
        Math.round(
          (paise * row.chargesGstRateBasisPoints) / (10_000 + row.chargesGstRateBasisPoints),
        ),
      0,
    );
    expect(row.gstPaise).toBe(lines.reduce((sum, line) => sum + line.gstPaise, 0) + chargesGst);

    const shipped = await moveOrder(t, admin, order.id, 'SHIPPED');
    const snapshot = (await invoiceSnapshotOf(t.database.db, shipped.id))!;
    expect(snapshot.supplyType).toBe('INTER_STATE');
    const goods = snapshot.lines.filter((line) => line.kind === 'GOODS');
    expect(goods.map((line) => line.igstPaise)).toEqual(lines.map((line) => line.gstPaise));
    expect(snapshot.totals.taxPaise).toBe(row.gstPaise);
    expect(snapshot.totals.taxablePaise + snapshot.totals.taxPaise).toBe(row.totalPaise);
    expect(snapshot.totals.totalPaise).toBe(rupeesToPaise(order.totalAmount));
  });
});

describe('the invoice', () => {
  let necklace: { id: number };
  let attar: { id: number };

  beforeAll(async () => {
    necklace = await product(6180, { type: 'JEWELRY', name: 'Polki Necklace' });
    attar = await product(1180, { name: 'Ruh Khus' });
  });

  it('within the state: CGST and SGST halves of each line at its own rate; charges at the principal’s', async () => {
    const order = await place([
      { productId: attar.id, quantity: 1 },
      { productId: necklace.id, quantity: 1 },
    ]);
    await moveOrder(t, admin, order.id, 'SHIPPED');
    const snapshot = (await invoiceSnapshotOf(t.database.db, order.id))!;
    expect(snapshot.supplyType).toBe('INTRA_STATE');
    expect(
      snapshot.lines.map((line) => ({
        description: line.description.split(',')[0],
        hsnSac: line.hsnSac,
        rate: line.gstRateBasisPoints,
        taxable: line.taxablePaise,
        cgst: line.cgstPaise,
        sgst: line.sgstPaise,
        igst: line.igstPaise,
      })),
    ).toEqual([
      {
        description: 'Ruh Khus',
        hsnSac: '3303',
        rate: 1800,
        taxable: 1000_00,
        cgst: 90_00,
        sgst: 90_00,
        igst: 0,
      },
      // 6180 x 3 / 103 = 180: 90 + 90.
      {
        description: 'Polki Necklace',
        hsnSac: '7113',
        rate: 300,
        taxable: 6000_00,
        cgst: 90_00,
        sgst: 90_00,
        igst: 0,
      },
      // The necklace is the principal supply: 49 x 3 / 103 = 1.43, split 0.72 + 0.71.
      {
        description: 'Cash on delivery fee',
        hsnSac: '7113',
        rate: 300,
        taxable: 47_57,
        cgst: 72,
        sgst: 71,
        igst: 0,
      },
    ]);
    expect(snapshot.totals).toMatchObject({
      taxPaise: rupeesToPaise(order.gstIncluded),
      totalPaise: rupeesToPaise(order.totalAmount),
      igstPaise: 0,
    });
    expect(snapshot.totals.taxablePaise + snapshot.totals.taxPaise).toBe(
      snapshot.totals.totalPaise,
    );
  });

  it('across states: IGST of each line at its own rate, with shipping', async () => {
    const order = await place(
      [
        { productId: attar.id, quantity: 2 },
        { productId: necklace.id, quantity: 1 },
      ],
      { address: bengaluruAddress },
    );
    await moveOrder(t, admin, order.id, 'SHIPPED');
    const snapshot = (await invoiceSnapshotOf(t.database.db, order.id))!;
    expect(snapshot.supplyType).toBe('INTER_STATE');
    expect(
      snapshot.lines.map((line) => [
        line.description.split(',')[0],
        line.hsnSac,
        line.gstRateBasisPoints,
        line.igstPaise,
        line.cgstPaise + line.sgstPaise,
      ]),
    ).toEqual([
      ['Ruh Khus', '3303', 1800, 360_00, 0],
      ['Polki Necklace', '7113', 300, 180_00, 0],
      // 99 x 3 / 103 = 2.88 and 49 x 3 / 103 = 1.43.
      ['Shipping charges', '7113', 300, 2_88, 0],
      ['Cash on delivery fee', '7113', 300, 1_43, 0],
    ]);
    expect(snapshot.totals.igstPaise).toBe(rupeesToPaise(order.gstIncluded));
    expect(snapshot.totals.taxablePaise + snapshot.totals.igstPaise).toBe(
      rupeesToPaise(order.totalAmount),
    );
  });
});
