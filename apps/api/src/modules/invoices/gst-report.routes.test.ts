import type { GstSummary, Order, Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCreditNote, redateInvoice } from '../../../test/credit-note-fixtures.js';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import { moveOrder, prepaidMethodId } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { parseCsv } from '../../lib/csv.js';
import { products } from '../../db/schema/index.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { lineRateBasisPoints, type InvoiceLine } from './invoice-figures.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';
import { invoiceSnapshotOf } from './invoices.service.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';

// October 2026 in India runs from 2026-09-30T18:30Z to 2026-10-31T18:30Z.
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let shopper: { id: number; token: string; email: string };
let codId: number;
let upiId: number;

const bengaluruAddress = {
  fullName: 'Kiran Rao',
  addressLine1: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  phoneNumber: '9811122233',
};

/** The invoices and credit notes the tests expect in October, and those they expect outside. */
const doc = {} as {
  mumbai: InvoiceSnapshot;
  bengaluru: InvoiceSnapshot;
  large: InvoiceSnapshot;
  september: InvoiceSnapshot;
  november: InvoiceSnapshot;
  mumbaiNote: CreditNoteSnapshot;
  largeNote: CreditNoteSnapshot;
  novemberNote: CreditNoteSnapshot;
};

async function shipped(
  items: { productId: number; quantity: number }[],
  address: typeof mumbaiAddress,
  paymentMethodId: number,
  issuedAt: string,
): Promise<InvoiceSnapshot> {
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, paymentMethodId, pincode: address.zipCode },
    }),
  );
  const placed = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, shopper.token, address),
        paymentMethodId,
        totalAmount: quote.total,
        items,
      },
    }),
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = json<Order>(placed);
  await moveOrder(t, admin, order.id, 'SHIPPED');
  await redateInvoice(t, order.id, new Date(issuedAt));
  return (await invoiceSnapshotOf(t.database.db, order.id))!;
}

beforeAll(async () => {
  t = await createTestApp();
  const store = await orderReadyStore(t);
  codId = store.codId;
  upiId = await prepaidMethodId(t);
  await zoneForPincode(t.database.db, '560001', { chargePaise: 9900 });
  await fillInvoiceIdentity(t);
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);

  const attar = await productFor(t, store.categoryId, { rupees: 1299.99, stock: 50 });
  const jhumka = await productFor(t, store.categoryId, { rupees: 2499.5, name: 'Kundan Jhumka' });
  await t.database.db
    .update(products)
    .set({ productType: 'JEWELRY' })
    .where(eq(products.id, jhumka.id));
  const formula = await productFor(t, store.categoryId, { rupees: 850, name: '=HYPERLINK("x")' });
  const oud = await productFor(t, store.categoryId, { rupees: 120_000, name: 'Royal Oud' });

  doc.mumbai = await shipped(
    [
      { productId: attar.id, quantity: 2 },
      { productId: jhumka.id, quantity: 1 },
    ],
    mumbaiAddress,
    codId,
    '2026-09-30T18:30:00.000Z',
  );
  doc.bengaluru = await shipped(
    [{ productId: formula.id, quantity: 1 }],
    bengaluruAddress,
    codId,
    '2026-10-31T18:29:59.999Z',
  );
  doc.large = await shipped(
    [
      { productId: oud.id, quantity: 1 },
      { productId: attar.id, quantity: 1 },
    ],
    bengaluruAddress,
    upiId,
    '2026-10-15T06:00:00.000Z',
  );
  doc.september = await shipped(
    [{ productId: attar.id, quantity: 1 }],
    mumbaiAddress,
    codId,
    '2026-09-30T18:29:59.999Z',
  );
  doc.november = await shipped(
    [{ productId: attar.id, quantity: 3 }],
    mumbaiAddress,
    codId,
    '2026-10-31T18:30:00.000Z',
  );
  // The Mumbai buyer returns the attars; the large invoice's buyer returns the oud.
  doc.mumbaiNote = await insertCreditNote(
    t,
    doc.mumbai.order.id,
    (_, index) => index === 0,
    new Date('2026-10-20T10:00:00Z'),
  );
  doc.largeNote = await insertCreditNote(
    t,
    doc.large.order.id,
    (_, index) => index === 0,
    new Date('2026-10-25T10:00:00Z'),
  );
  doc.novemberNote = await insertCreditNote(
    t,
    doc.september.order.id,
    () => true,
    new Date('2026-10-31T18:30:00Z'),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | null = admin.token) =>
  t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });

/** A CSV answer's rows as objects by header, byte order mark and content type checked. */
async function csvRows(url: string): Promise<Record<string, string>[]> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return rows.map((row) =>
    Object.fromEntries(header!.cells.map((name, index) => [name, row.cells[index]!])),
  );
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const rateOf = (line: InvoiceLine) => lineRateBasisPoints(line) / 100;

/** Lines of documents with a sign: +1 for an invoice's, -1 for a credit note's. */
function signedLines(
  documents: { lines: InvoiceLine[] }[],
  sign: 1 | -1,
): { line: InvoiceLine; sign: number }[] {
  return documents.flatMap((document) => document.lines.map((line) => ({ line, sign })));
}

describe('the sales register', () => {
  it('lists every line of the month’s invoices and credit notes, summing to invoices less notes to the paisa', async () => {
    const rows = await csvRows(`/api/admin/gst/sales-register.csv?${OCTOBER}`);
    const invoices = [doc.mumbai, doc.large, doc.bengaluru];
    const notes = [doc.mumbaiNote, doc.largeNote];
    expect(new Set(rows.map((row) => row['Document Number']))).toEqual(
      new Set([
        ...invoices.map((invoice) => invoice.invoiceNumber),
        ...notes.map((note) => note.creditNoteNumber),
      ]),
    );
    expect(rows).toHaveLength(
      sumOf([...invoices, ...notes].map((document) => document.lines.length)),
    );
    expect(sumOf(rows.map((row) => paise(row.Total!)))).toBe(
      sumOf(invoices.map((invoice) => invoice.totals.totalPaise)) -
        sumOf(notes.map((note) => note.totals.totalPaise)),
    );
    for (const row of rows) {
      expect(
        paise(row['Taxable Value']!) + paise(row.CGST!) + paise(row.SGST!) + paise(row.IGST!),
      ).toBe(paise(row.Total!));
    }
    const noteRow = rows.find((row) => row['Document Number'] === doc.largeNote.creditNoteNumber)!;
    expect(noteRow).toMatchObject({
      'Document Type': 'Credit note',
      'Against Invoice': doc.large.invoiceNumber,
      'Place Of Supply': '29-Karnataka',
      Quantity: '-1',
      Total: `-${(doc.largeNote.totals.totalPaise / 100).toFixed(2)}`,
      'Document Date': '2026-10-25',
    });
    const first = rows.find((row) => row['Document Number'] === doc.mumbai.invoiceNumber)!;
    expect(first).toMatchObject({
      'Document Type': 'Invoice',
      'Document Date': '2026-10-01',
      Buyer: 'Anaya Sharma',
      'Place Of Supply': '27-Maharashtra',
      'Order Number': doc.mumbai.order.orderNumber,
      'HSN/SAC': '3303',
      Quantity: '2',
      'Rate (%)': '18',
    });
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const response = await get(`/api/admin/gst/sales-register.csv?${OCTOBER}`);
    expect(response.body).toContain(`"'=HYPERLINK(""x""), SKU`);
    const rows = await csvRows(`/api/admin/gst/sales-register.csv?${OCTOBER}`);
    const formula = rows.find((row) => row['Document Number'] === doc.bengaluru.invoiceNumber)!;
    expect(formula.Description!.startsWith(`'=HYPERLINK`)).toBe(true);
  });

  it('excludes documents issued outside the month in India time, also at its edges', async () => {
    const rows = await csvRows(`/api/admin/gst/sales-register.csv?${OCTOBER}`);
    const numbers = rows.map((row) => row['Document Number']);
    expect(numbers).not.toContain(doc.september.invoiceNumber);
    expect(numbers).not.toContain(doc.november.invoiceNumber);
    expect(numbers).not.toContain(doc.novemberNote.creditNoteNumber);
    const november = await csvRows(
      '/api/admin/gst/sales-register.csv?from=2026-11-01&to=2026-11-01',
    );
    expect(new Set(november.map((row) => row['Document Number']))).toEqual(
      new Set([doc.november.invoiceNumber, doc.novemberNote.creditNoteNumber]),
    );
  });
});

describe('GSTR-1 tables', () => {
  it('B2CS sums the small invoices by place of supply and rate, less their credit notes', async () => {
    const rows = await csvRows(`/api/admin/gst/gstr1.csv?${OCTOBER}&section=b2cs`);
    expect(Object.keys(rows[0]!)).toEqual([
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    const expected = new Map<string, number>();
    for (const { place, document, sign } of [
      { place: '27-Maharashtra', document: doc.mumbai, sign: 1 },
      { place: '29-Karnataka', document: doc.bengaluru, sign: 1 },
      { place: '27-Maharashtra', document: doc.mumbaiNote, sign: -1 },
    ]) {
      for (const line of document.lines) {
        const key = `${place} ${rateOf(line)}`;
        expected.set(key, (expected.get(key) ?? 0) + sign * line.taxablePaise);
      }
    }
    expect(
      new Map(
        rows.map((row) => [`${row['Place Of Supply']} ${row.Rate}`, paise(row['Taxable Value']!)]),
      ),
    ).toEqual(expected);
    expect(rows.every((row) => row.Type === 'OE' && row['Cess Amount'] === '0.00')).toBe(true);
  });

  it('B2CL lists only the inter-state invoice above ₹1,00,000, one row per rate', async () => {
    const rows = await csvRows(`/api/admin/gst/gstr1.csv?${OCTOBER}&section=b2cl`);
    expect(rows).toEqual([
      {
        'Invoice Number': doc.large.invoiceNumber,
        'Invoice date': '15-Oct-26',
        'Invoice Value': (doc.large.totals.totalPaise / 100).toFixed(2),
        'Place Of Supply': '29-Karnataka',
        'Applicable % of Tax Rate': '',
        Rate: '18',
        'Taxable Value': (doc.large.totals.taxablePaise / 100).toFixed(2),
        'Cess Amount': '0.00',
        'E-Commerce GSTIN': '',
      },
    ]);
  });

  it('CDNUR lists the credit note against the B2C large invoice only', async () => {
    const rows = await csvRows(`/api/admin/gst/gstr1.csv?${OCTOBER}&section=cdnur`);
    expect(rows).toEqual([
      {
        'UR Type': 'B2CL',
        'Note Number': doc.largeNote.creditNoteNumber,
        'Note Type': 'C',
        'Place Of Supply': '29-Karnataka',
        'Note Date': '25-Oct-26',
        'Note Value': (doc.largeNote.totals.totalPaise / 100).toFixed(2),
        'Applicable % of Tax Rate': '',
        Rate: '18',
        'Taxable Value': (doc.largeNote.totals.taxablePaise / 100).toFixed(2),
        'Cess Amount': '0.00',
      },
    ]);
  });

  it('the HSN summary equals invoices less credit notes per HSN and rate', async () => {
    const rows = await csvRows(`/api/admin/gst/gstr1.csv?${OCTOBER}&section=hsn`);
    const expected = new Map<string, number[]>();
    for (const { line, sign } of [
      ...signedLines([doc.mumbai, doc.bengaluru, doc.large], 1),
      ...signedLines([doc.mumbaiNote, doc.largeNote], -1),
    ]) {
      const key = `${line.hsnSac} ${rateOf(line)}`;
      const [value, taxable, igst, cgst, sgst, quantity] = expected.get(key) ?? [0, 0, 0, 0, 0, 0];
      expected.set(key, [
        value! + sign * line.amountPaise,
        taxable! + sign * line.taxablePaise,
        igst! + sign * line.igstPaise,
        cgst! + sign * line.cgstPaise,
        sgst! + sign * line.sgstPaise,
        quantity! + sign * (line.kind === 'GOODS' ? line.quantity : 0),
      ]);
    }
    expect(
      new Map(
        rows.map((row) => [
          `${row.HSN} ${row.Rate}`,
          [
            paise(row['Total Value']!),
            paise(row['Taxable Value']!),
            paise(row['Integrated Tax Amount']!),
            paise(row['Central Tax Amount']!),
            paise(row['State/UT Tax Amount']!),
            Number(row['Total Quantity']),
          ],
        ]),
      ),
    ).toEqual(expected);
    expect(rows.find((row) => row.HSN === '3303')).toMatchObject({
      Description: 'Perfumes and toilet waters',
      UQC: 'NOS',
    });
    // Shipping and the COD fee are in their principal supply's row (decision 0041), no SAC of
    // their own.
    expect(rows.find((row) => row.HSN === '996812')).toBeUndefined();
  });
});

describe('the summary', () => {
  it('totals the month by rate for invoices, credit notes and net', async () => {
    const response = await get(`/api/admin/gst/summary?${OCTOBER}`);
    expect(response.statusCode).toBe(200);
    const summary = json<GstSummary>(response);
    const invoices = [doc.mumbai, doc.bengaluru, doc.large];
    const notes = [doc.mumbaiNote, doc.largeNote];
    const total = (documents: { totals: InvoiceSnapshot['totals'] }[]) =>
      sumOf(documents.map((document) => document.totals.totalPaise)) / 100;
    const tax = (documents: { totals: InvoiceSnapshot['totals'] }[]) =>
      sumOf(documents.map((document) => document.totals.taxPaise)) / 100;
    expect(summary.invoices.count).toBe(3);
    expect(summary.creditNotes.count).toBe(2);
    expect(summary.invoices.total.value).toBe(total(invoices));
    expect(summary.invoices.total.totalTax).toBe(tax(invoices));
    expect(summary.creditNotes.total.value).toBe(total(notes));
    expect(summary.net.total.value).toBe(Math.round((total(invoices) - total(notes)) * 100) / 100);
    expect(summary.invoices.byRate.map((row) => row.rate)).toEqual(
      [...new Set(invoices.flatMap((invoice) => invoice.lines.map(rateOf)))].sort((a, b) => a - b),
    );
    const igst = sumOf(invoices.map((invoice) => invoice.totals.igstPaise)) / 100;
    expect(sumOf(summary.invoices.byRate.map((row) => Math.round(row.igst * 100))) / 100).toBe(
      igst,
    );
  });
});
