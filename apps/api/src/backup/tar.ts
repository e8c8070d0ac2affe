/**
 * The small part of the POSIX ustar format that backups need: regular files only, written as
 * a stream of chunks and read back one whole file at a time. Node ships gzip but no tar, and a
 * backup is read only by this code, so a reader that refuses everything else is enough.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
const PREFIX_BYTES = 155;
// Eleven octal digits: files up to 8 GiB, the limit of the plain ustar size field.
const MAX_SIZE = 0o77777777777;

/** One regular file of an archive. */
export interface TarEntry {
  path: string;
  data: Buffer;
}

/** The bytes are not an archive of regular files this reader understands. */
export class TarFormatError extends Error {}

/** Splits a path into ustar's prefix and name fields, which hold 155 and 100 bytes. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= NAME_BYTES) return { prefix: '', name: path };
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_BYTES && Buffer.byteLength(name) <= NAME_BYTES) {
      return { prefix, name };
    }
  }
  throw new TarFormatError(`The path ${path} is too long for a tar archive`);
}

function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function headerChecksum(block: Buffer): number {
  let sum = 0;
  // The checksum field itself counts as eight spaces.
  for (let index = 0; index < BLOCK; index += 1) {
    sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  }
  return sum;
}

function fileHeader(path: string, size: number, modifiedAt: Date): Buffer {
  if (size > MAX_SIZE) throw new TarFormatError(`${path} is too large for a tar archive`);
  const { prefix, name } = splitPath(path);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, NAME_BYTES, 'utf8');
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(modifiedAt.getTime() / 1000), 136, 12);
  block.write('0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(prefix, 345, PREFIX_BYTES, 'utf8');
  block.write(`${headerChecksum(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive of the given files, chunk by chunk, ready to pipe into gzip. */
export async function* tarChunks(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
  modifiedAt = new Date(),
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield fileHeader(entry.path, entry.data.length, modifiedAt);
    yield entry.data;
    yield padding(entry.data.length);
  }
  // Two zero blocks end an archive.
  yield Buffer.alloc(BLOCK * 2);
}

/** Hands out exactly the bytes asked for from a stream of chunks of any size. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** `length` bytes, or fewer only where the stream ended. */
  async read(length: number): Promise<Buffer> {
    while (this.buffered < length && !this.ended) {
      const next = await this.source.next();
      if (next.done) {
        this.ended = true;
      } else {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    const taken = Math.min(length, this.buffered);
    const out = Buffer.allocUnsafe(taken);
    let filled = 0;
    while (filled < taken) {
      const chunk = this.chunks[0]!;
      const part = Math.min(chunk.length, taken - filled);
      chunk.copy(out, filled, 0, part);
      filled += part;
      if (part === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(part);
    }
    this.buffered -= taken;
    return out;
  }

  async readExactly(length: number): Promise<Buffer> {
    const bytes = await this.read(length);
    if (bytes.length < length) throw new TarFormatError('The archive ends in the middle of a file');
    return bytes;
  }
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('A tar header holds a malformed number');
  return parseInt(text, 8);
}

/** The path and size of the file a header block announces; null for the end of the archive. */
function parseHeader(block: Buffer): { path: string; size: number } | null {
  if (block.every((byte) => byte === 0)) return null;
  if (readText(block, 257, 6) !== 'ustar') throw new TarFormatError('Not a ustar tar archive');
  if (readOctal(block, 148, 8) !== headerChecksum(block)) {
    throw new TarFormatError('A tar header is damaged (its checksum does not match)');
  }
  const type = String.fromCharCode(block[156]!);
  if (type !== '0' && type !== '\0')
    throw new TarFormatError('The archive holds something other than files');
  const name = readText(block, 0, NAME_BYTES);
  const prefix = readText(block, 345, PREFIX_BYTES);
  return { path: prefix ? `${prefix}/${name}` : name, size: readOctal(block, 124, 12) };
}

/**
 * The files of an archive in order. `checkHeader` sees each path and size before the file is
 * read, and throws to stop at a file that has no business there instead of reading it.
 */
export async function* readTarEntries(
  source: AsyncIterable<Buffer>,
  checkHeader: (path: string, size: number) => void = () => undefined,
): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.length < BLOCK) throw new TarFormatError('The archive ends before its end marker');
    const header = parseHeader(block);
    if (!header) return;
    checkHeader(header.path, header.size);
    const data = await reader.readExactly(header.size);
    await reader.readExactly(padding(header.size).length);
    yield { path: header.path, data };
  }
}
