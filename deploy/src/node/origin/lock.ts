import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { recoverInterrupted } from './journal.ts';
import { writeAtomic, type Origin } from './origin.ts';

// flock(1)'s exit code when another process holds the lock (its default, 1, is also its usage error).
const HELD_ELSEWHERE = 75;

/**
 * The lock itself is a kernel `flock` on the origin's `.deploy/` folder, held by a child `flock(1)`
 * (util-linux) for as long as this process keeps its stdin open. A flock belongs to the folder's
 * inode, so deploys in other network or PID namespaces, in containers sharing the folder, all see
 * it; the kernel drops it when the holder's descriptor closes. If this process dies, SIGKILL
 * included, the kernel closes the pipe, the child's `cat` reads end of file and exits, and the
 * lock is free: there is never a stale lock to take over, and no two deploys can both believe they
 * took one over. Why not a lock file, a socket or a package: docs/decisions/deploy-lock.md.
 */
function takeFlock(folder: string): Promise<ChildProcess | null> {
  // `cat` starts only once the lock is held, and echoes a byte to say so.
  const child = spawn('flock', ['--exclusive', '--nonblock', '--conflict-exit-code', String(HELD_ELSEWHERE), folder, 'cat'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  // flock refusing at once closes the pipe before the byte below is written: that is its exit code's to say.
  child.stdin.on('error', () => {});
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => {
      if (code === HELD_ELSEWHERE) return resolve(null);
      reject(
        new Error(`Could not take the deploy lock on ${folder}: flock exited with ${code}${stderr ? `: ${stderr.trim()}` : ''}`),
      );
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('Deploying needs flock(1), from util-linux (apt-get install util-linux): the deploy lock is a kernel flock')
          : error,
      ),
    );
    child.once('exit', exited);
    child.stdout.once('data', () => {
      child.off('exit', exited);
      // Holding the lock never keeps a finished process alive: its end closes the pipe and frees it.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
      resolve(child);
    });
    child.stdin.write('\n');
  });
}

/** Lets go of the lock and waits until the kernel has dropped it, so the next deploy can take it. */
function releaseFlock(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // Unreferenced while held; waiting for its exit must keep this process alive until then.
    child.ref();
    child.stdin?.end();
  });
}

/** Who holds the lock, for people: a PID alone means little across containers. */
const holderNote = () => `${process.pid} on ${hostname()}`;

/**
 * One deploy at a time. A deploy that is running refuses the next one at once, naming its process
 * (from `.deploy/lock`, a note for people; the flock is the lock). A note left by a deploy that
 * died is replaced with a message. Once held, a deploy that was interrupted after its point of no
 * return is finished first.
 */
export async function withLock<T>(origin: Origin, fn: () => Promise<T>, log: (line: string) => void = console.warn): Promise<T> {
  if (process.platform !== 'linux') throw new Error('Deploying needs Linux: the deploy lock is a flock held by flock(1)');
  await mkdir(origin.state, { recursive: true });
  const note = join(origin.state, 'lock');
  const lock = await takeFlock(origin.state);
  const holder = (await readFile(note, 'utf8').catch(() => '')).trim();
  if (!lock) throw new Error(`Another deploy (process ${holder || 'unknown'}) holds ${note}; wait for it to finish`);
  try {
    if (holder) log(`Taking over ${note}: the deploy that held it (process ${holder}) is no longer running`);
    await writeAtomic(note, holderNote());
    for (const line of await recoverInterrupted(origin)) log(line);
    return await fn();
  } finally {
    await rm(note, { force: true });
    await releaseFlock(lock);
  }
}
