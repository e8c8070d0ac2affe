import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// What every PDF the store draws (invoices, credit notes, slips, parcel labels and manifests)
// needs of pdfkit around the drawing. The typeface: Noto Sans Devanagari, read from the npm
// package that ships its TTF files (docs/decisions/0042-invoice-font.md). It draws Latin, digits, the rupee sign and
// Devanagari, so buyers' names and addresses in Hindi or Marathi print as written. The files are
// resolved through Node's module resolution from this module, which finds the package in
// node_modules both from the TypeScript source and from the bundled dist/server.js.

const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

export const BODY_FONT = 'Body';
export const BOLD_FONT = 'Body-Bold';

/** What this module needs of fontkit, the font engine pdfkit lays text out with. */
interface FontCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
  coverage: FontCoverage;
}

let loaded: PdfFonts | undefined;

/** The font files, read once per process: every document embeds the glyphs it uses from them. */
export function pdfFonts(): PdfFonts {
  if (!loaded) {
    const regular = readFileSync(
      require.resolve(`${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
    );
    const bold = readFileSync(require.resolve(`${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`));
    // pdfkit's own fontkit, so the glyphs checked are the ones pdfkit will find.
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create(buffer: Buffer): FontCoverage;
    };
    loaded = { regular, bold, coverage: fontkit.create(regular) };
  }
  return loaded;
}

/** Registers the regular and bold faces under BODY_FONT and BOLD_FONT. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = pdfFonts();
  doc.registerFont(BODY_FONT, regular);
  doc.registerFont(BOLD_FONT, bold);
}

// Joiners steer how Devanagari conjuncts are formed; the font maps them to no visible glyph.
const JOINERS = new Set([0x200c, 0x200d]);

/**
 * Text as the font can draw it: any run of white space (a line break typed into an address, a
 * tab) becomes one space, and a character the font has no glyph for (another script, an emoji)
 * is left out rather than printed as an empty box.
 */
export function pdfSafe(text: string): string {
  const { coverage } = pdfFonts();
  return [...text.replace(/\s+/gu, ' ')]
    .filter((char) => {
      const codePoint = char.codePointAt(0)!;
      return char === ' ' || JOINERS.has(codePoint) || coverage.hasGlyphForCodePoint(codePoint);
    })
    .join('')
    .replace(/ {2,}/g, ' ');
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Draws `text`; Devanagari is also given as the span's ActualText. A PDF holds glyphs in the order
 * they are drawn, and Devanagari draws some vowel signs (ि) and the reph (र्) away from where
 * they are typed, so a reader copying the glyphs would get "िप्रया" for "प्रिया". Readers that
 * honour ActualText copy and search the text as typed instead.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x?: number,
  y?: number,
  options?: PDFKit.Mixins.TextOptions,
): void {
  const marked = DEVANAGARI.test(text);
  if (marked) doc.markContent('Span', { actual: text });
  if (x === undefined) doc.text(text, options);
  else doc.text(text, x, y, options);
  if (marked) doc.endMarkedContent();
}

/** The file a pdfkit document writes, once it has ended: listen before drawing starts. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
