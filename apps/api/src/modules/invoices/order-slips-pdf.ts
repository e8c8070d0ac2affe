import PDFDocument from 'pdfkit';
import {
  BODY_FONT,
  BOLD_FONT,
  drawText,
  pdfBytes,
  pdfSafe,
  registerPdfFonts,
} from '../../lib/pdf-kit.js';
import {
  drawTable,
  INK,
  MUTED,
  PAGE_MARGIN,
  RULE,
  SHADE,
  type Column,
} from './invoice-pdf-tables.js';

// The order's two papers without prices (docs/product.md, "Gifts"): the packing slip the store
// packs the parcel by, and the gift receipt a shopper puts in a present. Both carry the gift
// message; neither carries an amount, so a gift never arrives with its price.

/** What both papers print: read from the order as it was placed. */
export interface OrderSlip {
  orderNumber: string;
  placedAt: Date;
  /** The parcel's address (the packing slip prints it; the gift receipt does not). */
  shipTo: {
    fullName: string;
    lines: string[];
  };
  items: { name: string; size: string | null; sku: string; quantity: number }[];
  giftWrap: boolean;
  giftMessage: string | null;
  /** The payment's name, for the packer: cash on delivery goes with a courier that collects. */
  paymentMethodName: string;
}

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const BRAND = 'Attar House';

function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void, compress = true) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress,
    info: { Title: title, Author: BRAND },
  });
  const finished = pdfBytes(doc);
  registerPdfFonts(doc);
  draw(doc);
  doc.end();
  return finished;
}

const width = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * PAGE_MARGIN;

/** The brand, the paper's name and the order's number and date; answers where the body starts. */
function drawHeading(doc: PDFKit.PDFDocument, paper: string, slip: OrderSlip): number {
  doc.font(BOLD_FONT).fontSize(18).fillColor(INK);
  doc.text(BRAND, PAGE_MARGIN, PAGE_MARGIN);
  doc.font(BOLD_FONT).fontSize(12).fillColor(MUTED);
  doc.text(paper, PAGE_MARGIN, PAGE_MARGIN + 4, { width: width(doc), align: 'right' });
  doc.font(BODY_FONT).fontSize(10).fillColor(INK);
  doc.text(
    `Order ${slip.orderNumber}, placed on ${indiaDate.format(slip.placedAt)}`,
    PAGE_MARGIN,
    PAGE_MARGIN + 30,
  );
  const y = doc.y + 8;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return y + 12;
}

/** The gift message in a shaded box; answers where the box ends. */
function drawGiftMessage(doc: PDFKit.PDFDocument, message: string, top: number): number {
  const text = `“${pdfSafe(message)}”`;
  doc.font(BODY_FONT).fontSize(12);
  const textHeight = doc.heightOfString(text, { width: width(doc) - 24 });
  const height = textHeight + 40;
  doc.rect(PAGE_MARGIN, top, width(doc), height).fill(SHADE);
  doc.font(BOLD_FONT).fontSize(10).fillColor(MUTED);
  doc.text('Gift message', PAGE_MARGIN + 12, top + 10);
  doc.font(BODY_FONT).fontSize(12).fillColor(INK);
  drawText(doc, text, PAGE_MARGIN + 12, top + 26, { width: width(doc) - 24 });
  return top + height + 14;
}

const sizeOf = (item: OrderSlip['items'][number]) => (item.size ? pdfSafe(item.size) : '-');

/**
 * One order's packing slip from the top of the current page: the address, each line with its
 * size, SKU and quantity and a box to tick, whether to gift-wrap, and the gift message to put in
 * the parcel.
 */
function drawPackingSlip(doc: PDFKit.PDFDocument, slip: OrderSlip): void {
  let y = drawHeading(doc, 'PACKING SLIP', slip);
  doc.font(BOLD_FONT).fontSize(10).fillColor(MUTED).text('Ship to', PAGE_MARGIN, y);
  doc.font(BOLD_FONT).fontSize(11).fillColor(INK);
  drawText(doc, pdfSafe(slip.shipTo.fullName), PAGE_MARGIN, doc.y + 2);
  doc.font(BODY_FONT).fontSize(10);
  for (const line of slip.shipTo.lines) drawText(doc, pdfSafe(line), PAGE_MARGIN, doc.y);
  doc.text(`Payment: ${pdfSafe(slip.paymentMethodName)}`, PAGE_MARGIN, doc.y + 6);
  y = doc.y + 14;
  if (slip.giftWrap || slip.giftMessage) {
    doc.font(BOLD_FONT).fontSize(11).fillColor(INK);
    const gift = slip.giftWrap
      ? 'Gift order: gift-wrap every item and leave no price in the parcel.'
      : 'Gift order: leave no price in the parcel.';
    doc.text(gift, PAGE_MARGIN, y);
    y = doc.y + 10;
  }
  const columns: Column[] = [
    { title: '#', width: 18, align: 'left' },
    { title: 'Item', width: 0, align: 'left' },
    { title: 'Size', width: 80, align: 'left' },
    { title: 'SKU', width: 110, align: 'left' },
    { title: 'Qty', width: 34, align: 'right' },
    { title: 'Packed', width: 44, align: 'center' },
  ];
  y = drawTable(
    doc,
    columns,
    slip.items.map((item, index) => ({
      cells: [
        String(index + 1),
        pdfSafe(item.name),
        sizeOf(item),
        pdfSafe(item.sku),
        String(item.quantity),
        '[  ]',
      ],
    })),
    y,
  );
  if (slip.giftMessage) drawGiftMessage(doc, slip.giftMessage, y + 18);
}

/** One order's packing slip. */
export function renderPackingSlipPdf(
  slip: OrderSlip,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPackingSlipsPdf([slip], options);
}

/**
 * The packing slips of a day's parcels in one file to print at once: each order's slip starts on
 * a page of its own, so the packer puts each page in its parcel.
 */
export function renderPackingSlipsPdf(
  slips: OrderSlip[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title =
    slips.length === 1
      ? `Packing slip ${slips[0]!.orderNumber}`
      : `Packing slips of ${slips.length} orders`;
  return renderPdf(
    title,
    (doc) => {
      slips.forEach((slip, index) => {
        if (index > 0) doc.addPage();
        drawPackingSlip(doc, slip);
      });
    },
    options.compress,
  );
}

/**
 * The gift receipt: what is in the present, without a price, with the gift message and how an
 * exchange is asked for.
 */
export function renderGiftReceiptPdf(
  slip: OrderSlip,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(
    `Gift receipt ${slip.orderNumber}`,
    (doc) => {
      let y = drawHeading(doc, 'GIFT RECEIPT', slip);
      doc.font(BODY_FONT).fontSize(11).fillColor(INK);
      doc.text('A gift for you, chosen with care. This receipt shows no prices.', PAGE_MARGIN, y);
      y = doc.y + 12;
      if (slip.giftMessage) y = drawGiftMessage(doc, slip.giftMessage, y);
      const columns: Column[] = [
        { title: 'Item', width: 0, align: 'left' },
        { title: 'Size', width: 110, align: 'left' },
        { title: 'Qty', width: 40, align: 'right' },
      ];
      y = drawTable(
        doc,
        columns,
        slip.items.map((item) => ({
          cells: [pdfSafe(item.name), sizeOf(item), String(item.quantity)],
        })),
        y,
      );
      doc.font(BODY_FONT).fontSize(9).fillColor(MUTED);
      doc.text(
        `A different size or scent? The person who gave you this gift can ask for an exchange from their ${BRAND} account, quoting order ${slip.orderNumber}.`,
        PAGE_MARGIN,
        y + 18,
        { width: width(doc) },
      );
    },
    options.compress,
  );
}
