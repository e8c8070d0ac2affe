import { stringify, type ColumnOption, type Options, type Stringifier } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * A CSV writer for files an admin opens in a spreadsheet: UTF-8 with a byte order mark (Excel
 * reads it as UTF-8 then), CRLF line ends, cells quoted where RFC 4180 needs it, and text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or CR) prefixed with a single
 * quote. Numbers are written as numbers, so a negative amount stays a number.
 */
export function spreadsheetCsv(
  columns: readonly (string | ColumnOption)[],
  cast?: Options['cast'],
): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // With a record delimiter set, csv-stringify would otherwise not quote a lone LF or CR.
    quote_record_delimiter: true,
    escape_formulas: true,
    ...(cast ? { cast } : {}),
  });
}

/** A CSV file made for a download: its name and its stream of rows. */
export interface CsvFile {
  fileName: string;
  csv: Stringifier;
}

/** Answers `file` as a download that no cache keeps. */
export function sendCsvFile(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}
