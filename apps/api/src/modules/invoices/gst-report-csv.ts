import { basisPointsToRatePercent, rupeesText, type Gstr1Section } from '@attar/contracts';
import type { Stringifier } from 'csv-stringify';
import { spreadsheetCsv } from '../../lib/csv-writer.js';
import {
  groupLines,
  hsnDescription,
  isServiceCode,
  type ReportDocument,
} from './gst-report-figures.js';
import { lineRateBasisPoints } from './invoice-figures.js';

// The GSTR-1 tables as the GST offline tool's CSV templates lay them out (b2cs.csv, b2cl.csv,
// hsn.csv, cdnur.csv), and the sales register an accountant checks them against. Every buyer of
// the store is unregistered: no GSTIN is collected, so there is no B2B or CDNR table.

/** A cell of a money column: paise, written as rupees with two decimals. */
type Column = { key: string; header: string; money?: boolean };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "05-Nov-26": the date form of the offline tool's templates, from YYYY-MM-DD. */
export function templateDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year!.slice(2)}`;
}

/** A CSV of `rows` under the columns' headers; money columns hold paise and print rupees. */
function csvOf(columns: readonly Column[], rows: readonly Record<string, unknown>[]): Stringifier {
  const money = new Set(columns.filter((column) => column.money).map((column) => column.key));
  const csv = spreadsheetCsv(
    columns.map(({ key, header }) => ({ key, header })),
    {
      number: (value, context) =>
        money.has(String(context.column)) ? rupeesText(value) : String(value),
    },
  );
  for (const row of rows) csv.write(row);
  csv.end();
  return csv;
}

const B2CS_COLUMNS: Column[] = [
  { key: 'type', header: 'Type' },
  { key: 'placeOfSupply', header: 'Place Of Supply' },
  { key: 'applicable', header: 'Applicable % of Tax Rate' },
  { key: 'rate', header: 'Rate' },
  { key: 'taxable', header: 'Taxable Value', money: true },
  { key: 'cess', header: 'Cess Amount', money: true },
  { key: 'ecommerceGstin', header: 'E-Commerce GSTIN' },
];

/**
 * B2C small: invoices to unregistered buyers that are not B2C large, by place of supply and
 * rate, less the credit notes issued in the period against such invoices (a negative row where
 * they exceed the period's invoices). "OE": sold by the store itself, not through an operator.
 */
function b2csRows(documents: readonly ReportDocument[]) {
  return groupLines(
    documents.filter((document) => !document.b2cLarge),
    (document, line) => ({ place: document.placeOfSupply, rate: lineRateBasisPoints(line) }),
    (key) => `${key.place}|${key.rate}`,
  )
    .sort((a, b) => a.key.place.localeCompare(b.key.place) || a.key.rate - b.key.rate)
    .map(({ key, amounts }) => ({
      type: 'OE',
      placeOfSupply: key.place,
      applicable: '',
      rate: basisPointsToRatePercent(key.rate),
      taxable: amounts.taxablePaise,
      cess: 0,
      ecommerceGstin: '',
    }));
}

const B2CL_COLUMNS: Column[] = [
  { key: 'number', header: 'Invoice Number' },
  { key: 'date', header: 'Invoice date' },
  { key: 'value', header: 'Invoice Value', money: true },
  { key: 'placeOfSupply', header: 'Place Of Supply' },
  { key: 'applicable', header: 'Applicable % of Tax Rate' },
  { key: 'rate', header: 'Rate' },
  { key: 'taxable', header: 'Taxable Value', money: true },
  { key: 'cess', header: 'Cess Amount', money: true },
  { key: 'ecommerceGstin', header: 'E-Commerce GSTIN' },
];

/** One row per rate of each invoice (or credit note) of `documents`. */
function perDocumentAndRate(documents: readonly ReportDocument[]) {
  return groupLines(
    documents,
    (document, line) => ({ document, rate: lineRateBasisPoints(line) }),
    (key) => `${key.document.kind}|${key.document.number}|${key.rate}`,
  );
}

/** B2C large: each inter-state invoice above the threshold, one row per rate. */
function b2clRows(documents: readonly ReportDocument[]) {
  const invoices = documents.filter((document) => document.kind === 'INVOICE' && document.b2cLarge);
  return perDocumentAndRate(invoices).map(({ key, amounts }) => ({
    number: key.document.number,
    date: templateDate(key.document.date),
    value: key.document.valuePaise,
    placeOfSupply: key.document.placeOfSupply,
    applicable: '',
    rate: basisPointsToRatePercent(key.rate),
    taxable: amounts.taxablePaise,
    cess: 0,
    ecommerceGstin: '',
  }));
}

const CDNUR_COLUMNS: Column[] = [
  { key: 'urType', header: 'UR Type' },
  { key: 'number', header: 'Note Number' },
  { key: 'noteType', header: 'Note Type' },
  { key: 'placeOfSupply', header: 'Place Of Supply' },
  { key: 'date', header: 'Note Date' },
  { key: 'value', header: 'Note Value', money: true },
  { key: 'applicable', header: 'Applicable % of Tax Rate' },
  { key: 'rate', header: 'Rate' },
  { key: 'taxable', header: 'Taxable Value', money: true },
  { key: 'cess', header: 'Cess Amount', money: true },
];

/**
 * CDNUR: credit notes against B2C large invoices, one row per note and rate, in positive figures
 * (the note type "C" says they are taken back). A note against a B2C small invoice is in B2CS.
 */
function cdnurRows(documents: readonly ReportDocument[]) {
  const notes = documents.filter(
    (document) => document.kind === 'CREDIT_NOTE' && document.b2cLarge,
  );
  return perDocumentAndRate(notes).map(({ key, amounts }) => ({
    urType: 'B2CL',
    number: key.document.number,
    noteType: 'C',
    placeOfSupply: key.document.placeOfSupply,
    date: templateDate(key.document.date),
    value: key.document.valuePaise,
    applicable: '',
    rate: basisPointsToRatePercent(key.rate),
    taxable: -amounts.taxablePaise,
    cess: 0,
  }));
}

const HSN_COLUMNS: Column[] = [
  { key: 'hsn', header: 'HSN' },
  { key: 'description', header: 'Description' },
  { key: 'uqc', header: 'UQC' },
  { key: 'quantity', header: 'Total Quantity' },
  { key: 'value', header: 'Total Value', money: true },
  { key: 'rate', header: 'Rate' },
  { key: 'taxable', header: 'Taxable Value', money: true },
  { key: 'igst', header: 'Integrated Tax Amount', money: true },
  { key: 'cgst', header: 'Central Tax Amount', money: true },
  { key: 'sgst', header: 'State/UT Tax Amount', money: true },
  { key: 'cess', header: 'Cess Amount', money: true },
];

/**
 * The HSN summary: every line of the period's invoices less its credit notes, by HSN (or SAC)
 * and rate. Goods count in numbers ("NOS"); services have no unit ("NA", quantity 0).
 */
function hsnRows(documents: readonly ReportDocument[], descriptions: ReadonlyMap<string, string>) {
  return groupLines(
    documents,
    (_, line) => ({ hsn: line.hsnSac, rate: lineRateBasisPoints(line) }),
    (key) => `${key.hsn}|${key.rate}`,
  )
    .sort((a, b) => a.key.hsn.localeCompare(b.key.hsn) || a.key.rate - b.key.rate)
    .map(({ key, amounts }) => {
      const service = isServiceCode(key.hsn);
      return {
        hsn: key.hsn,
        description: hsnDescription(key.hsn, descriptions),
        uqc: service ? 'NA' : 'NOS',
        quantity: service ? 0 : amounts.quantity,
        value: amounts.valuePaise,
        rate: basisPointsToRatePercent(key.rate),
        taxable: amounts.taxablePaise,
        igst: amounts.igstPaise,
        cgst: amounts.cgstPaise,
        sgst: amounts.sgstPaise,
        cess: 0,
      };
    });
}

/** One GSTR-1 table of the period's documents as CSV. */
export function gstr1Csv(
  section: Gstr1Section,
  documents: readonly ReportDocument[],
  descriptions: ReadonlyMap<string, string>,
): Stringifier {
  switch (section) {
    case 'b2cs':
      return csvOf(B2CS_COLUMNS, b2csRows(documents));
    case 'b2cl':
      return csvOf(B2CL_COLUMNS, b2clRows(documents));
    case 'cdnur':
      return csvOf(CDNUR_COLUMNS, cdnurRows(documents));
    case 'hsn':
      return csvOf(HSN_COLUMNS, hsnRows(documents, descriptions));
  }
}

const SALES_REGISTER_COLUMNS: Column[] = [
  { key: 'type', header: 'Document Type' },
  { key: 'number', header: 'Document Number' },
  { key: 'date', header: 'Document Date' },
  { key: 'againstInvoice', header: 'Against Invoice' },
  { key: 'orderNumber', header: 'Order Number' },
  { key: 'buyer', header: 'Buyer' },
  { key: 'placeOfSupply', header: 'Place Of Supply' },
  { key: 'hsn', header: 'HSN/SAC' },
  { key: 'description', header: 'Description' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'rate', header: 'Rate (%)' },
  { key: 'taxable', header: 'Taxable Value', money: true },
  { key: 'cgst', header: 'CGST', money: true },
  { key: 'sgst', header: 'SGST', money: true },
  { key: 'igst', header: 'IGST', money: true },
  { key: 'total', header: 'Total', money: true },
];

/** Every line of every document of the period; a credit note's lines negative. */
export function salesRegisterCsv(documents: readonly ReportDocument[]): Stringifier {
  const rows = documents.flatMap((document) =>
    document.lines.map((line) => {
      const { sign } = document;
      return {
        type: document.kind === 'INVOICE' ? 'Invoice' : 'Credit note',
        number: document.number,
        date: document.date,
        againstInvoice: document.kind === 'CREDIT_NOTE' ? document.invoice.number : '',
        orderNumber: document.orderNumber,
        buyer: document.buyer,
        placeOfSupply: document.placeOfSupply,
        hsn: line.hsnSac,
        description: line.description,
        quantity: sign * line.quantity,
        rate: basisPointsToRatePercent(lineRateBasisPoints(line)),
        taxable: sign * line.taxablePaise,
        cgst: sign * line.cgstPaise,
        sgst: sign * line.sgstPaise,
        igst: sign * line.igstPaise,
        total: sign * line.amountPaise,
      };
    }),
  );
  return csvOf(SALES_REGISTER_COLUMNS, rows);
}
