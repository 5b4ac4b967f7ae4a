import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { recoverInterrupted } from './journal.ts';
import { writeAtomic, type Origin } from './origin.ts';

/**
 * The lock itself is a Unix socket in Linux's abstract namespace, named after the origin: binding
 * a name succeeds for exactly one process, and the kernel frees it the moment that process ends,
 * SIGKILL included. So there is never a stale lock to take over, and no two deploys can both
 * believe they took one over (a lock file that a dead deploy left must be deleted by someone, and
 * two deploys deleting it at once can each delete the other's new lock).
 */
async function bindLock(state: string): Promise<Server | null> {
  const key = createHash('sha256')
    .update(await realpath(state))
    .digest('hex')
    .slice(0, 32);
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen({ path: `\0roo-docs-deploy-${key}` }, () => {
      server.unref(); // holding the lock never keeps a finished process alive
      resolve(server);
    });
  });
}

/**
 * One deploy at a time. A deploy that is running refuses the next one at once, naming its process
 * (from `.deploy/lock`, a note for people; the socket is the lock). A note left by a deploy that
 * died is replaced with a message. Once held, a deploy that was interrupted after its point of no
 * return is finished first.
 */
export async function withLock<T>(origin: Origin, fn: () => Promise<T>, log: (line: string) => void = console.warn): Promise<T> {
  if (process.platform !== 'linux') throw new Error('Deploying needs Linux: the deploy lock is an abstract Unix socket');
  await mkdir(origin.state, { recursive: true });
  const note = join(origin.state, 'lock');
  const server = await bindLock(origin.state);
  const holder = (await readFile(note, 'utf8').catch(() => '')).trim();
  if (!server) throw new Error(`Another deploy (process ${holder || 'unknown'}) holds ${note}; wait for it to finish`);
  try {
    if (holder) log(`Taking over ${note}: the deploy that held it (process ${holder}) is no longer running`);
    await writeAtomic(note, String(process.pid));
    for (const line of await recoverInterrupted(origin)) log(line);
    return await fn();
  } finally {
    await rm(note, { force: true });
    server.close();
  }
}
