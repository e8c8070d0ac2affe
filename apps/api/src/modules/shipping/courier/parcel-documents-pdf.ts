import { formatIndianNumber, formatPrice, indiaDayOf, paiseToRupees } from '@attar/contracts';
import PDFDocument from 'pdfkit';
import { drawCode128, isCode128B } from './code-128.js';
import { CourierError, type BookedParcelDocument, type ParcelSender } from './courier.js';
import { BODY_FONT, BOLD_FONT, pdfBytes, pdfSafe, registerPdfFonts } from '../../../lib/pdf-kit.js';

/** Text as the font can draw it, without the spaces a cleaned field may end with. */
const printable = (text: string): string => pdfSafe(text).trim();

// The store's own parcel papers for self-ship (docs/decisions/0061): a 4x6 inch label per parcel,
// the size thermal label printers take, and the A4 pickup manifest the courier's agent signs
// when they collect the parcels. What a courier needs at a glance is large: the PIN, the AWB's
// barcode and whether to collect cash.

const INK = '#000000';
const MUTED = '#44403c';
const RULE = '#a8a29e';

/** 4x6 inches in points. */
const LABEL_SIZE: [number, number] = [288, 432];
const LABEL_MARGIN = 12;
const LABEL_WIDTH = LABEL_SIZE[0] - 2 * LABEL_MARGIN;

const MANIFEST_MARGIN = 40;

const moneyText = (paise: number) => formatPrice(paiseToRupees(paise));
const weightText = (grams: number) => `${formatIndianNumber(grams / 1000, 3)} kg`;
const unitsOf = (parcel: BookedParcelDocument) =>
  parcel.parcel.items.reduce((sum, item) => sum + item.units, 0);

/** "23 May 2026": the day in India of an instant. */
function indiaDateText(at: Date): string {
  return new Date(`${indiaDayOf(at)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function refuseEmpty(parcels: BookedParcelDocument[]) {
  if (parcels.length === 0) throw new CourierError('COURIER_REFUSED', 'No parcels to print.');
}

function rule(doc: PDFKit.PDFDocument, y: number, from: number, to: number) {
  doc.moveTo(from, y).lineTo(to, y).strokeColor(RULE).lineWidth(0.75).stroke();
}

/** A Code 128 barcode, or the text alone in large type when it holds characters set B lacks. */
function barcodeOrText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
) {
  if (isCode128B(text)) {
    drawCode128(doc, text, box);
  } else {
    doc.font(BOLD_FONT).fontSize(16).fillColor(INK);
    doc.text(printable(text), box.x, box.y + box.height / 3, { width: box.width, align: 'center' });
  }
}

function drawLabel(doc: PDFKit.PDFDocument, document: BookedParcelDocument, sender: ParcelSender) {
  const left = LABEL_MARGIN;
  const width = LABEL_WIDTH;
  const { parcel } = document;
  const single = { width, lineBreak: false, ellipsis: true, height: 20 } as const;

  doc.font(BOLD_FONT).fontSize(13).fillColor(INK);
  doc.text(printable(document.courierName), left, 10, single);

  // Whether to collect cash, in a box the agent cannot miss.
  doc.rect(left, 32, width, 34).lineWidth(1.5).strokeColor(INK).stroke();
  const cash = parcel.codAmountPaise > 0;
  doc.font(BOLD_FONT).fontSize(cash ? 18 : 13);
  doc.text(
    cash ? `COD: collect ${moneyText(parcel.codAmountPaise)}` : 'PREPAID: do not collect cash',
    left,
    cash ? 38 : 42,
    { ...single, align: 'center' },
  );

  barcodeOrText(doc, document.awb, { x: left, y: 74, width, height: 54 });
  doc.font(BOLD_FONT).fontSize(11).fillColor(INK);
  doc.text(`AWB ${printable(document.awb)}`, left, 131, { ...single, align: 'center' });
  rule(doc, 150, left, left + width);

  const to = parcel.address;
  doc.font(BODY_FONT).fontSize(7).fillColor(MUTED).text('To', left, 155, single);
  doc.font(BOLD_FONT).fontSize(12).fillColor(INK);
  doc.text(printable(to.name), left, 164, single);
  const lines = [to.line1, to.line2, `${to.city}, ${to.state}`]
    .filter((line): line is string => Boolean(line))
    .map(printable);
  doc.font(BODY_FONT).fontSize(9);
  doc.text(lines.join('\n'), left, 181, { width, height: 46, ellipsis: true });
  doc.font(BOLD_FONT).fontSize(22);
  doc.text(`PIN ${printable(to.pincode)}`, left, 229, single);
  const phone = to.phone ?? parcel.customer.phone;
  doc.font(BODY_FONT).fontSize(9);
  doc.text(phone ? `Phone ${printable(phone)}` : 'Phone not given', left, 258, single);
  rule(doc, 276, left, left + width);

  doc.font(BODY_FONT).fontSize(7).fillColor(MUTED).text('From', left, 281, single);
  doc.font(BOLD_FONT).fontSize(9).fillColor(INK);
  doc.text(printable(sender.name), left, 290, single);
  doc.font(BODY_FONT).fontSize(8);
  const senderLines = [
    ...sender.addressLines.map(printable),
    ...(sender.phone ? [`Phone ${printable(sender.phone)}`] : []),
  ];
  doc.text(senderLines.join('\n'), left, 303, { width, height: 40, ellipsis: true });
  rule(doc, 346, left, left + width);

  barcodeOrText(doc, document.orderNumber, { x: left, y: 352, width, height: 34 });
  doc.font(BOLD_FONT).fontSize(10).fillColor(INK);
  doc.text(`Order ${printable(document.orderNumber)}`, left, 389, { ...single, align: 'center' });

  const units = unitsOf(document);
  doc.font(BODY_FONT).fontSize(9).fillColor(INK);
  doc.text(
    `${units} ${units === 1 ? 'item' : 'items'}    Weight ${weightText(parcel.weightGrams)}`,
    left,
    409,
    { ...single, align: 'center' },
  );
}

/** The labels of these parcels: one 4x6 inch page each, in the order given. */
export function drawParcelLabels(
  parcels: BookedParcelDocument[],
  sender: ParcelSender,
): Promise<Buffer> {
  refuseEmpty(parcels);
  const doc = new PDFDocument({
    size: LABEL_SIZE,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Parcel labels (${parcels.length})`, Author: sender.name },
  });
  const finished = pdfBytes(doc);
  registerPdfFonts(doc);
  for (const parcel of parcels) {
    doc.addPage({ size: LABEL_SIZE, margin: 0 });
    drawLabel(doc, parcel, sender);
  }
  doc.end();
  return finished;
}

interface Column {
  title: string;
  /** Points; 0 takes what the others leave. */
  width: number;
  align: 'left' | 'right';
}

const MANIFEST_COLUMNS: Column[] = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Order number', width: 100, align: 'left' },
  { title: 'AWB', width: 105, align: 'left' },
  { title: 'Consignee', width: 0, align: 'left' },
  { title: 'PIN', width: 46, align: 'left' },
  { title: 'COD', width: 66, align: 'right' },
  { title: 'Weight', width: 52, align: 'right' },
];
const TABLE_SIZE = 8;
const HEAD_HEIGHT = 18;

function fittedColumns(doc: PDFKit.PDFDocument): Column[] {
  const usable = doc.page.width - 2 * MANIFEST_MARGIN;
  const taken = MANIFEST_COLUMNS.reduce((sum, column) => sum + column.width, 0);
  return MANIFEST_COLUMNS.map((column) =>
    column.width === 0 ? { ...column, width: usable - taken } : column,
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  cells: string[],
  top: number,
  bold = false,
): number {
  doc
    .font(bold ? BOLD_FONT : BODY_FONT)
    .fontSize(TABLE_SIZE)
    .fillColor(INK);
  const height =
    Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 6 })),
    ) + 8;
  let x = MANIFEST_MARGIN;
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(cell, x + 3, top + 4, { width: column.width - 6, align: column.align });
    x += column.width;
  });
  return height;
}

function drawHead(doc: PDFKit.PDFDocument, columns: Column[], top: number): number {
  doc.rect(MANIFEST_MARGIN, top, doc.page.width - 2 * MANIFEST_MARGIN, HEAD_HEIGHT).fill('#e7e5e4');
  drawRow(
    doc,
    columns,
    columns.map((column) => column.title),
    top,
    true,
  );
  return top + HEAD_HEIGHT;
}

function drawManifestHeading(
  doc: PDFKit.PDFDocument,
  parcels: BookedParcelDocument[],
  sender: ParcelSender,
  printedAt: Date,
): number {
  const left = MANIFEST_MARGIN;
  const width = doc.page.width - 2 * MANIFEST_MARGIN;
  doc.font(BOLD_FONT).fontSize(18).fillColor(INK).text('Pickup manifest', left, left);
  doc.font(BODY_FONT).fontSize(10);
  doc.text(`Date: ${indiaDateText(printedAt)}`, left, left + 6, { width, align: 'right' });
  doc
    .font(BOLD_FONT)
    .fontSize(10)
    .text(printable(sender.name), left, left + 34);
  doc.font(BODY_FONT).fontSize(9).fillColor(MUTED);
  for (const line of sender.addressLines) doc.text(printable(line), { width: 320 });
  if (sender.phone) doc.text(`Phone ${printable(sender.phone)}`);
  const couriers = [...new Set(parcels.map((parcel) => printable(parcel.courierName)))];
  doc.font(BOLD_FONT).fontSize(10).fillColor(INK);
  doc.text(
    `${couriers.length === 1 ? 'Courier' : 'Couriers'}: ${couriers.join(', ')}`,
    left,
    doc.y + 8,
  );
  return doc.y + 12;
}

function drawSignatures(doc: PDFKit.PDFDocument, top: number) {
  const left = MANIFEST_MARGIN;
  const half = (doc.page.width - 2 * MANIFEST_MARGIN - 30) / 2;
  const blocks: [string, string[]][] = [
    ['Handed over by the store', ['Name', 'Signature']],
    ["Received by the courier's agent", ['Name', 'Signature', 'Date and time']],
  ];
  blocks.forEach(([title, fields], index) => {
    const x = left + index * (half + 30);
    doc.font(BOLD_FONT).fontSize(9).fillColor(INK).text(title, x, top, { width: half });
    fields.forEach((field, row) => {
      const y = top + 40 + row * 30;
      rule(doc, y, x + 70, x + half);
      doc
        .font(BODY_FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(field, x, y - 9, { width: 66 });
    });
  });
}

/**
 * The pickup manifest of these parcels, on A4: who sends, the day, the courier(s), a row per
 * parcel, the totals and a place for both signatures. `printedAt` is the day it is printed for.
 */
export function drawManifest(
  parcels: BookedParcelDocument[],
  sender: ParcelSender,
  printedAt: Date = new Date(),
): Promise<Buffer> {
  refuseEmpty(parcels);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MANIFEST_MARGIN,
    bufferPages: true,
    info: { Title: `Pickup manifest ${indiaDayOf(printedAt)}`, Author: sender.name },
  });
  const finished = pdfBytes(doc);
  registerPdfFonts(doc);
  const columns = fittedColumns(doc);
  const bottom = doc.page.height - MANIFEST_MARGIN - 20;

  let y = drawHead(doc, columns, drawManifestHeading(doc, parcels, sender, printedAt));
  parcels.forEach((document, index) => {
    const { parcel } = document;
    const cells = [
      String(index + 1),
      printable(document.orderNumber),
      printable(document.awb),
      printable(parcel.address.name),
      printable(parcel.address.pincode),
      parcel.codAmountPaise > 0 ? moneyText(parcel.codAmountPaise) : 'Prepaid',
      weightText(parcel.weightGrams),
    ];
    doc.font(BODY_FONT).fontSize(TABLE_SIZE);
    const height =
      Math.max(
        ...cells.map((cell, at) => doc.heightOfString(cell, { width: columns[at]!.width - 6 })),
      ) + 8;
    if (y + height > bottom) {
      doc.addPage();
      y = drawHead(doc, columns, MANIFEST_MARGIN);
    }
    y += drawRow(doc, columns, cells, y);
    rule(doc, y, MANIFEST_MARGIN, doc.page.width - MANIFEST_MARGIN);
  });

  const cash = parcels.reduce((sum, document) => sum + document.parcel.codAmountPaise, 0);
  const weight = parcels.reduce((sum, document) => sum + document.parcel.weightGrams, 0);
  if (y + 170 > bottom) {
    doc.addPage();
    y = MANIFEST_MARGIN;
  }
  doc.font(BOLD_FONT).fontSize(11).fillColor(INK);
  doc.text(`Parcels: ${parcels.length}`, MANIFEST_MARGIN, y + 14);
  doc.text(`Cash to collect: ${moneyText(cash)}`);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .text(`Total weight: ${weightText(weight)}`);
  drawSignatures(doc, doc.y + 24);

  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font(BODY_FONT).fontSize(7).fillColor(MUTED);
    doc.text(
      `Pickup manifest, ${indiaDateText(printedAt)}, page ${page + 1} of ${count}`,
      MANIFEST_MARGIN,
      doc.page.height - MANIFEST_MARGIN - 8,
      { width: doc.page.width - 2 * MANIFEST_MARGIN, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return finished;
}
