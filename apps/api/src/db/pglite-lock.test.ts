import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockPgliteDir, pgliteLockOwner, processStartTime } from './pglite-lock.js';

// The start time comes from Linux's /proc; elsewhere a running pid is all the lock can go by.
const hasProc = processStartTime(process.pid) !== null;

let dir: string;
const unlocks: (() => void)[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'attar-lock-'));
});
afterEach(() => {
  for (const unlock of unlocks.splice(0)) unlock();
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const lockPath = () => join(dir, 'attar.lock');
const lock = () => {
  const unlock = lockPgliteDir(dir);
  unlocks.push(unlock);
  return unlock;
};
const writeLock = (owner: object | string) =>
  writeFileSync(lockPath(), typeof owner === 'string' ? owner : JSON.stringify(owner));

/** Another node process that runs until the test ends. */
async function runningProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

describe('the embedded database lock', () => {
  it('is taken on a free directory, refused to a second open in the same process, and given back', () => {
    const unlock = lock();
    expect(pgliteLockOwner(dir)).toBe(process.pid);
    expect(() => lockPgliteDir(dir)).toThrow(
      `Another Attar House server (pid ${process.pid}) is using the database in ${dir}`,
    );
    unlock();
    expect(existsSync(lockPath())).toBe(false);
    expect(pgliteLockOwner(dir)).toBeNull();
    lock();
  });

  it.runIf(hasProc)(
    "takes over a lock naming this process's pid with another start time (a restarted container's pid 1)",
    () => {
      const startedAt = processStartTime(process.pid)!;
      writeLock({ pid: process.pid, startedAt: String(Number(startedAt) - 1) });
      expect(pgliteLockOwner(dir)).toBeNull();
      lock();
      expect(pgliteLockOwner(dir)).toBe(process.pid);
      expect(() => lockPgliteDir(dir)).toThrow(`(pid ${process.pid})`);
    },
  );

  it.runIf(hasProc)(
    'refuses a lock of another running process, unless its pid now names another process',
    async () => {
      const pid = await runningProcess();
      writeLock({ pid, startedAt: processStartTime(pid) });
      expect(() => lockPgliteDir(dir)).toThrow(`Another Attar House server (pid ${pid})`);
      expect(pgliteLockOwner(dir)).toBe(pid);

      writeLock({ pid, startedAt: '1' });
      lock();
      expect(pgliteLockOwner(dir)).toBe(process.pid);
    },
  );

  it('takes over a lock whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    writeLock({ pid: child.pid, startedAt: null });
    lock();
    expect(pgliteLockOwner(dir)).toBe(process.pid);
  });

  it('reads a lock written by an earlier version (the pid alone): a running pid holds it', async () => {
    const pid = await runningProcess();
    writeLock(String(pid));
    expect(() => lockPgliteDir(dir)).toThrow(`(pid ${pid})`);
  });

  it('takes over a lock it cannot read', () => {
    writeLock('');
    lock();
    expect(pgliteLockOwner(dir)).toBe(process.pid);
  });
});
