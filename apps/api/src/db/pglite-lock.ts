import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's files may be opened by one process only: a second server on the same DATA_DIR
 * would corrupt them. A lock file naming its owner keeps a second one out; a lock left by a
 * process that is gone (killed, or the machine stopped) is taken over.
 *
 * A pid alone does not name a process for long: in a container the server is pid 1 after
 * every restart, so a dead server's lock would name a running process, the new server itself.
 * Where Linux's /proc tells it, the owner's start time (clock ticks after boot, from
 * /proc/PID/stat) is recorded beside its pid, and a lock is held only while a process with
 * that pid and that start time runs. Without /proc, a running pid counts as the owner.
 */

const LOCK_FILE = 'attar.lock';

interface LockOwner {
  pid: number;
  /** /proc/PID/stat's starttime of the owner, or null where /proc cannot tell it. */
  startedAt: string | null;
}

/** Takes the lock of a PGlite directory, or throws naming the server that holds it. */
export function lockPgliteDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const self: LockOwner = { pid: process.pid, startedAt: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (createWith(path, JSON.stringify(self))) return () => rmSync(path, { force: true });
    // The owner may be this very process: a second open in one process is refused too.
    const owner = readOwner(path);
    if (owner && isAlive(owner)) {
      throw new Error(
        `Another Attar House server (pid ${owner.pid}) is using the database in ${dir}. Stop it, or give this one another DATA_DIR.`,
      );
    }
    rmSync(path, { force: true });
  }
  throw new Error(`Could not lock the database in ${dir}`);
}

/**
 * Creates `path` holding `content`, or answers false when it exists. The file appears with its
 * content (written aside, then linked), so that no other process can read it empty; where the
 * file system has no hard links (exFAT), it is created empty and written at once.
 */
function createWith(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(aside, content, { flag: 'wx' });
    linkSync(aside, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid of the process holding a PGlite directory's lock, or null when none does. */
export function pgliteLockOwner(dir: string): number | null {
  const owner = readOwner(join(dir, LOCK_FILE));
  return owner && isAlive(owner) ? owner.pid : null;
}

/** The lock's owner; an older lock holds the pid alone. Null for an unreadable lock. */
function readOwner(path: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid) || parsed.pid! <= 0) return null;
    return {
      pid: parsed.pid!,
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : null,
    };
  } catch {
    // Not a lock this code writes (damaged, or cut short on an exFAT disk by a crash).
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (!isRunning(owner.pid)) return false;
  const startedAt = processStartTime(owner.pid);
  // Either side unknown (no /proc, an older lock): the running pid is taken as the owner.
  if (owner.startedAt === null || startedAt === null) return true;
  return startedAt === owner.startedAt;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as /proc/PID/stat's 22nd field (clock ticks after boot): the same
 * pid with another start time is another process. Null without /proc (macOS, Windows).
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
