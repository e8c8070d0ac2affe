import { formatRupees } from '@attar/contracts';
import PDFDocument from 'pdfkit';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { COURIER_SAC, lineRateBasisPoints } from './invoice-figures.js';
import {
  BODY_FONT,
  BOLD_FONT,
  drawText,
  pdfBytes,
  pdfSafe,
  registerPdfFonts,
} from '../../lib/pdf-kit.js';
import {
  drawHsnSummary,
  drawLineTable,
  INK,
  isIntra,
  MUTED,
  PAGE_MARGIN,
  percent,
  RULE,
  SHADE,
} from './invoice-pdf-tables.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// The tax invoice and the credit note as A4 PDFs, drawn in Noto Sans Devanagari embedded from
// its npm package (no network; lib/pdf-kit.ts). Everything printed comes from the
// document's snapshot.

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const rupees = (paise: number) => formatRupees(paise / 100);
const dateOf = (iso: string) => indiaDate.format(new Date(iso));

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

const REASONS: Record<CreditNoteSnapshot['reason'], string> = {
  RETURN: 'Goods returned',
  CANCELLATION: 'Order cancelled',
};

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

/** Draws the seller, the document's particulars and the buyer; answers where the table starts. */
function drawHeader(doc: PDFKit.PDFDocument, snapshot: TaxDocument): number {
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const { seller } = snapshot;

  const title = isCreditNote(snapshot) ? 'CREDIT NOTE' : 'TAX INVOICE';
  doc.fillColor(INK).font(BOLD_FONT).fontSize(16).text(title, left, PAGE_MARGIN, {
    width,
    align: 'right',
  });
  doc.font(BOLD_FONT).fontSize(12);
  drawText(doc, pdfSafe(seller.legalName), left, PAGE_MARGIN, { width: 300 });
  doc.font(BODY_FONT).fontSize(8.5).fillColor(MUTED);
  drawText(doc, pdfSafe(seller.address), undefined, undefined, { width: 300 });
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
          ['Reason', REASONS[snapshot.reason]],
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
    doc.font(BODY_FONT).fontSize(8.5).fillColor(MUTED).text(label, left, y, { width: 90 });
    doc.font(BOLD_FONT).fillColor(INK);
    drawText(doc, value, left + 90, y, { width: 160 });
    y = doc.y + 1;
  }

  const buyerLeft = left + width / 2 + 10;
  const buyerWidth = width / 2 - 10;
  doc
    .font(BOLD_FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('BILL TO / SHIP TO', buyerLeft, particularsTop);
  doc.font(BOLD_FONT).fontSize(10).fillColor(INK);
  drawText(doc, pdfSafe(snapshot.buyer.name), buyerLeft, doc.y + 2, { width: buyerWidth });
  doc.font(BODY_FONT).fontSize(8.5).fillColor(INK);
  for (const line of addressLines(snapshot.buyer.address))
    drawText(doc, line, undefined, undefined, { width: buyerWidth });

  return Math.max(y, doc.y) + 16;
}

/**
 * The totals per GST rate (CGST 9% and SGST 9%, or IGST 18%, then the 3% lines' and so on), as
 * the lines of one document may be taxed at different rates.
 */
function taxRows(snapshot: TaxDocument): [string, number][] {
  const byRate = new Map<number, { cgst: number; sgst: number; igst: number }>();
  for (const line of snapshot.lines) {
    const rate = lineRateBasisPoints(line);
    const sums = byRate.get(rate) ?? { cgst: 0, sgst: 0, igst: 0 };
    sums.cgst += line.cgstPaise;
    sums.sgst += line.sgstPaise;
    sums.igst += line.igstPaise;
    byRate.set(rate, sums);
  }
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  return rates.flatMap((rate): [string, number][] => {
    const sums = byRate.get(rate)!;
    return isIntra(snapshot.supplyType)
      ? [
          [`CGST ${percent(rate / 2)}`, sums.cgst],
          [`SGST ${percent(rate / 2)}`, sums.sgst],
        ]
      : [[`IGST ${percent(rate)}`, sums.igst]];
  });
}

function drawTotals(doc: PDFKit.PDFDocument, snapshot: TaxDocument, top: number): void {
  const { totals } = snapshot;
  const credited = isCreditNote(snapshot);
  const rows: [string, number][] = [
    [credited ? 'Taxable value credited' : 'Total taxable value', totals.taxablePaise],
    ...taxRows(snapshot).map(([label, paise]): [string, number] => [
      credited ? `${label} credited` : label,
      paise,
    ]),
    [credited ? 'Total tax credited' : 'Total tax', totals.taxPaise],
  ];
  if (top + 150 + rows.length * 14 > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    top = PAGE_MARGIN;
  }
  const labelLeft = doc.page.width - PAGE_MARGIN - 250;
  let y = top;
  doc.font(BODY_FONT).fontSize(9).fillColor(INK);
  for (const [label, paise] of rows) {
    doc.text(label, labelLeft, y, { width: 150 });
    doc.text(rupees(paise), labelLeft + 150, y, { width: 100, align: 'right' });
    y += 14;
  }
  doc.rect(labelLeft - 6, y - 2, 256, 20).fill(SHADE);
  doc.font(BOLD_FONT).fontSize(10).fillColor(INK);
  doc.text(credited ? 'Total credited' : 'Invoice total', labelLeft, y + 2, { width: 150 });
  doc.text(rupees(totals.totalPaise), labelLeft + 150, y + 2, { width: 100, align: 'right' });
  y += 30;

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  doc
    .font(BODY_FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(credited ? 'Amount credited in words' : 'Amount in words', left, y);
  doc
    .font(BOLD_FONT)
    .fontSize(9)
    .fillColor(INK)
    .text(snapshot.amountInWords, left, doc.y + 2, { width });
  doc.moveDown(1.5);
  doc.font(BODY_FONT).fontSize(8).fillColor(MUTED);
  doc.text(`Prices include GST. Amounts in Indian rupees. ${chargesRule(snapshot)}`, left, doc.y, {
    width,
  });
  doc.text(
    `This is a computer-generated ${nameOf(snapshot).toLowerCase()} and needs no signature.`,
    { width },
  );
  doc.moveDown(1.5);
  doc.font(BOLD_FONT).fontSize(9).fillColor(INK);
  drawText(doc, `For ${pdfSafe(snapshot.seller.legalName)}`, undefined, undefined, {
    width,
    align: 'right',
  });
  doc
    .font(BODY_FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', { width, align: 'right' });
}

/**
 * How the document taxed its charges: at the principal goods' rate as part of a composite supply
 * (docs/decisions/0041), or, on documents issued before that rule, as courier services.
 */
function chargesRule(snapshot: TaxDocument): string {
  const services = snapshot.lines.filter((line) => line.kind === 'SERVICE');
  if (services.length === 0) return '';
  return services.some((line) => line.hsnSac === COURIER_SAC)
    ? `Shipping and the cash-on-delivery fee are taxed as courier services (SAC ${COURIER_SAC}).`
    : 'Shipping and the cash-on-delivery fee are part of a composite supply and taxed at the rate of its principal goods.';
}

/** "Invoice AH/26-27/000123 - Page 1 of 2" at the foot of every page. */
function drawPageFooters(doc: PDFKit.PDFDocument, snapshot: TaxDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Drawn inside the bottom margin, which would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(BODY_FONT)
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
 * A tax invoice or a credit note as a PDF file. `compress: false` leaves its drawing operators
 * readable in the file (tests).
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
      Author: snapshot.seller.legalName,
      Subject: `Order ${snapshot.order.orderNumber}`,
      CreationDate: new Date(snapshot.issuedAt),
    },
  });
  const finished = pdfBytes(doc);
  registerPdfFonts(doc);
  const tableTop = drawHeader(doc, snapshot);
  const linesEnd = drawLineTable(doc, snapshot.lines, snapshot.supplyType, tableTop);
  const summaryEnd = drawHsnSummary(doc, snapshot.lines, snapshot.supplyType, linesEnd + 14);
  drawTotals(doc, snapshot, summaryEnd + 14);
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
