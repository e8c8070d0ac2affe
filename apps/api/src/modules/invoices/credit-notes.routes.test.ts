// Credit notes of returns: issue, numbering, listing, downloads and who may have them.
import { rupeesToPaise, type AdminOrder, type Order, type ReturnRequest } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsDesk } from '../../../test/credit-note-returns.js';
import { fillInvoiceIdentity, maharashtraSeller, pdfText } from '../../../test/invoice-fixtures.js';
import { productFor } from '../../../test/order-fixtures.js';
import { decide, type Shopper } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { invoiceSnapshotOf } from './invoices.service.js';

let t: TestApp;
let desk: Awaited<ReturnType<typeof returnsDesk>>;
let admin: Shopper;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  desk = await returnsDesk(t);
  ({ admin, categoryId } = desk);
});
afterAll(async () => {
  await t.close();
});

describe('before the invoice identity is filled in', () => {
  it('refuses to complete a return, then issues the invoice and the credit note once it is', async () => {
    const product = await productFor(t, categoryId, { rupees: 800 });
    const { shopper, order } = await desk.deliveredOrder({
      items: [{ productId: product.id, quantity: 1 }],
    });
    const request = await desk.requestOf(shopper, order.id, product.id);
    const refused = await desk.completed(request.id, 1);
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
    expect(await desk.countOfNotes()).toBe(0);
    expect(await invoiceSnapshotOf(t.database.db, order.id)).toBeNull();

    await fillInvoiceIdentity(t);
    const done = await decide(t, admin.token, request.id, 'complete', {});
    expect(done.statusCode, done.body).toBe(200);
    const invoice = (await invoiceSnapshotOf(t.database.db, order.id))!;
    const note = (await desk.noteOf(request.id))!;
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
    const jhumka = await desk.jewel(2499.5);
    ({ shopper, order } = await desk.deliveredOrder({
      items: [
        { productId: attar.id, quantity: 2 },
        { productId: jhumka.id, quantity: 1 },
      ],
    }));
    request = await desk.requestOf(shopper, order.id, jhumka.id);
    const done = await desk.completed(request.id, 1);
    expect(done.statusCode, done.body).toBe(200);
    request = json<ReturnRequest>(done);
    note = (await desk.noteOf(request.id))!;
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
      await desk.customerPdf(shopper.token, order.id, creditNoteId),
      await desk.adminPdf(order.id, creditNoteId),
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
    const foreign = await desk.customerPdf(stranger.token, order.id, creditNoteId);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).code).toBe('NOT_FOUND');
    const { order: other } = await desk.deliveredOrder({
      items: [{ productId: (await productFor(t, categoryId, { rupees: 100 })).id, quantity: 1 }],
      shopper,
    });
    expect((await desk.customerPdf(shopper.token, other.id, creditNoteId)).statusCode).toBe(404);
    expect((await desk.adminPdf(other.id, creditNoteId)).statusCode).toBe(404);
    expect((await desk.adminPdf(order.id, 99_999_999)).statusCode).toBe(404);
    expect((await desk.adminPdf(99_999_999, creditNoteId)).statusCode).toBe(404);
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
    expect((await desk.adminPdf(order.id, creditNoteId, shopper.token)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '1e3', '%00', '99999999999999']) {
      const response = await desk.customerPdf(shopper.token, order.id, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response).code, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('issues nothing twice when the completion is sent again', async () => {
    const before = await desk.countOfNotes();
    const replay = await decide(t, admin.token, request.id, 'complete', {});
    expect(replay.statusCode).toBe(409);
    expect(json(replay).code).toBe('INVALID_STATUS_TRANSITION');
    expect(await desk.countOfNotes()).toBe(before);
  });
});
