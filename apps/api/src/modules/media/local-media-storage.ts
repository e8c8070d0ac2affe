import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertMediaKey, assertMediaPrefix } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

const TEMPORARY_SUFFIX = '.tmp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Images as files under one folder (`DATA_DIR/media`): the embedded store's default. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(root, key);
  };

  return {
    location: root,

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async put(key, bytes) {
      // Written beside the target and renamed over it, so that a concurrent reader never
      // sees half a file.
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async exists(key) {
      return access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },

    async list(prefix) {
      assertMediaPrefix(prefix);
      const entries = await readdir(join(root, prefix), {
        recursive: true,
        withFileTypes: true,
      }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(TEMPORARY_SUFFIX))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    },

    async close() {},
  };
}
