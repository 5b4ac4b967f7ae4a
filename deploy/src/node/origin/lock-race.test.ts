import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { originAt, type Origin } from './origin.ts';
import { addNetworkNamespaces } from '../../../../tests/support/network-namespaces.ts';

const PROCESSES = 8;
const ROUNDS = 50;
const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const mod = (p: string) => JSON.stringify(join(repoRoot, p));

// Each worker says which network namespace it runs in, waits for "go", then asks for the deploy
// lock. The winner reports from inside and holds the lock until told to let go, so every other
// worker asks while it is held.
const WORKER = `import { readlinkSync } from 'node:fs';
import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { withLock } = await jiti.import(${mod('deploy/src/node/origin/lock.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin/origin.ts')});
const origin = originAt(process.env.ORIGIN);
const next = (type) => new Promise((r) => process.once('message', (m) => m === type && r()));
process.on('message', async (m) => {
  if (m !== 'go') return;
  try {
    await withLock(origin, async () => {
      process.send('won');
      await next('release');
    }, () => {});
    process.send('released');
  } catch (error) {
    process.send('refused:' + error.message);
  }
});
process.send('ready:' + readlinkSync('/proc/self/ns/net'));`;

let dir: string;
let origin: Origin;
let workers: ChildProcess[] = [];

function nextMessage(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`worker exited with ${code}`));
    child.once('exit', exited);
    child.once('message', (m) => {
      child.off('exit', exited);
      resolve(String(m));
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-race-'));
  origin = originAt(join(dir, 'site'));
  await mkdir(origin.state, { recursive: true });
  await writeFile(join(dir, 'worker.mjs'), WORKER);
  workers = Array.from({ length: PROCESSES }, () => startWorker());
  await Promise.all(workers.map(nextMessage));
}, 60_000);

afterAll(async () => {
  for (const w of workers) w.kill();
  await rm(dir, { recursive: true, force: true });
});

/** A worker in this process's network namespace, or inside `namespace` (through `ip netns exec`). */
const startWorker = (namespace?: string) => {
  const options = { env: { ...process.env, ORIGIN: origin.dir }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as const };
  const script = join(dir, 'worker.mjs');
  return namespace
    ? spawn('ip', ['netns', 'exec', namespace, process.execPath, script], { ...options, stdio: [...options.stdio] })
    : fork(script, { ...options, stdio: [...options.stdio] });
};

/** All of `pool` ask at once; the one that won lets go once every other has answered. */
async function race(pool: ChildProcess[] = workers): Promise<number> {
  const outcomes = pool.map(nextMessage);
  for (const w of pool) w.send('go');
  const answers = await Promise.all(outcomes);
  const won = answers.flatMap((a, i) => (a === 'won' ? [i] : []));
  for (const a of answers) if (a !== 'won') expect(a).toMatch(/^refused:Another deploy .* holds/);
  const released = won.map((i) => nextMessage(pool[i]!));
  for (const i of won) pool[i]!.send('release');
  await Promise.all(released);
  return won.length;
}

/** What a deploy killed with SIGKILL leaves: its lock note, naming a process that no longer runs. */
const leaveDeadNote = () => writeFile(join(origin.state, 'lock'), String(spawnSync('true').pid));

test(`${PROCESSES} deploys racing for the lock a killed deploy left: exactly one wins, ${ROUNDS} times over`, async () => {
  const winners: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await leaveDeadNote();
    winners.push(await race());
  }
  expect(winners).toEqual(Array(ROUNDS).fill(1));
}, 120_000);

test('a deploy killed with SIGKILL while holding the lock frees it at once for exactly one other', async () => {
  const doomed = startWorker();
  expect(await nextMessage(doomed)).toMatch(/^ready:/);
  const won = nextMessage(doomed);
  doomed.send('go');
  expect(await won).toBe('won');
  const exited = new Promise((r) => doomed.once('exit', r));
  doomed.kill('SIGKILL');
  await exited;
  expect(await race()).toBe(1);
}, 60_000);

// Containers sharing the origin folder, the usual CI set-up, each have a network namespace of their
// own (and so their own abstract Unix sockets): the lock must live on the folder, not in one of them.
describe('deploys in two network namespaces of the test’s own', () => {
  const ROUNDS_ACROSS = 20;
  let namespaces: Awaited<ReturnType<typeof addNetworkNamespaces>>;
  let pool: ChildProcess[] = [];

  beforeAll(async () => {
    namespaces = addNetworkNamespaces(2);
    pool = Array.from({ length: PROCESSES }, (_, i) => startWorker(namespaces.names[i % 2]));
    const ready = await Promise.all(pool.map(nextMessage));
    const inside = new Set(ready.map((r) => r.replace(/^ready:/, '')));
    // Each worker reports its namespace: two, and neither is the test's own.
    expect(inside.size).toBe(2);
    expect(inside.has(await readlink('/proc/self/ns/net'))).toBe(false);
  }, 60_000);

  afterAll(() => {
    for (const w of pool) w.kill();
    namespaces?.remove();
  });

  test(`${PROCESSES} deploys, half in each namespace, race for the lock: exactly one holds it, ${ROUNDS_ACROSS} times over`, async () => {
    const winners: number[] = [];
    for (let round = 0; round < ROUNDS_ACROSS; round++) {
      await leaveDeadNote();
      winners.push(await race(pool));
    }
    expect(winners).toEqual(Array(ROUNDS_ACROSS).fill(1));
  }, 120_000);

  test('a holder killed with SIGKILL in one namespace frees the lock for a deploy in the other', async () => {
    const doomed = startWorker(namespaces.names[0]);
    expect(await nextMessage(doomed)).toMatch(/^ready:/);
    const won = nextMessage(doomed);
    doomed.send('go');
    expect(await won).toBe('won');
    // While it holds the lock, the other namespace's deploys are refused.
    expect(await race(pool.filter((_, i) => i % 2 === 1))).toBe(0);
    const exited = new Promise((r) => doomed.once('exit', r));
    // `ip netns exec` execs node in place, so this is the deploy itself.
    doomed.kill('SIGKILL');
    await exited;
    // The kernel frees the lock when the holder's flock(1) child sees its pipe close, a moment
    // after the deploy itself is gone (on a busy machine, tens of milliseconds): a round that
    // starts in that moment finds no winner. Freed within 3 s, or the test fails.
    let winners = await race(pool);
    for (const start = Date.now(); winners === 0 && Date.now() - start < 3000;) {
      await new Promise((r) => setTimeout(r, 100));
      winners = await race(pool);
    }
    expect(winners).toBe(1);
  }, 60_000);
});
