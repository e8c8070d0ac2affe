import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API runs from src/ (tsx, vitest) and from dist/ (built bundle); both sit in the same
// package folder, so paths are found from the package root rather than from this file.
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the API package root');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(apiRoot, 'src', 'db', 'migrations');
export const webDistDir = resolve(apiRoot, '..', 'web', 'dist');
