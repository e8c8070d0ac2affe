import { mkdir, writeFile } from 'node:fs/promises';
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

/** Writes one message into `<outboxDir>/<kind>/` and returns the file's path. */
export async function writeOutboxFile(
  outboxDir: string,
  kind: 'mail' | 'sms',
  name: string,
  content: string | Buffer,
): Promise<string> {
  const dir = join(outboxDir, kind);
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  // Codes and links are secrets for their owner: readable by the server's user only.
  await writeFile(file, content, { mode: 0o600 });
  return file;
}
