import { describe, expect, it } from 'vitest';
import { maharashtraSeller, pdfText } from '../../../test/invoice-fixtures.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import type { InvoiceLine, InvoiceTotals, SupplyType } from './invoice-figures.js';
import { pdfSafe } from '../../lib/pdf-kit.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// Invoices and credit notes drawn from snapshots written out by hand: a Hindi-speaking buyer in
// Jaipur or Pune, a gold ring at 3% beside attars and shipping at 18%, figures worked out on
// paper so that taxable values and taxes add up to ₹1,24,500.00 to the paisa.

// Names and words whose glyphs are drawn in the order they are typed, so that text extraction
// (pdf.js, which reads glyphs) gives them back as written; see the font's tests for the others.
const BUYER_NAME = 'नेहा गुप्ता';
const BUYER_STREET = 'मकान 12, गांधी नगर';

interface Figures {
  taxablePaise: number;
  taxPaise: number;
}

/** A line whose tax falls to CGST and SGST in halves (all even here) or wholly to IGST. */
function line(
  supplyType: SupplyType,
  input: Omit<
    InvoiceLine,
    'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise' | 'taxablePaise'
  >,
  figures: Figures,
): InvoiceLine {
  const intra = supplyType === 'INTRA_STATE';
  return {
    ...input,
    taxablePaise: figures.taxablePaise,
    cgstPaise: intra ? figures.taxPaise / 2 : 0,
    sgstPaise: intra ? figures.taxPaise / 2 : 0,
    igstPaise: intra ? 0 : figures.taxPaise,
    amountPaise: figures.taxablePaise + figures.taxPaise,
  };
}

function mixedLines(supplyType: SupplyType, rates = true): InvoiceLine[] {
  const rate = (basisPoints: number) => (rates ? { gstRateBasisPoints: basisPoints } : {});
  return [
    line(
      supplyType,
      {
        kind: 'GOODS',
        description: 'सोने की अंगूठी, Gold ring (size 14), SKU JW-RING-14',
        hsnSac: '7113',
        quantity: 1,
        unitPricePaise: 1_21_441_01,
        grossPaise: 1_21_441_01,
        discountPaise: 0,
        ...rate(300),
      },
      { taxablePaise: 1_17_903_89, taxPaise: 3_537_12 },
    ),
    line(
      supplyType,
      {
        kind: 'GOODS',
        description: 'Mysore Sandal Attar (10 ml), SKU AT-MYS-10',
        hsnSac: '3303',
        quantity: 2,
        unitPricePaise: 1_180_00,
        grossPaise: 2_360_00,
        discountPaise: 0,
        ...rate(1800),
      },
      { taxablePaise: 2_000_00, taxPaise: 360_00 },
    ),
    line(
      supplyType,
      {
        kind: 'GOODS',
        description: 'Kannauj Rose Attar (6 ml), SKU AT-ROSE-6',
        hsnSac: '3303',
        quantity: 1,
        unitPricePaise: 649_99,
        grossPaise: 649_99,
        discountPaise: 50_00,
        ...rate(1800),
      },
      { taxablePaise: 508_47, taxPaise: 91_52 },
    ),
    line(
      supplyType,
      {
        kind: 'SERVICE',
        description: 'Shipping charges',
        hsnSac: '996812',
        quantity: 1,
        unitPricePaise: 99_00,
        grossPaise: 99_00,
        discountPaise: 0,
        ...rate(1800),
      },
      { taxablePaise: 83_90, taxPaise: 15_10 },
    ),
  ];
}

function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((total, each) => total + pick(each), 0);
  return {
    grossPaise: sum((each) => each.grossPaise),
    discountPaise: sum((each) => each.discountPaise),
    taxablePaise: sum((each) => each.taxablePaise),
    cgstPaise: sum((each) => each.cgstPaise),
    sgstPaise: sum((each) => each.sgstPaise),
    igstPaise: sum((each) => each.igstPaise),
    taxPaise: sum((each) => each.cgstPaise + each.sgstPaise + each.igstPaise),
    totalPaise: sum((each) => each.amountPaise),
  };
}

function invoice(
  supplyType: SupplyType,
  { rates = true, lines = mixedLines(supplyType, rates) } = {},
): InvoiceSnapshot {
  const intra = supplyType === 'INTRA_STATE';
  return {
    version: 1,
    invoiceNumber: 'AH/26-27/000042',
    financialYear: '2026-27',
    issuedAt: '2026-11-20T06:30:00.000Z',
    seller: { ...maharashtraSeller, stateCode: '27' },
    buyer: {
      name: BUYER_NAME,
      address: {
        fullName: BUYER_NAME,
        addressLine1: BUYER_STREET,
        addressLine2: null,
        city: intra ? 'Pune' : 'Jaipur',
        state: intra ? 'Maharashtra' : 'Rajasthan',
        zipCode: intra ? '411001' : '302001',
        country: 'India',
        phoneNumber: '9876543210',
      },
    },
    order: {
      id: 7,
      orderNumber: 'AH-20261118-0007',
      orderDate: '2026-11-18T10:00:00.000Z',
      paymentMethod: 'Cash on delivery',
    },
    placeOfSupply: intra
      ? { state: 'Maharashtra', stateCode: '27' }
      : { state: 'Rajasthan', stateCode: '08' },
    supplyType,
    reverseCharge: false,
    lines,
    totals: totalsOf(lines),
    amountInWords: 'Rupees One Lakh Twenty-Four Thousand Five Hundred Only',
  };
}

/** The ring returned: its line credited in full. */
function creditNote(supplyType: SupplyType): CreditNoteSnapshot {
  const { invoiceNumber, issuedAt, lines, ...rest } = invoice(supplyType);
  const credited = [lines[0]!];
  return {
    ...rest,
    kind: 'CREDIT_NOTE',
    creditNoteNumber: 'AH/CN/26-27/000003',
    issuedAt: '2026-11-25T09:00:00.000Z',
    reason: 'RETURN',
    returnRequestId: 11,
    invoice: { invoiceNumber, issuedAt },
    lines: credited,
    totals: totalsOf(credited),
    amountInWords: 'Rupees One Lakh Twenty-One Thousand Four Hundred Forty-One and One Paise Only',
  };
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  '(': '(',
  ')': ')',
  '\\': '\\',
};

/** The ActualText of each marked span of an uncompressed PDF: UTF-16BE literal strings. */
function actualTexts(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)].map(
    (match) => {
      const bytes = match[1]!.replace(
        /\\([nrtbf()\\]|[0-7]{1,3})/g,
        (_, escape: string) => ESCAPES[escape] ?? String.fromCharCode(parseInt(escape, 8)),
      );
      const utf16be = Buffer.from(bytes, 'latin1');
      expect(utf16be.subarray(0, 2)).toEqual(Buffer.from([0xfe, 0xff]));
      return Buffer.from(utf16be.subarray(2)).swap16().toString('utf16le');
    },
  );
}

/** The extracted text with runs of white space as one space, as a reader sees a row. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('a tax invoice with jewellery at 3% and perfume at 18%, within Maharashtra', () => {
  it('shows the buyer in Devanagari, rupee amounts, each line’s rate and the amount in words', async () => {
    const snapshot = invoice('INTRA_STATE');
    expect(snapshot.totals.totalPaise).toBe(1_24_500_00);
    const text = flat(await pdfText(await renderInvoicePdf(snapshot)));
    for (const expected of [
      'TAX INVOICE',
      'AH/26-27/000042',
      BUYER_NAME,
      BUYER_STREET,
      'Maharashtra (27)',
      'GST rate',
      '₹1,24,500.00',
      '₹1,20,496.26',
      '₹4,003.74',
      'Rupees One Lakh Twenty-Four Thousand Five Hundred Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('?');
  });

  it('sums CGST and SGST per rate, never one rate for the whole invoice', async () => {
    const text = flat(await pdfText(await renderInvoicePdf(invoice('INTRA_STATE'))));
    for (const expected of [
      'CGST 9% ₹233.31',
      'SGST 9% ₹233.31',
      'CGST 1.5% ₹1,768.56',
      'SGST 1.5% ₹1,768.56',
      'Total tax ₹4,003.74',
      'Invoice total ₹1,24,500.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints an HSN summary row per code and rate whose total row is the invoice’s totals', async () => {
    const text = flat(await pdfText(await renderInvoicePdf(invoice('INTRA_STATE'))));
    expect(text).toContain('HSN/SAC summary');
    // HSN, taxable value, rate, CGST rate and amount, SGST rate and amount, total tax.
    for (const row of [
      '3303 2,508.47 18% 9% 225.76 9% 225.76 451.52',
      '7113 1,17,903.89 3% 1.5% 1,768.56 1.5% 1,768.56 3,537.12',
      '996812 83.90 18% 9% 7.55 9% 7.55 15.10',
      'Total 1,20,496.26 2,001.87 2,001.87 4,003.74',
    ]) {
      expect(text).toContain(row);
    }
  });
});

describe('the same invoice to Rajasthan (IGST)', () => {
  it('charges IGST at each line’s rate, summed per rate and per HSN, and no CGST or SGST', async () => {
    const snapshot = invoice('INTER_STATE');
    const text = flat(await pdfText(await renderInvoicePdf(snapshot)));
    for (const expected of [
      'Rajasthan (08)',
      BUYER_NAME,
      'IGST 18% ₹466.62',
      'IGST 3% ₹3,537.12',
      'Total tax ₹4,003.74',
      '3303 2,508.47 18% 18% 451.52 451.52',
      '7113 1,17,903.89 3% 3% 3,537.12 3,537.12',
      '996812 83.90 18% 18% 15.10 15.10',
      'Total 1,20,496.26 4,003.74 4,003.74',
      'Rupees One Lakh Twenty-Four Thousand Five Hundred Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });
});

describe('an invoice issued before lines carried their rate', () => {
  it('prints every line at 18%: CGST 9% and SGST 9%', async () => {
    const ring = invoice('INTRA_STATE', { rates: false }).lines.slice(1);
    const snapshot = invoice('INTRA_STATE', { rates: false, lines: ring });
    expect(snapshot.lines.every((each) => each.gstRateBasisPoints === undefined)).toBe(true);
    const text = flat(await pdfText(await renderInvoicePdf(snapshot)));
    for (const expected of [
      'CGST 9% ₹233.31',
      'SGST 9% ₹233.31',
      '3303 2,508.47 18% 9% 225.76 9% 225.76 451.52',
      'taxed as courier services (SAC 996812)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('composite supply');
    expect(text).not.toContain('1.5%');
    expect(text).not.toContain(' 3%');
  });
});

describe('a credit note for a returned ring', () => {
  it('names itself, the invoice it adjusts and why, and labels its totals as credited', async () => {
    const text = flat(await pdfText(await renderCreditNotePdf(creditNote('INTRA_STATE'))));
    for (const expected of [
      'CREDIT NOTE',
      'Credit note number AH/CN/26-27/000003',
      'Against invoice AH/26-27/000042',
      'Invoice date 20 Nov 2026',
      'Reason Goods returned',
      BUYER_NAME,
      BUYER_STREET,
      'Taxable value credited ₹1,17,903.89',
      'CGST 1.5% credited ₹1,768.56',
      'SGST 1.5% credited ₹1,768.56',
      'Total credited ₹1,21,441.01',
      '7113 1,17,903.89 3% 1.5% 1,768.56 1.5% 1,768.56 3,537.12',
      'Rupees One Lakh Twenty-One Thousand Four Hundred Forty-One and One Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('18%');
  });

  it('credits IGST to another state', async () => {
    const text = flat(await pdfText(await renderCreditNotePdf(creditNote('INTER_STATE'))));
    expect(text).toContain('IGST 3% credited ₹3,537.12');
    expect(text).not.toContain('CGST');
  });
});

describe('an invoice too long for one page', () => {
  it('runs onto more pages, each with the table head and its foot, and still totals', async () => {
    const [, attar] = mixedLines('INTER_STATE');
    const many = Array.from({ length: 70 }, (_, index) => ({
      ...attar!,
      description: `Mysore Sandal Attar, batch ${index + 1}, SKU AT-MYS-${index + 1}`,
    }));
    const snapshot = invoice('INTER_STATE', { lines: many });
    const text = flat(await pdfText(await renderInvoicePdf(snapshot)));
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Invoice AH/26-27/000042 - Page ${page} of ${pages}`);
    // The line table's head on the first page and again on the page it continues on.
    expect(text.split('Taxable value (₹) GST rate IGST (₹)').length - 1).toBeGreaterThan(1);
    expect(text).toContain('SKU AT-MYS-70');
    // 70 x ₹2,000.00 taxable and 70 x ₹360.00 IGST.
    expect(text).toContain('3303 1,40,000.00 18% 18% 25,200.00 25,200.00');
    expect(text).toContain('Invoice total ₹1,65,200.00');
  });
});

describe('the font', () => {
  it('has glyphs for the rupee sign, Devanagari and Latin, and none for Tamil or an emoji', () => {
    const drawable = '₹1,24,500.00 प्रिया शर्मा, फ्लैट 4 – Anaya’s “Attar” & Co.';
    expect(pdfSafe(drawable)).toBe(drawable);
    expect(pdfSafe('Priya\tபிரியா 🌸\nSharma')).toBe('Priya Sharma');
  });

  it('carries a name whose glyphs are drawn out of typed order as written, for copying', async () => {
    // "प्रिया शर्मा" draws ि before प्र and र् after मा: the text as typed goes with the glyphs
    // as ActualText, which readers such as Acrobat and poppler copy and search instead.
    const name = 'प्रिया शर्मा';
    const street = 'फ्लैट 4, श्री कृष्ण अपार्टमेंट';
    const snapshot = invoice('INTRA_STATE');
    const pdf = await renderInvoicePdf(
      {
        ...snapshot,
        buyer: { name, address: { ...snapshot.buyer.address, addressLine1: street } },
      },
      { compress: false },
    );
    expect(actualTexts(pdf)).toEqual(expect.arrayContaining([name, street]));
    expect(actualTexts(pdf)).not.toContain('Attar House Private Limited');
  });

  it('leaves out what it cannot draw, and keeps the rest of the name', async () => {
    const snapshot = invoice('INTRA_STATE');
    const text = flat(
      await pdfText(
        await renderInvoicePdf({ ...snapshot, buyer: { ...snapshot.buyer, name: 'Anaya 🌸 Rao' } }),
      ),
    );
    expect(text).toContain('Anaya Rao');
    expect(text).not.toContain('🌸');
  });

  it('embeds only the glyphs used: a one-line invoice stays under 150 KB', async () => {
    const one = invoice('INTRA_STATE').lines.slice(1, 2);
    const pdf = await renderInvoicePdf(invoice('INTRA_STATE', { lines: one }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(150 * 1024);
  });
});
