import PDFDocument from 'pdfkit';
import type { InvoiceLine } from './invoice-figures.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// The tax invoice and the credit note as A4 PDFs, drawn with pdfkit's built-in Helvetica (no font files, no
// network). Everything printed comes from the invoice's snapshot.

const PAGE_MARGIN = 40;
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const SHADE = '#f5f5f4';

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const money = (paise: number) => amount.format(paise / 100);
const dateOf = (iso: string) => indiaDate.format(new Date(iso));

// Characters of WinAnsi (the standard fonts' encoding) above Latin-1.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: the rupee sign spelt out, other unknown characters as "?". */
export function pdfSafe(text: string): string {
  return [...text.replace(/₹/g, 'Rs. ')]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?'))
    .join('');
}

/** A tax invoice or a credit note: both print the same parts from their snapshot. */
export type TaxDocument = InvoiceSnapshot | CreditNoteSnapshot;

const isCreditNote = (document: TaxDocument): document is CreditNoteSnapshot =>
  'kind' in document && document.kind === 'CREDIT_NOTE';

function numberOf(document: TaxDocument): string {
  return isCreditNote(document) ? document.creditNoteNumber : document.invoiceNumber;
}

function nameOf(document: TaxDocument): string {
  return isCreditNote(document) ? 'Credit note' : 'Invoice';
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: InvoiceLine, index: number) => string;
}

function columnsFor(snapshot: TaxDocument): Column[] {
  const intra = snapshot.supplyType === 'INTRA_STATE';
  const taxColumns: Column[] = intra
    ? [
        { title: 'CGST 9%', width: 46, align: 'right', value: (line) => money(line.cgstPaise) },
        { title: 'SGST 9%', width: 46, align: 'right', value: (line) => money(line.sgstPaise) },
      ]
    : [{ title: 'IGST 18%', width: 56, align: 'right', value: (line) => money(line.igstPaise) }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', value: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, align: 'left', value: (line) => pdfSafe(line.description) },
    { title: 'HSN/SAC', width: 40, align: 'left', value: (line) => line.hsnSac },
    { title: 'Qty', width: 24, align: 'right', value: (line) => String(line.quantity) },
    { title: 'Rate', width: 52, align: 'right', value: (line) => money(line.unitPricePaise) },
    { title: 'Discount', width: 46, align: 'right', value: (line) => money(line.discountPaise) },
    {
      title: 'Taxable value',
      width: 56,
      align: 'right',
      value: (line) => money(line.taxablePaise),
    },
    ...taxColumns,
    { title: 'Amount', width: 56, align: 'right', value: (line) => money(line.amountPaise) },
  ];
  const usable = 595.28 - 2 * PAGE_MARGIN;
  const taken = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) =>
    column.width === 0 ? { ...column, width: usable - taken } : column,
  );
}

function addressLines(address: InvoiceSnapshot['buyer']['address']): string[] {
  return [
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    address.phoneNumber ? `Phone: ${address.phoneNumber}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .map(pdfSafe);
}

function stateWithCode(state: string, code: string | null): string {
  return pdfSafe(code ? `${state} (${code})` : state);
}

/** Draws the seller, the invoice's particulars and the buyer; answers where the table starts. */
function drawHeader(doc: PDFKit.PDFDocument, snapshot: TaxDocument): number {
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const { seller } = snapshot;

  const title = isCreditNote(snapshot) ? 'CREDIT NOTE' : 'TAX INVOICE';
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(title, left, PAGE_MARGIN, {
    width,
    align: 'right',
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(pdfSafe(seller.legalName), left, PAGE_MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(pdfSafe(seller.address), { width: 300 });
  doc.text(`GSTIN: ${seller.gstin}`);
  doc.text(`State: ${stateWithCode(seller.state, seller.stateCode)}`);

  const particularsTop = Math.max(doc.y, PAGE_MARGIN + 30) + 14;
  doc
    .moveTo(left, particularsTop - 6)
    .lineTo(left + width, particularsTop - 6)
    .strokeColor(RULE)
    .stroke();

  const particulars: [string, string][] = [
    [`${nameOf(snapshot)} number`, numberOf(snapshot)],
    [`${nameOf(snapshot)} date`, dateOf(snapshot.issuedAt)],
    ...(isCreditNote(snapshot)
      ? ([
          ['Against invoice', snapshot.invoice.invoiceNumber],
          ['Invoice date', dateOf(snapshot.invoice.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order number', snapshot.order.orderNumber],
    ['Order date', dateOf(snapshot.order.orderDate)],
    ['Payment', pdfSafe(snapshot.order.paymentMethod)],
    [
      'Place of supply',
      stateWithCode(snapshot.placeOfSupply.state, snapshot.placeOfSupply.stateCode),
    ],
    ['Reverse charge', 'No'],
  ];
  let y = particularsTop;
  for (const [label, value] of particulars) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label, left, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, left + 90, y, { width: 160 });
    y = doc.y + 2;
  }

  const buyerLeft = left + width / 2 + 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('BILL TO / SHIP TO', buyerLeft, particularsTop);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfSafe(snapshot.buyer.name), buyerLeft, doc.y + 2, {
      width: width / 2 - 10,
    });
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  for (const line of addressLines(snapshot.buyer.address))
    doc.text(line, { width: width / 2 - 10 });

  return Math.max(y, doc.y) + 16;
}

function drawTableHead(doc: PDFKit.PDFDocument, columns: Column[], top: number): number {
  const height = 22;
  doc.rect(PAGE_MARGIN, top, doc.page.width - 2 * PAGE_MARGIN, height).fill(SHADE);
  let x = PAGE_MARGIN;
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(INK);
  for (const column of columns) {
    doc.text(column.title, x + 2, top + 4, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  return top + height;
}

function drawLines(doc: PDFKit.PDFDocument, snapshot: TaxDocument, top: number): number {
  const columns = columnsFor(snapshot);
  const bottomLimit = doc.page.height - PAGE_MARGIN - 40;
  let y = drawTableHead(doc, columns, top);
  snapshot.lines.forEach((line, index) => {
    doc.font('Helvetica').fontSize(7.5);
    const description = columns[1]!;
    const height =
      Math.max(
        doc.heightOfString(description.value(line, index), { width: description.width - 4 }),
        9,
      ) + 8;
    if (y + height > bottomLimit) {
      doc.addPage();
      y = drawTableHead(doc, columns, PAGE_MARGIN);
    }
    let x = PAGE_MARGIN;
    doc.font('Helvetica').fontSize(7.5).fillColor(INK);
    for (const column of columns) {
      doc.text(column.value(line, index), x + 2, y + 4, {
        width: column.width - 4,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    doc
      .moveTo(PAGE_MARGIN, y)
      .lineTo(doc.page.width - PAGE_MARGIN, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  });
  return y + 12;
}

function drawTotals(doc: PDFKit.PDFDocument, snapshot: TaxDocument, top: number): void {
  const { totals } = snapshot;
  const rows: [string, string][] = [
    ['Total taxable value', money(totals.taxablePaise)],
    ...(snapshot.supplyType === 'INTRA_STATE'
      ? ([
          ['CGST @ 9%', money(totals.cgstPaise)],
          ['SGST @ 9%', money(totals.sgstPaise)],
        ] as [string, string][])
      : ([['IGST @ 18%', money(totals.igstPaise)]] as [string, string][])),
    ['Total tax', money(totals.taxPaise)],
  ];
  if (top + 160 > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    top = PAGE_MARGIN;
  }
  const labelLeft = doc.page.width - PAGE_MARGIN - 230;
  let y = top;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const [label, value] of rows) {
    doc.text(label, labelLeft, y, { width: 140 });
    doc.text(value, labelLeft + 140, y, { width: 90, align: 'right' });
    y += 14;
  }
  doc.rect(labelLeft - 6, y - 2, 236, 20).fill(SHADE);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(`${nameOf(snapshot)} total (INR)`, labelLeft, y + 3, { width: 140 });
  doc.text(money(totals.totalPaise), labelLeft + 140, y + 3, { width: 90, align: 'right' });
  y += 30;

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text('Amount in words', left, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(snapshot.amountInWords, left, doc.y + 2, { width });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(
    'Prices include GST. Amounts in Indian rupees. Shipping and the cash-on-delivery fee are taxed as courier services (SAC 996812).',
    left,
    doc.y,
    { width },
  );
  doc.text(
    `This is a computer-generated ${nameOf(snapshot).toLowerCase()} and needs no signature.`,
    { width },
  );
  doc.moveDown(1.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(`For ${pdfSafe(snapshot.seller.legalName)}`, {
      width,
      align: 'right',
    });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', { width, align: 'right' });
}

/** "Invoice AH/26-27/000123 · Page 1 of 2" at the foot of every page. */
function drawPageFooters(doc: PDFKit.PDFDocument, snapshot: TaxDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Drawn inside the bottom margin, which would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `${nameOf(snapshot)} ${numberOf(snapshot)} - Page ${index - start + 1} of ${count}`,
        PAGE_MARGIN,
        doc.page.height - PAGE_MARGIN + 10,
        { width: doc.page.width - 2 * PAGE_MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A tax invoice or a credit note as a PDF file. `compress: false` leaves its text readable in
 * the file (tests).
 */
export function renderTaxDocumentPdf(
  snapshot: TaxDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${isCreditNote(snapshot) ? 'Credit note' : 'Tax invoice'} ${numberOf(snapshot)}`,
      Author: pdfSafe(snapshot.seller.legalName),
      Subject: `Order ${snapshot.order.orderNumber}`,
      CreationDate: new Date(snapshot.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const tableTop = drawHeader(doc, snapshot);
  const totalsTop = drawLines(doc, snapshot, tableTop);
  drawTotals(doc, snapshot, totalsTop);
  drawPageFooters(doc, snapshot);
  doc.end();
  return finished;
}

export const renderInvoicePdf = (snapshot: InvoiceSnapshot, options?: { compress?: boolean }) =>
  renderTaxDocumentPdf(snapshot, options);

export const renderCreditNotePdf = (
  snapshot: CreditNoteSnapshot,
  options?: { compress?: boolean },
) => renderTaxDocumentPdf(snapshot, options);
