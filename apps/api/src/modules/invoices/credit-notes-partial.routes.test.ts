// Credit notes for part of a line after a promo, and the requests that get none.
import { rupeesToPaise, type ReturnRequest } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bengaluruAddress, returnsDesk } from '../../../test/credit-note-returns.js';
import { fillInvoiceIdentity, pdfText } from '../../../test/invoice-fixtures.js';
import { productFor } from '../../../test/order-fixtures.js';
import { decide, type Shopper } from '../../../test/return-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { invoiceSnapshotOf } from './invoices.service.js';

let t: TestApp;
let desk: Awaited<ReturnType<typeof returnsDesk>>;
let admin: Shopper;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  desk = await returnsDesk(t);
  ({ admin, categoryId } = desk);
  await fillInvoiceIdentity(t);
});
afterAll(async () => {
  await t.close();
});

describe('part of a line after a promo discount', () => {
  it('B2G1 within the state: 1 of 3 takes back the refund, taxable + CGST + SGST = total', async () => {
    const attar = await productFor(t, categoryId, { rupees: 999.99 });
    const { shopper, order } = await desk.deliveredOrder({
      items: [{ productId: attar.id, quantity: 3 }],
      promoCode: 'B2G1',
    });
    expect(order.discount).toBeGreaterThan(0);
    const request = await desk.requestOf(shopper, order.id, attar.id);
    const done = json<ReturnRequest>(await desk.completed(request.id, 1));
    const note = (await desk.noteOf(request.id))!;
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
    const { shopper, order } = await desk.deliveredOrder({
      items: [{ productId: rose.id, quantity: 3 }],
      address: bengaluruAddress,
      promoCode: 'FLAT50',
    });
    expect(order.discount).toBeGreaterThan(0);
    expect(order.shippingCharge).toBe(99);
    const request = await desk.requestOf(shopper, order.id, rose.id);
    const done = json<ReturnRequest>(await desk.completed(request.id, 1));
    const note = (await desk.noteOf(request.id))!;
    expect(note.supplyType).toBe('INTER_STATE');
    expect(note.lines.map((line) => line.kind)).toEqual(['GOODS']);
    expect(note.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(note.totals.taxablePaise + note.totals.igstPaise).toBe(note.totals.totalPaise);
    expect(note.totals.totalPaise).toBe(rupeesToPaise(done.refund!.amount));
    const text = await pdfText(
      (await desk.customerPdf(shopper.token, order.id, done.creditNote!.id)).rawPayload,
    );
    expect(text).toContain('IGST');
    expect(text).not.toContain('Shipping charges');
  });
});

describe('requests that get no credit note', () => {
  it('an exchange completed and a rejected request issue none', async () => {
    const before = await desk.countOfNotes();
    const ring = await desk.jewel(1500);
    const { shopper, order } = await desk.deliveredOrder({
      items: [{ productId: ring.id, quantity: 1 }],
    });
    const exchange = await desk.requestOf(shopper, order.id, ring.id, {
      type: 'EXCHANGE',
      exchangeProductId: ring.id,
      exchangeSize: '12',
    });
    const done = await desk.completed(exchange.id, 1);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<ReturnRequest>(done)).toMatchObject({ status: 'COMPLETED', creditNote: null });

    const attar = await productFor(t, categoryId, { rupees: 600 });
    const second = await desk.deliveredOrder({ items: [{ productId: attar.id, quantity: 1 }] });
    const rejected = await desk.requestOf(second.shopper, second.order.id, attar.id);
    const answer = await decide(t, admin.token, rejected.id, 'reject', { reason: 'Opened' });
    expect(answer.statusCode).toBe(200);
    expect(json<ReturnRequest>(answer).creditNote).toBeNull();
    expect(await desk.countOfNotes()).toBe(before);
  });
});
