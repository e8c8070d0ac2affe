import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's files may be opened by one process only: a second server on the same DATA_DIR
 * would corrupt them. A lock file holding the owner's pid keeps a second one out; a lock
 * left by a process that no longer runs is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  const path = join(dir, 'attar.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // The owner may be this very process (a second open in one process is refused too).
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `Another Attar House server (pid ${owner}) is using the database in ${dir}. Stop it, or give this one another DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
