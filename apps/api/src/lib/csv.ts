// A reader of RFC 4180 CSV that knows on which line of the file each record starts, so that an
// import can name the line a person sees in their editor, also when a quoted cell holds line
// breaks. Line breaks may be CRLF (Excel), LF or CR. Writing CSV is left to csv-stringify.

export interface CsvRecord {
  /** The line of the file the record starts on (1-based). */
  line: number;
  cells: string[];
}

/** The file is not well-formed CSV; `line` is where the reader gave up. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The delimiter of a file, guessed from its first line: a comma, or a semicolon or tab where
 * the first line has those and no comma (spreadsheets in some locales save CSV with `;`).
 */
export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/**
 * Reads CSV text into records. A cell that starts with `"` is quoted (`""` is a quote inside
 * it); a quote later in an unquoted cell is kept as it is. Blank lines are skipped.
 */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRecord = () => {
    const blank = cells.length === 0 && cell === '' && !cellWasQuoted;
    if (!blank) {
      endCell();
      records.push({ line: recordLine, cells });
    }
    cells = [];
    cell = '';
    cellWasQuoted = false;
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
          continue;
        }
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError(
            line,
            'A quoted cell goes on after its closing quote. Write a quote inside a quoted cell as "".',
          );
        }
        continue;
      }
      if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
      cell += char;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      cellWasQuoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) {
    throw new CsvSyntaxError(
      quoteLine,
      'A quoted cell is never closed: a closing quote is missing.',
    );
  }
  endRecord();
  return records;
}
