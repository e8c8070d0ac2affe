import {
  rupeesToPaise,
  type AdminOrder,
  type Order,
  type Quote,
  type ReturnRequest,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity, maharashtraSeller, pdfText } from '../../../test/invoice-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import {
  decide,
  moveOrder,
  prepaidMethodId,
  requestReturn,
  type Shopper,
} from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { creditNotes, pincodeRules, products } from '../../db/schema/index.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { invoiceSnapshotOf } from './invoices.service.js';

let t: TestApp;
let upiId: number;
let categoryId: number;
let admin: Shopper;

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
  ({ categoryId } = await orderReadyStore(t));
  upiId = await prepaidMethodId(t);
  await t.database.db
    .insert(pincodeRules)
    .values({ prefix: '560001', available: true, chargePaise: 9900, codAvailable: true });
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

/** A delivered order, prepaid, to `address`; the shopper is new unless given. */
async function deliveredOrder(options: {
  items: { productId: number; quantity: number }[];
  address?: typeof mumbaiAddress;
  promoCode?: string;
  shopper?: Shopper;
}): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = options.shopper ?? (await signedInUser(t));
  const address = options.address ?? mumbaiAddress;
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: options.items,
        paymentMethodId: upiId,
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
        paymentMethodId: upiId,
        totalAmount: quote.total,
        items: options.items,
        promoCode: options.promoCode,
      },
    }),
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = await moveOrder(t, admin, json<Order>(placed).id, 'DELIVERED');
  return { shopper, order };
}

/** Asks for a return (or exchange) of a product of the order; answers the request. */
async function requestOf(
  shopper: Shopper,
  orderId: number,
  productId: number,
  extra: object = {},
): Promise<ReturnRequest> {
  const response = await requestReturn(t, shopper.token, {
    orderId,
    productId,
    reason: 'Defective product',
    type: 'RETURN',
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return json<ReturnRequest>(response);
}

/** Approves, receives `quantity` units and completes a request; answers the completion. */
async function completed(requestId: number, quantity: number) {
  expect((await decide(t, admin.token, requestId, 'approve')).statusCode).toBe(200);
  const received = await decide(t, admin.token, requestId, 'receive', {
    quantityReceived: quantity,
  });
  expect(received.statusCode, received.body).toBe(200);
  return decide(t, admin.token, requestId, 'complete', {});
}

async function noteOf(requestId: number): Promise<CreditNoteSnapshot | null> {
  const [row] = await t.database.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.returnRequestId, requestId));
  return row ? (row.snapshot as CreditNoteSnapshot) : null;
}

const countOfNotes = async () => (await t.database.db.select().from(creditNotes)).length;

const customerPdf = (token: string, orderId: number, creditNoteId: number | string) =>
  t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api/order/my-orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
    }),
  );
const adminPdf = (orderId: number, creditNoteId: number | string, token = admin.token) =>
  t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api/admin/orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
    }),
  );

async function jewel(rupees: number) {
  const product = await productFor(t, categoryId, { rupees, name: `Kundan Jhumka ${rupees}` });
  await t.database.db
    .update(products)
    .set({ productType: 'JEWELRY' })
    .where(eq(products.id, product.id));
  return product;
}

describe('before the invoice identity is filled in', () => {
  it('refuses to complete a return, then issues the invoice and the credit note once it is', async () => {
    const product = await productFor(t, categoryId, { rupees: 800 });
    const { shopper, order } = await deliveredOrder({
      items: [{ productId: product.id, quantity: 1 }],
    });
    const request = await requestOf(shopper, order.id, product.id);
    const refused = await completed(request.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'INVOICE_IDENTITY_MISSING',
      message: expect.stringContaining('Settings > Invoice identity'),
    });
    // Nothing of the completion stayed: the request waits, no note and no invoice were issued.
    const waiting = json<ReturnRequest>(
      await t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/returns/${request.id}` }),
      ),
    );
    expect(waiting).toMatchObject({ status: 'APPROVED', refund: null, creditNote: null });
    expect(await countOfNotes()).toBe(0);
    expect(await invoiceSnapshotOf(t.database.db, order.id)).toBeNull();

    await fillInvoiceIdentity(t);
    const done = await decide(t, admin.token, request.id, 'complete', {});
    expect(done.statusCode, done.body).toBe(200);
    const invoice = (await invoiceSnapshotOf(t.database.db, order.id))!;
    const note = (await noteOf(request.id))!;
    expect(note.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
    expect(note.invoice.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(json<ReturnRequest>(done).creditNote).toMatchObject({
      creditNoteNumber: note.creditNoteNumber,
      amount: 800,
    });
  });
});

describe('a whole line returned within the seller’s state', () => {
  let shopper: Shopper;
  let order: Order;
  let request: ReturnRequest;
  let note: CreditNoteSnapshot;
  let creditNoteId: number;

  beforeAll(async () => {
    await fillInvoiceIdentity(t);
    const attar = await productFor(t, categoryId, { rupees: 1299.99, name: 'Mysore Sandal Attar' });
    const jhumka = await jewel(2499.5);
    ({ shopper, order } = await deliveredOrder({
      items: [
        { productId: attar.id, quantity: 2 },
        { productId: jhumka.id, quantity: 1 },
      ],
    }));
    request = await requestOf(shopper, order.id, jhumka.id);
    const done = await completed(request.id, 1);
    expect(done.statusCode, done.body).toBe(200);
    request = json<ReturnRequest>(done);
    note = (await noteOf(request.id))!;
    creditNoteId = request.creditNote!.id;
  });

  it('takes back exactly the invoice line’s taxable value, CGST and SGST, with its HSN and rate', async () => {
    const invoice = (await invoiceSnapshotOf(t.database.db, order.id))!;
    const line = invoice.lines[1]!;
    expect(line.hsnSac).toBe('7113');
    expect(note.lines).toEqual([line]);
    expect(note.supplyType).toBe('INTRA_STATE');
    expect(note.totals).toMatchObject({
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: 0,
      totalPaise: 2_499_50,
    });
    expect(note.totals.totalPaise).toBe(rupeesToPaise(request.refund!.amount));
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      reason: 'RETURN',
      returnRequestId: request.id,
      invoice: { invoiceNumber: invoice.invoiceNumber },
      buyer: invoice.buyer,
      seller: invoice.seller,
    });
  });

  it('follows the first in the series, and names itself in the return’s timeline', () => {
    expect(note.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/000002$/);
    expect(request.creditNote).toEqual({
      id: creditNoteId,
      creditNoteNumber: note.creditNoteNumber,
      issuedAt: note.issuedAt,
      amount: 2499.5,
    });
    expect(request.timeline.map((event) => event.type)).toContain('CREDIT_NOTE_ISSUED');
    expect(request.timeline.find((event) => event.type === 'CREDIT_NOTE_ISSUED')?.note).toBe(
      `Credit note ${note.creditNoteNumber}`,
    );
  });

  it('is listed on the customer’s order, the admin’s order and the customer’s request', async () => {
    const summary = { id: creditNoteId, creditNoteNumber: note.creditNoteNumber, amount: 2499.5 };
    const mine = json<Order>(
      await t.app.inject(
        withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${order.id}` }),
      ),
    );
    expect(mine.creditNotes).toEqual([expect.objectContaining(summary)]);
    const adminOrder = json<AdminOrder>(
      await t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}` }),
      ),
    );
    expect(adminOrder.creditNotes).toEqual([expect.objectContaining(summary)]);
    const requests = json<{ content: ReturnRequest[] }>(
      await t.app.inject(
        withToken(shopper.token, { method: 'GET', url: '/api/returns/my-requests' }),
      ),
    ).content;
    expect(requests.find((row) => row.id === request.id)?.creditNote).toMatchObject(summary);
  });

  it('downloads as a PDF naming CREDIT NOTE, its number and the invoice it is against', async () => {
    const invoice = (await invoiceSnapshotOf(t.database.db, order.id))!;
    for (const response of [
      await customerPdf(shopper.token, order.id, creditNoteId),
      await adminPdf(order.id, creditNoteId),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-credit-note-number']).toBe(note.creditNoteNumber);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="credit-note-${note.creditNoteNumber.replace(/\//g, '-')}.pdf"`,
      );
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'CREDIT NOTE',
        note.creditNoteNumber,
        invoice.invoiceNumber,
        maharashtraSeller.legalName,
        '7113',
      ]) {
        expect(text).toContain(expected);
      }
    }
  });

  it('answers 404 to another customer, for another order’s note and for an unknown one', async () => {
    const stranger = await signedInUser(t);
    const foreign = await customerPdf(stranger.token, order.id, creditNoteId);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).code).toBe('NOT_FOUND');
    const { order: other } = await deliveredOrder({
      items: [{ productId: (await productFor(t, categoryId, { rupees: 100 })).id, quantity: 1 }],
      shopper,
    });
    expect((await customerPdf(shopper.token, other.id, creditNoteId)).statusCode).toBe(404);
    expect((await adminPdf(other.id, creditNoteId)).statusCode).toBe(404);
    expect((await adminPdf(order.id, 99_999_999)).statusCode).toBe(404);
    expect((await adminPdf(99_999_999, creditNoteId)).statusCode).toBe(404);
  });

  it('answers 401 to a visitor, 403 to a customer on the admin path and 400 to a bad id', async () => {
    for (const url of [
      `/api/order/my-orders/${order.id}/credit-notes/${creditNoteId}.pdf`,
      `/api/admin/orders/${order.id}/credit-notes/${creditNoteId}.pdf`,
    ]) {
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.statusCode).toBe(401);
      expect(json(visitor).code).toBe('UNAUTHENTICATED');
    }
    expect((await adminPdf(order.id, creditNoteId, shopper.token)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '1e3', '%00', '99999999999999']) {
      const response = await customerPdf(shopper.token, order.id, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response).code, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('issues nothing twice when the completion is sent again', async () => {
    const before = await countOfNotes();
    const replay = await decide(t, admin.token, request.id, 'complete', {});
    expect(replay.statusCode).toBe(409);
    expect(json(replay).code).toBe('INVALID_STATUS_TRANSITION');
    expect(await countOfNotes()).toBe(before);
  });
});

describe('part of a line after a promo discount', () => {
  it('B2G1 within the state: 1 of 3 takes back the refund, taxable + CGST + SGST = total', async () => {
    const attar = await productFor(t, categoryId, { rupees: 999.99 });
    const { shopper, order } = await deliveredOrder({
      items: [{ productId: attar.id, quantity: 3 }],
      promoCode: 'B2G1',
    });
    expect(order.discount).toBeGreaterThan(0);
    const request = await requestOf(shopper, order.id, attar.id);
    const done = json<ReturnRequest>(await completed(request.id, 1));
    const note = (await noteOf(request.id))!;
    const invoiceLine = (await invoiceSnapshotOf(t.database.db, order.id))!.lines[0]!;
    const [line] = note.lines;
    expect(note.totals.totalPaise).toBe(rupeesToPaise(done.refund!.amount));
    expect(note.totals.totalPaise).toBe(Math.round(invoiceLine.amountPaise / 3));
    expect(line).toMatchObject({ quantity: 1, hsnSac: invoiceLine.hsnSac, igstPaise: 0 });
    expect(line!.gstRateBasisPoints).toBe(invoiceLine.gstRateBasisPoints);
    expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise).toBe(line!.amountPaise);
    expect(line!.grossPaise - line!.discountPaise).toBe(line!.amountPaise);
    expect(Math.abs(line!.cgstPaise - line!.sgstPaise)).toBeLessThanOrEqual(1);
    const invoiceTax = invoiceLine.cgstPaise + invoiceLine.sgstPaise;
    expect(line!.cgstPaise + line!.sgstPaise).toBe(Math.round(invoiceTax / 3));
    expect(done.creditNote?.amount).toBe(done.refund!.amount);
  });

  it('FLAT50 to another state: 1 of 3 is all IGST, its total the refund, shipping not taken back', async () => {
    const rose = await productFor(t, categoryId, { rupees: 777.77, name: 'Kannauj Rose' });
    const { shopper, order } = await deliveredOrder({
      items: [{ productId: rose.id, quantity: 3 }],
      address: bengaluruAddress,
      promoCode: 'FLAT50',
    });
    expect(order.discount).toBeGreaterThan(0);
    expect(order.shippingCharge).toBe(99);
    const request = await requestOf(shopper, order.id, rose.id);
    const done = json<ReturnRequest>(await completed(request.id, 1));
    const note = (await noteOf(request.id))!;
    expect(note.supplyType).toBe('INTER_STATE');
    expect(note.lines.map((line) => line.kind)).toEqual(['GOODS']);
    expect(note.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(note.totals.taxablePaise + note.totals.igstPaise).toBe(note.totals.totalPaise);
    expect(note.totals.totalPaise).toBe(rupeesToPaise(done.refund!.amount));
    const text = await pdfText(
      (await customerPdf(shopper.token, order.id, done.creditNote!.id)).rawPayload,
    );
    expect(text).toContain('IGST');
    expect(text).not.toContain('Shipping charges');
  });
});

describe('requests that get no credit note', () => {
  it('an exchange completed and a rejected request issue none', async () => {
    const before = await countOfNotes();
    const ring = await jewel(1500);
    const { shopper, order } = await deliveredOrder({
      items: [{ productId: ring.id, quantity: 1 }],
    });
    const exchange = await requestOf(shopper, order.id, ring.id, {
      type: 'EXCHANGE',
      exchangeProductId: ring.id,
      exchangeSize: '12',
    });
    const done = await completed(exchange.id, 1);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<ReturnRequest>(done)).toMatchObject({ status: 'COMPLETED', creditNote: null });

    const attar = await productFor(t, categoryId, { rupees: 600 });
    const second = await deliveredOrder({ items: [{ productId: attar.id, quantity: 1 }] });
    const rejected = await requestOf(second.shopper, second.order.id, attar.id);
    const answer = await decide(t, admin.token, rejected.id, 'reject', { reason: 'Opened' });
    expect(answer.statusCode).toBe(200);
    expect(json<ReturnRequest>(answer).creditNote).toBeNull();
    expect(await countOfNotes()).toBe(before);
  });
});
