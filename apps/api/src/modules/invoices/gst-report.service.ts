import {
  basisPointsToRatePercent,
  paiseToRupees,
  type GstAmounts,
  type GstDocumentTotals,
  type GstPeriodQuery,
  type GstRateTotals,
  type GstSummary,
  type Gstr1Query,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { CsvFile } from '../../lib/csv-writer.js';
import { periodInstants } from '../../lib/india-days.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { gstr1Csv, salesRegisterCsv } from './gst-report-csv.js';
import {
  addAmounts,
  creditNoteDocument,
  invoiceDocument,
  totalsByRate,
  taxOf,
  type Amounts,
  type ReportDocument,
  ZERO,
} from './gst-report-figures.js';
import * as repo from './gst-report.repository.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// The GST return's figures for a period of India days (docs/admin-guide.md, "GST returns"):
// every invoice and credit note issued in it, by its issue date.

/** The period's invoices then its credit notes, each oldest first. */
async function periodDocuments(db: DbOrTx, period: GstPeriodQuery): Promise<ReportDocument[]> {
  const { start, end } = periodInstants(period);
  const [invoiceRows, noteRows] = await Promise.all([
    repo.invoicesIssuedBetween(db, start, end),
    repo.creditNotesIssuedBetween(db, start, end),
  ]);
  return [
    ...invoiceRows.map((row) => invoiceDocument(row.snapshot as InvoiceSnapshot)),
    ...noteRows.map((row) =>
      creditNoteDocument(
        row.snapshot as CreditNoteSnapshot,
        row.invoiceSnapshot as InvoiceSnapshot,
      ),
    ),
  ];
}

function amountsInRupees(amounts: Amounts, sign: 1 | -1): GstAmounts {
  return {
    taxableValue: paiseToRupees(sign * amounts.taxablePaise),
    cgst: paiseToRupees(sign * amounts.cgstPaise),
    sgst: paiseToRupees(sign * amounts.sgstPaise),
    igst: paiseToRupees(sign * amounts.igstPaise),
    totalTax: paiseToRupees(sign * taxOf(amounts)),
    value: paiseToRupees(sign * amounts.valuePaise),
  };
}

/**
 * The documents' figures by rate and in all; `sign` -1 shows a credit note's figures, which the
 * lines hold negative, as the positive amounts the notes print.
 */
function documentTotals(
  documents: readonly ReportDocument[],
  sign: 1 | -1,
): Omit<GstDocumentTotals, 'count'> {
  const byRate = totalsByRate(documents);
  const total = byRate.reduce<Amounts>((sum, { amounts }) => addAmounts(sum, amounts), ZERO);
  return {
    byRate: byRate.map(({ rateBasisPoints, amounts }): GstRateTotals => ({
      rate: basisPointsToRatePercent(rateBasisPoints),
      ...amountsInRupees(amounts, sign),
    })),
    total: amountsInRupees(total, sign),
  };
}

/** GET /api/admin/gst/summary: the period's totals by rate for invoices, credit notes and net. */
export async function gstSummary(db: DbOrTx, period: GstPeriodQuery): Promise<GstSummary> {
  const documents = await periodDocuments(db, period);
  const invoices = documents.filter((document) => document.kind === 'INVOICE');
  const notes = documents.filter((document) => document.kind === 'CREDIT_NOTE');
  return {
    from: period.from,
    to: period.to,
    invoices: { count: invoices.length, ...documentTotals(invoices, 1) },
    creditNotes: { count: notes.length, ...documentTotals(notes, -1) },
    net: documentTotals(documents, 1),
  };
}

export type GstCsvFile = CsvFile;

/** GET /api/admin/gst/gstr1.csv: one GSTR-1 table of the period. */
export async function gstr1File(db: DbOrTx, query: Gstr1Query): Promise<GstCsvFile> {
  const [documents, descriptions] = await Promise.all([
    periodDocuments(db, query),
    repo.hsnDescriptions(db),
  ]);
  return {
    fileName: `gstr1-${query.section}-${query.from}-to-${query.to}.csv`,
    csv: gstr1Csv(query.section, documents, descriptions),
  };
}

/** GET /api/admin/gst/sales-register.csv: every line of the period's documents. */
export async function salesRegisterFile(db: DbOrTx, period: GstPeriodQuery): Promise<GstCsvFile> {
  return {
    fileName: `sales-register-${period.from}-to-${period.to}.csv`,
    csv: salesRegisterCsv(await periodDocuments(db, period)),
  };
}
