import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

let lastStamp = 0;

/**
 * A file-name prefix that sorts in send order: milliseconds since the epoch, zero-padded, and
 * bumped by one when two messages share a millisecond, so "the newest file" is the last name.
 */
export function outboxStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return String(lastStamp).padStart(15, '0');
}

/** Lower-case letters, digits, `@`, `.`, `_` and `-` only: safe as a file name everywhere. */
export function fileSafe(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '_')
    .slice(0, 100);
}

/** Folders already made: a mkdir per message was a seventh of an order's CPU (decision 0020). */
const madeDirs = new Set<string>();

/** Writes one message into `<outboxDir>/<kind>/` and returns the file's path. */
export async function writeOutboxFile(
  outboxDir: string,
  kind: 'mail' | 'sms',
  name: string,
  content: string | Buffer,
): Promise<string> {
  const dir = join(outboxDir, kind);
  const file = join(dir, name);
  // Written aside, then renamed: whoever reads the folder (a mail relay, a test) never finds a
  // message half written. Codes and links are secrets: readable by the server's user only.
  const write = async () => {
    const partial = `${file}.partial`;
    await writeFile(partial, content, { mode: 0o600 });
    await rename(partial, file);
  };
  if (madeDirs.has(dir)) {
    try {
      await write();
      return file;
    } catch (error) {
      // The folder was removed meanwhile (a cleared DATA_DIR): make it again below.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  await mkdir(dir, { recursive: true });
  madeDirs.add(dir);
  await write();
  return file;
}
