import { formatIndianNumber } from '@attar/contracts';
import { lineRateBasisPoints, type InvoiceLine, type SupplyType } from './invoice-figures.js';
import { BODY_FONT, BOLD_FONT, drawText, pdfSafe } from '../../lib/pdf-kit.js';

// The two tables of a tax document: its lines, each with its own GST rate, and the HSN-wise
// summary that GST rule 46 asks for (one row per HSN/SAC and rate, and a total row).

export const PAGE_MARGIN = 40;
export const INK = '#1c1917';
export const MUTED = '#57534e';
export const RULE = '#d6d3d1';
export const SHADE = '#f5f5f4';

const TABLE_SIZE = 7;
const HEAD_HEIGHT = 22;

/** A figure in rupees with Indian grouping and no sign, for a column headed "(₹)". */
export const figure = (paise: number) => formatIndianNumber(paise / 100, 2, 2);

/** A rate in basis points as a percentage: 1800 as "18%", 150 as "1.5%". */
export const percent = (basisPoints: number) => `${formatIndianNumber(basisPoints / 100, 3)}%`;

export const isIntra = (supplyType: SupplyType) => supplyType === 'INTRA_STATE';

export interface Column {
  title: string;
  /** Points; 0 takes what the other columns leave. */
  width: number;
  align: 'left' | 'right' | 'center';
}

interface Row {
  cells: string[];
  bold?: boolean;
}

function fitted(doc: PDFKit.PDFDocument, columns: Column[]): Column[] {
  const usable = doc.page.width - 2 * PAGE_MARGIN;
  const taken = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) =>
    column.width === 0 ? { ...column, width: usable - taken } : column,
  );
}

function drawHead(doc: PDFKit.PDFDocument, columns: Column[], top: number): number {
  doc.rect(PAGE_MARGIN, top, doc.page.width - 2 * PAGE_MARGIN, HEAD_HEIGHT).fill(SHADE);
  let x = PAGE_MARGIN;
  doc.font(BOLD_FONT).fontSize(TABLE_SIZE).fillColor(INK);
  for (const column of columns) {
    doc.text(column.title, x + 2, top + 3, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  return top + HEAD_HEIGHT;
}

/**
 * Draws a table from `top`, starting a new page (with the head drawn again) where a row would
 * run into the foot; answers where the table ends.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columnsAsked: Column[],
  rows: Row[],
  top: number,
): number {
  const columns = fitted(doc, columnsAsked);
  const bottomLimit = doc.page.height - PAGE_MARGIN - 30;
  if (top + HEAD_HEIGHT + 20 > bottomLimit) {
    doc.addPage();
    top = PAGE_MARGIN;
  }
  let y = drawHead(doc, columns, top);
  for (const row of rows) {
    doc.font(row.bold ? BOLD_FONT : BODY_FONT).fontSize(TABLE_SIZE);
    const height =
      Math.max(
        ...row.cells.map((cell, index) =>
          doc.heightOfString(cell, { width: columns[index]!.width - 4 }),
        ),
      ) + 6;
    if (y + height > bottomLimit) {
      doc.addPage();
      y = drawHead(doc, columns, PAGE_MARGIN);
    }
    let x = PAGE_MARGIN;
    doc
      .font(row.bold ? BOLD_FONT : BODY_FONT)
      .fontSize(TABLE_SIZE)
      .fillColor(INK);
    row.cells.forEach((cell, index) => {
      const column = columns[index]!;
      drawText(doc, cell, x + 2, y + 3, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    y += height;
    doc
      .moveTo(PAGE_MARGIN, y)
      .lineTo(doc.page.width - PAGE_MARGIN, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }
  return y;
}

const money = (title: string, width = 50): Column => ({ title, width, align: 'right' });

/** The lines: each with its HSN/SAC, its GST rate and the tax it bears at that rate. */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  lines: InvoiceLine[],
  supplyType: SupplyType,
  top: number,
): number {
  const intra = isIntra(supplyType);
  const columns: Column[] = [
    { title: '#', width: 14, align: 'left' },
    { title: 'Description', width: 0, align: 'left' },
    { title: 'HSN/SAC', width: 38, align: 'left' },
    { title: 'Qty', width: 22, align: 'right' },
    money('Unit price (₹)', 48),
    money('Discount (₹)', 44),
    money('Taxable value (₹)'),
    { title: 'GST rate', width: 28, align: 'right' },
    ...(intra ? [money('CGST (₹)', 44), money('SGST (₹)', 44)] : [money('IGST (₹)', 48)]),
    money('Amount (₹)'),
  ];
  const rows = lines.map((line, index) => ({
    cells: [
      String(index + 1),
      pdfSafe(line.description),
      line.hsnSac,
      String(line.quantity),
      figure(line.unitPricePaise),
      figure(line.discountPaise),
      figure(line.taxablePaise),
      percent(lineRateBasisPoints(line)),
      ...(intra ? [figure(line.cgstPaise), figure(line.sgstPaise)] : [figure(line.igstPaise)]),
      figure(line.amountPaise),
    ],
  }));
  return drawTable(doc, columns, rows, top);
}

export interface HsnSummaryRow {
  hsnSac: string;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

/** The lines added up per HSN/SAC and rate, in order of code and then rate. */
export function hsnSummary(lines: InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const rateBasisPoints = lineRateBasisPoints(line);
    const key = `${line.hsnSac}\u0000${rateBasisPoints}`;
    const row = rows.get(key) ?? {
      hsnSac: line.hsnSac,
      rateBasisPoints,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    row.taxPaise += line.cgstPaise + line.sgstPaise + line.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => a.hsnSac.localeCompare(b.hsnSac) || a.rateBasisPoints - b.rateBasisPoints,
  );
}

/** The HSN-wise summary with its total row, which adds up to the document's totals. */
export function drawHsnSummary(
  doc: PDFKit.PDFDocument,
  lines: InvoiceLine[],
  supplyType: SupplyType,
  top: number,
): number {
  const intra = isIntra(supplyType);
  const summary = hsnSummary(lines);
  const taxColumns: Column[] = intra
    ? [
        { title: 'CGST rate', width: 40, align: 'right' },
        money('CGST (₹)', 60),
        { title: 'SGST rate', width: 40, align: 'right' },
        money('SGST (₹)', 60),
      ]
    : [{ title: 'IGST rate', width: 40, align: 'right' }, money('IGST (₹)', 70)];
  const columns: Column[] = [
    { title: 'HSN/SAC', width: 0, align: 'left' },
    money('Taxable value (₹)', 80),
    { title: 'GST rate', width: 40, align: 'right' },
    ...taxColumns,
    money('Total tax (₹)', 70),
  ];
  const taxCells = (row: Omit<HsnSummaryRow, 'hsnSac' | 'rateBasisPoints'>, rate?: number) =>
    intra
      ? [
          rate === undefined ? '' : percent(rate / 2),
          figure(row.cgstPaise),
          rate === undefined ? '' : percent(rate / 2),
          figure(row.sgstPaise),
        ]
      : [rate === undefined ? '' : percent(rate), figure(row.igstPaise)];
  const total = summary.reduce(
    (sum, row) => ({
      taxablePaise: sum.taxablePaise + row.taxablePaise,
      cgstPaise: sum.cgstPaise + row.cgstPaise,
      sgstPaise: sum.sgstPaise + row.sgstPaise,
      igstPaise: sum.igstPaise + row.igstPaise,
      taxPaise: sum.taxPaise + row.taxPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 },
  );
  // The title, the head and two rows stay together.
  if (top + 70 > doc.page.height - PAGE_MARGIN - 30) {
    doc.addPage();
    top = PAGE_MARGIN;
  }
  doc
    .font(BOLD_FONT)
    .fontSize(8.5)
    .fillColor(INK)
    .text('HSN/SAC summary', PAGE_MARGIN, top, { width: 300 });
  return drawTable(
    doc,
    columns,
    [
      ...summary.map((row) => ({
        cells: [
          row.hsnSac,
          figure(row.taxablePaise),
          percent(row.rateBasisPoints),
          ...taxCells(row, row.rateBasisPoints),
          figure(row.taxPaise),
        ],
      })),
      {
        cells: [
          'Total',
          figure(total.taxablePaise),
          '',
          ...taxCells(total),
          figure(total.taxPaise),
        ],
        bold: true,
      },
    ],
    doc.y + 4,
  );
}
