import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recoverInterrupted } from './journal.ts';
import type { Origin } from './origin.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock with our PID already inside (write a private file, then hard-link it: atomic). */
async function tryCreate(lock: string): Promise<boolean> {
  const mine = `${lock}.${process.pid}`;
  await writeFile(mine, String(process.pid));
  try {
    await link(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * One deploy at a time. A lock left by a deploy that died (its PID is not running) is taken over
 * with a message; a lock of a live process refuses at once instead of interleaving with it. Once
 * held, a deploy that was interrupted after its point of no return is finished first.
 */
export async function withLock<T>(origin: Origin, fn: () => Promise<T>, log: (line: string) => void = console.warn): Promise<T> {
  await mkdir(origin.state, { recursive: true });
  const lock = join(origin.state, 'lock');
  while (!(await tryCreate(lock))) {
    const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`Another deploy (process ${holder}) holds ${lock}; wait for it to finish`);
    }
    log(`Taking over ${lock}: the deploy that held it (process ${holder || 'unknown'}) is no longer running`);
    await rm(lock, { force: true });
  }
  try {
    for (const line of await recoverInterrupted(origin)) log(line);
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}
