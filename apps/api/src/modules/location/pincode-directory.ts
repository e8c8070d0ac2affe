import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { apiRoot } from '../../lib/paths.js';

// India Post's pincodes, packed by scripts/build-pincode-directory.mjs (decision 0010). One
// line per pincode and state, sorted by pincode: `pincode \t stateId \t district \t a|b|c`.
const DIRECTORY_FILE = join(apiRoot, 'src', 'modules', 'location', 'india-pincodes.tsv.br');

/** A pincode's post offices in one state: the district and the other place names. */
export interface DirectoryEntry {
  stateId: string;
  district: string;
  places: string[];
}

/**
 * The text stays one string (about 2 MB) and is read line by line on demand; the index is two
 * typed arrays (about 150 KB), searched by halves. Objects per pincode would cost ten times that.
 */
interface Directory {
  text: string;
  pincodes: Int32Array;
  lineStarts: Uint32Array;
}

function indexDirectory(text: string): Directory {
  const pincodes: number[] = [];
  const lineStarts: number[] = [];
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const lineEnd = end === -1 ? text.length : end;
    if (text[start] !== '#' && lineEnd > start) {
      pincodes.push(Number(text.slice(start, start + 6)));
      lineStarts.push(start);
    }
    start = lineEnd + 1;
  }
  return { text, pincodes: Int32Array.from(pincodes), lineStarts: Uint32Array.from(lineStarts) };
}

async function loadDirectory(): Promise<Directory> {
  const packed = await readFile(DIRECTORY_FILE);
  const text = (await promisify(brotliDecompress)(packed)).toString('utf8');
  return indexDirectory(text);
}

let directory: Promise<Directory> | undefined;

function theDirectory(): Promise<Directory> {
  directory ??= loadDirectory().catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  return directory;
}

function firstLineOf(pincodes: Int32Array, pincode: number): number {
  let low = 0;
  let high = pincodes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (pincodes[middle]! < pincode) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The directory's entries for a six-digit pincode, the state with the most post offices
 * first; none when India Post has no such pincode. Loads the directory on first use.
 */
export async function directoryEntries(pincode: string): Promise<DirectoryEntry[]> {
  const { text, pincodes, lineStarts } = await theDirectory();
  const wanted = Number(pincode);
  const entries: DirectoryEntry[] = [];
  for (let line = firstLineOf(pincodes, wanted); pincodes[line] === wanted; line += 1) {
    const start = lineStarts[line]!;
    const end = text.indexOf('\n', start);
    const [, stateId = '', district = '', places = ''] = text
      .slice(start, end === -1 ? undefined : end)
      .split('\t');
    entries.push({ stateId, district, places: places ? places.split('|') : [] });
  }
  return entries;
}
