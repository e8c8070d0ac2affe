import {
  INVOICE_MESSAGES,
  rupeesToPaise,
  type Order,
  type Quote,
  type ReturnRequest,
} from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity, maharashtraSeller, pdfText } from '../../../test/invoice-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import { decide, moveOrder, requestReturn } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, products } from '../../db/schema/index.js';
import { invoiceSnapshotOf } from './invoices.service.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: { id: number; token: string; email: string };
let anaya: { id: number; token: string; email: string };

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
  // Bengaluru GPO pays 99 rupees of shipping, so that shipping shows on an invoice.
  await zoneForPincode(t.database.db, '560001', { chargePaise: 9900 });
  admin = await signedInUser(t, 'ADMIN');
  anaya = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

async function placeOrder(
  shopper: { token: string },
  options: {
    items: { productId: number; quantity: number }[];
    address?: typeof mumbaiAddress;
    promoCode?: string;
  },
): Promise<Order> {
  const address = options.address ?? mumbaiAddress;
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: options.items,
        paymentMethodId: codId,
        pincode: address.zipCode,
        promoCode: options.promoCode,
      },
    }),
  );
  const placed = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, shopper.token, address),
        paymentMethodId: codId,
        totalAmount: quote.total,
        items: options.items,
        promoCode: options.promoCode,
      },
    }),
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return json<Order>(placed);
}

const customerPdf = (token: string, orderId: number) =>
  t.app.inject(
    withToken(token, { method: 'GET', url: `/api/order/my-orders/${orderId}/invoice.pdf` }),
  );
const adminPdf = (orderId: number, token = admin.token) =>
  t.app.inject(
    withToken(token, { method: 'GET', url: `/api/admin/orders/${orderId}/invoice.pdf` }),
  );

async function shippedOrder(
  options: Parameters<typeof placeOrder>[1],
  shopper = anaya,
): Promise<Order> {
  const order = await placeOrder(shopper, options);
  return moveOrder(t, admin, order.id, 'SHIPPED');
}

const sequenceOf = (invoiceNumber: string) => Number(invoiceNumber.split('/')[2]);

describe('before the invoice identity is filled in', () => {
  it('issues none for a parcel received back undelivered before it had one', async () => {
    const product = await productFor(t, categoryId, { rupees: 1000 });
    const order = await shippedOrder({ items: [{ productId: product.id, quantity: 1 }] });
    await moveOrder(t, admin, order.id, 'RETURNED_TO_ORIGIN');
    const received = await t.app.inject(
      withToken(admin.token, { method: 'POST', url: `/api/admin/orders/${order.id}/rto-received` }),
    );
    expect(received.statusCode, received.body).toBe(200);

    const response = await customerPdf(anaya.token, order.id);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'INVOICE_NOT_AVAILABLE',
      message: INVOICE_MESSAGES.returned,
      details: { reason: 'RETURNED' },
    });
    expect(await invoiceSnapshotOf(t.database.db, order.id)).toBeNull();
  });

  it('ships the order without an invoice and refuses the download with a message naming the setting', async () => {
    const product = await productFor(t, categoryId, { rupees: 1000 });
    const order = await shippedOrder({ items: [{ productId: product.id, quantity: 1 }] });
    expect(await invoiceSnapshotOf(t.database.db, order.id)).toBeNull();

    const response = await customerPdf(anaya.token, order.id);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'INVOICE_IDENTITY_MISSING',
      message: expect.stringContaining('Settings > Invoice identity'),
    });

    await fillInvoiceIdentity(t);
    const issued = await customerPdf(anaya.token, order.id);
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['x-invoice-number']).toMatch(/^AH\/\d{2}-\d{2}\/000001$/);
  });
});

describe('an invoice within the seller’s state (CGST + SGST)', () => {
  let order: Order;
  let jewel: { id: number };

  beforeAll(async () => {
    await fillInvoiceIdentity(t);
    const attar = await productFor(t, categoryId, { rupees: 1299.99, name: 'Mysore Sandal Attar' });
    jewel = await productFor(t, categoryId, { rupees: 2499.5, name: 'Kundan Jhumka' });
    await t.database.db
      .update(products)
      .set({ productType: 'JEWELRY' })
      .where(eq(products.id, jewel.id));
    order = await shippedOrder({
      items: [
        { productId: attar.id, quantity: 2 },
        { productId: jewel.id, quantity: 1 },
      ],
    });
  });

  it('is issued when the order ships, with the next number and an audit entry naming it', async () => {
    const snapshot = await invoiceSnapshotOf(t.database.db, order.id);
    expect(snapshot).not.toBeNull();
    expect(sequenceOf(snapshot!.invoiceNumber)).toBe(2);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'order'),
          eq(auditLog.entityId, order.id),
          eq(auditLog.action, 'STATUS'),
        ),
      );
    expect(entry?.changes).toMatchObject({
      status: { before: 'PENDING', after: 'SHIPPED' },
      invoiceNumber: { before: null, after: snapshot!.invoiceNumber },
    });
    expect(entry?.actorId).toBe(admin.id);
  });

  it('carries CGST and SGST at each line’s rate, the HSN of each product type and the COD fee, to the paisa of the order', async () => {
    const snapshot = (await invoiceSnapshotOf(t.database.db, order.id))!;
    expect(snapshot.supplyType).toBe('INTRA_STATE');
    expect(snapshot.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    // The jhumka is jewellery at 3% and, with the larger taxable value (2,426.70 against the
    // attars' 2,203.37), the principal supply: the COD fee takes its HSN and rate.
    expect(
      snapshot.lines.map((line) => [
        line.hsnSac,
        line.gstRateBasisPoints,
        line.quantity,
        line.amountPaise,
      ]),
    ).toEqual([
      ['3303', 1800, 2, 2_599_98],
      ['7113', 300, 1, 2_499_50],
      ['7113', 300, 1, 49_00],
    ]);
    const { totals } = snapshot;
    expect(totals.totalPaise).toBe(rupeesToPaise(order.totalAmount));
    expect(totals.taxPaise).toBe(rupeesToPaise(order.gstIncluded));
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.totalPaise);
    expect(totals.igstPaise).toBe(0);
    expect(Math.abs(totals.cgstPaise - totals.sgstPaise)).toBeLessThanOrEqual(1);
    expect(snapshot.amountInWords).toBe(
      'Rupees Five Thousand One Hundred Forty-Eight and Forty-Eight Paise Only',
    );
  });

  it('downloads as a PDF whose text shows the seller, buyer, taxes and the amount in words', async () => {
    const snapshot = (await invoiceSnapshotOf(t.database.db, order.id))!;
    const response = await customerPdf(anaya.token, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${snapshot.invoiceNumber.replace(/\//g, '-')}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      maharashtraSeller.legalName,
      `GSTIN: ${maharashtraSeller.gstin}`,
      snapshot.invoiceNumber,
      order.orderNumber,
      'Anaya Sharma',
      'Maharashtra (27)',
      'CGST 9%',
      'SGST 9%',
      'Mysore Sandal Attar',
      '7113',
      'Cash on delivery fee',
      'composite supply',
      '5,148.48',
      'Rupees Five Thousand One Hundred Forty-Eight and Forty-Eight Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('answers the same invoice to the admin and again later, unchanged by a new identity', async () => {
    const first = await customerPdf(anaya.token, order.id);
    await fillInvoiceIdentity(t, { ...maharashtraSeller, legalName: 'Renamed Traders LLP' });
    const again = await adminPdf(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-invoice-number']).toBe(first.headers['x-invoice-number']);
    const text = await pdfText(again.rawPayload);
    expect(text).toContain(maharashtraSeller.legalName);
    expect(text).not.toContain('Renamed Traders');
    await fillInvoiceIdentity(t);
  });

  it('takes a product’s own HSN code over its type’s', async () => {
    const gift = await productFor(t, categoryId, { rupees: 500 });
    await t.database.db
      .update(products)
      .set({ hsnCode: '33074100' })
      .where(eq(products.id, gift.id));
    const shipped = await shippedOrder({ items: [{ productId: gift.id, quantity: 1 }] });
    const snapshot = (await invoiceSnapshotOf(t.database.db, shipped.id))!;
    expect(snapshot.lines[0]!.hsnSac).toBe('33074100');
  });
});

describe('an invoice to another state (IGST) with shipping and a promo discount', () => {
  it('carries IGST at 18% on the discounted lines, shipping and the COD fee, matching the order', async () => {
    const kiran = await signedInUser(t);
    const oud = await productFor(t, categoryId, { rupees: 3333.33, name: 'Assam Oud' });
    const rose = await productFor(t, categoryId, { rupees: 777.77, name: 'Kannauj Rose' });
    const order = await shippedOrder(
      {
        items: [
          { productId: oud.id, quantity: 1 },
          { productId: rose.id, quantity: 3 },
        ],
        address: bengaluruAddress,
        promoCode: 'FLAT50',
      },
      kiran,
    );
    expect(order.discount).toBeGreaterThan(0);
    expect(order.shippingCharge).toBe(99);
    const snapshot = (await invoiceSnapshotOf(t.database.db, order.id))!;
    expect(snapshot.supplyType).toBe('INTER_STATE');
    expect(snapshot.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(
      snapshot.lines.map((line) => [line.description.split(',')[0], line.discountPaise]),
    ).toEqual([
      ['Assam Oud', rupeesToPaise(order.items[0]!.discount)],
      ['Kannauj Rose', rupeesToPaise(order.items[1]!.discount)],
      ['Shipping charges', 0],
      ['Cash on delivery fee', 0],
    ]);
    expect(snapshot.totals).toMatchObject({
      discountPaise: rupeesToPaise(order.discount),
      totalPaise: rupeesToPaise(order.totalAmount),
      igstPaise: rupeesToPaise(order.gstIncluded),
      taxPaise: rupeesToPaise(order.gstIncluded),
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(snapshot.totals.taxablePaise + snapshot.totals.igstPaise).toBe(
      rupeesToPaise(order.totalAmount),
    );

    const text = await pdfText((await customerPdf(kiran.token, order.id)).rawPayload);
    for (const expected of [
      'IGST 18%',
      'Karnataka (29)',
      'Shipping charges',
      'Kiran Rao',
      'Bengaluru',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });
});

describe('the series and the orders that get no invoice', () => {
  it('numbers invoices one after another as orders ship, also when a step is skipped', async () => {
    const product = await productFor(t, categoryId, { rupees: 250, stock: 20 });
    const numbers: number[] = [];
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const) {
      const order = await placeOrder(anaya, { items: [{ productId: product.id, quantity: 1 }] });
      await moveOrder(t, admin, order.id, status);
      numbers.push(sequenceOf((await invoiceSnapshotOf(t.database.db, order.id))!.invoiceNumber));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });

  it('refuses an order not yet shipped and a cancelled one with INVOICE_NOT_AVAILABLE', async () => {
    const product = await productFor(t, categoryId, { rupees: 250 });
    const pending = await placeOrder(anaya, { items: [{ productId: product.id, quantity: 1 }] });
    const confirmed = await moveOrder(
      t,
      admin,
      (await placeOrder(anaya, { items: [{ productId: product.id, quantity: 1 }] })).id,
      'PROCESSING',
    );
    const cancelled = await moveOrder(
      t,
      admin,
      (await placeOrder(anaya, { items: [{ productId: product.id, quantity: 1 }] })).id,
      'CANCELLED',
    );
    for (const [order, reason] of [
      [pending, 'NOT_SHIPPED'],
      [confirmed, 'NOT_SHIPPED'],
      [cancelled, 'CANCELLED'],
    ] as const) {
      for (const response of [await customerPdf(anaya.token, order.id), await adminPdf(order.id)]) {
        expect(response.statusCode).toBe(409);
        expect(json(response)).toMatchObject({
          code: 'INVOICE_NOT_AVAILABLE',
          details: { reason },
        });
      }
      expect(await invoiceSnapshotOf(t.database.db, order.id)).toBeNull();
    }
    expect(json(await adminPdf(cancelled.id)).message).toBe(
      'This order was cancelled, so it has no tax invoice.',
    );
  });

  it('gives an exchange’s no-charge replacement order no invoice', async () => {
    const shopper = await signedInUser(t);
    const original = await productFor(t, categoryId, { rupees: 1000 });
    const replacement = await productFor(t, categoryId, { rupees: 900 });
    const order = await placeOrder(shopper, { items: [{ productId: original.id, quantity: 1 }] });
    await moveOrder(t, admin, order.id, 'DELIVERED');
    const request = json<ReturnRequest>(
      await requestReturn(t, shopper.token, {
        orderId: order.id,
        productId: original.id,
        reason: 'Defective product',
        type: 'EXCHANGE',
        exchangeProductId: replacement.id,
      }),
    );
    const approved = json<ReturnRequest>(await decide(t, admin.token, request.id, 'approve'));
    const exchangeOrderId = approved.exchangeOrder!.id;
    await moveOrder(t, admin, exchangeOrderId, 'SHIPPED');
    expect(await invoiceSnapshotOf(t.database.db, exchangeOrderId)).toBeNull();
    const response = await customerPdf(shopper.token, exchangeOrderId);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'INVOICE_NOT_AVAILABLE',
      details: { reason: 'EXCHANGE' },
    });
    // The original order has its own invoice.
    expect((await customerPdf(shopper.token, order.id)).statusCode).toBe(200);
  });
});

describe('who may download an invoice', () => {
  let order: Order;
  beforeAll(async () => {
    const product = await productFor(t, categoryId, { rupees: 400 });
    order = await shippedOrder({ items: [{ productId: product.id, quantity: 1 }] });
  });

  it('answers 404 for another customer’s order and for an unknown one', async () => {
    const ravi = await signedInUser(t);
    const foreign = await customerPdf(ravi.token, order.id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).code).toBe('NOT_FOUND');
    expect((await customerPdf(anaya.token, 99_999_999)).statusCode).toBe(404);
    expect((await adminPdf(99_999_999)).statusCode).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a customer on the admin download', async () => {
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/order/my-orders/${order.id}/invoice.pdf`,
    });
    expect(visitor.statusCode).toBe(401);
    const adminVisitor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice.pdf`,
    });
    expect(adminVisitor.statusCode).toBe(401);
    const asCustomer = await adminPdf(order.id, anaya.token);
    expect(asCustomer.statusCode).toBe(403);
    expect(json(asCustomer).code).toBe('FORBIDDEN');
  });

  it('refuses an id that is no id with 400', async () => {
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999']) {
      const response = await customerPdf(anaya.token, id as unknown as number);
      expect([id, response.statusCode, json(response).code]).toEqual([
        id,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });
});
