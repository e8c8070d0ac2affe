// Code 128, code set B: the barcode couriers' scanners read on a parcel label. Set B carries
// every printable ASCII character (space to "~"), which covers order numbers and AWBs. Written
// here rather than taken from a package: the symbology is one table and a checksum.

/**
 * The widths, in modules, of the bar, space, bar, space, bar, space that draw each symbol value
 * (0 to 106). Every symbol is 11 modules; the stop (106) is 13, its last bar the terminator.
 */
const SYMBOL_WIDTHS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const; // prettier-ignore

export const START_B = 104;
export const STOP = 106;
/** The blank margin a scanner needs on each side of the bars, in modules. */
export const QUIET_ZONE_MODULES = 10;

/** The widths of one symbol value's bars and spaces (exported for the tests). */
export function symbolWidths(value: number): number[] {
  const widths = SYMBOL_WIDTHS[value];
  if (widths === undefined) throw new RangeError(`Code 128 has no symbol ${value}.`);
  return [...widths].map(Number);
}

/** Whether every character of `text` is in code set B (printable ASCII), and there is one. */
export function isCode128B(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values of `text` in code set B: the start, the data, the check and the stop. */
export function code128BValues(text: string): number[] {
  if (!isCode128B(text)) {
    throw new RangeError(`Code 128 set B draws printable ASCII only: ${JSON.stringify(text)}.`);
  }
  const data = [...text].map((char) => char.charCodeAt(0) - 32);
  // The check is the start's value plus each data value times its position (from 1), mod 103.
  const weighted = data.reduce((sum, value, index) => sum + value * (index + 1), START_B);
  return [START_B, ...data, weighted % 103, STOP];
}

/**
 * The symbol as modules, left to right: "1" a dark module, "0" a light one. Quiet zones are not
 * included (the drawing leaves them).
 */
export function code128BModules(text: string): string {
  return code128BValues(text)
    .map((value) =>
      symbolWidths(value)
        .map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width))
        .join(''),
    )
    .join('');
}

/**
 * Draws `text` as Code 128 set B within `box` (quiet zones inside it), as filled rectangles: one
 * per run of dark modules. The module is as wide as the box allows, at most `maxModule` points.
 * Answers the width the bars took, quiet zones included.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number; maxModule?: number },
): number {
  const modules = code128BModules(text);
  const total = modules.length + 2 * QUIET_ZONE_MODULES;
  const module = Math.min(box.width / total, box.maxModule ?? 2);
  let x = box.x + QUIET_ZONE_MODULES * module;
  doc.save().fillColor('#000000');
  for (const run of modules.match(/1+|0+/g) ?? []) {
    const width = run.length * module;
    if (run.startsWith('1')) doc.rect(x, box.y, width, box.height);
    x += width;
  }
  doc.fill().restore();
  return total * module;
}
