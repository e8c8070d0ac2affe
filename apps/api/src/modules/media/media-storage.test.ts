import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMediaStorage, type MediaStorage } from './media-storage.js';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';

let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'attar-media-storage-'));
const storages: Record<string, MediaStorage> = {};

beforeAll(async () => {
  s3 = await startS3TestServer();
  const config = loadConfig({ DATA_DIR: folder, JWT_SECRET: 'x'.repeat(43), ...s3.env });
  storages.local = createMediaStorage({ s3: undefined }, join(folder, 'media'));
  storages.s3 = createMediaStorage(config, join(folder, 'unused'));
});
afterAll(async () => {
  await Promise.all(Object.values(storages).map((storage) => storage.close()));
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s media storage', (kind) => {
  const storage = () => storages[kind]!;
  const bytes = (text: string) => Buffer.from(text);

  it('keeps what is put, replaces it whole, and answers null for what is not there', async () => {
    expect(await storage().get('original/up-one.webp')).toBeNull();
    expect(await storage().exists('original/up-one.webp')).toBe(false);
    await storage().put('original/up-one.webp', bytes('first'), 'image/webp');
    expect(await storage().exists('original/up-one.webp')).toBe(true);
    await storage().put('original/up-one.webp', bytes('second'), 'image/webp');
    expect((await storage().get('original/up-one.webp'))?.toString()).toBe('second');
  });

  it('lists the keys under a prefix and deletes several at once, missing ones included', async () => {
    await storage().put('cache/card/up-two.avif', bytes('card'), 'image/avif');
    await storage().put('cache/thumb/up-two.webp', bytes('thumb'), 'image/webp');
    expect((await storage().list('cache/')).sort()).toEqual([
      'cache/card/up-two.avif',
      'cache/thumb/up-two.webp',
    ]);
    expect(await storage().list('nothing-here/')).toEqual([]);

    await storage().delete([
      'cache/card/up-two.avif',
      'cache/thumb/up-two.webp',
      'cache/detail/up-two.webp',
    ]);
    expect(await storage().list('cache/')).toEqual([]);
    expect(await storage().get('cache/card/up-two.avif')).toBeNull();
  });

  it('refuses a key that could climb out of its place', async () => {
    for (const key of ['../jwt-secret', '/etc/passwd', 'original/../../x', 'Original/A.webp', '']) {
      await expect(storage().get(key)).rejects.toThrow('not a media key');
      await expect(storage().put(key, bytes('x'), 'image/webp')).rejects.toThrow('not a media key');
    }
  });
});

describe('local media storage on disk', () => {
  it('writes through a temporary file, leaving only the final one', async () => {
    await storages.local!.put('original/up-atomic.webp', Buffer.alloc(256 * 1024, 1), 'image/webp');
    const files = readdirSync(join(folder, 'media', 'original'));
    expect(files).toContain('up-atomic.webp');
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps nothing on disk when the images are in a bucket', () => {
    expect(existsSync(join(folder, 'unused'))).toBe(false);
  });
});

describe('S3 media storage with a bucket that does not exist', () => {
  it('fails loudly instead of passing every image off as missing', async () => {
    const config = loadConfig({
      DATA_DIR: folder,
      JWT_SECRET: 'x'.repeat(43),
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
    });
    const storage = createMediaStorage(config, join(folder, 'unused'));
    try {
      await expect(storage.get('original/up-one.webp')).rejects.toThrow();
      await expect(
        storage.put('original/up-one.webp', Buffer.from('x'), 'image/webp'),
      ).rejects.toThrow();
      await expect(storage.list('original/')).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });
});
