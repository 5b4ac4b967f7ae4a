import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { originAt, type Origin } from './origin.ts';

const PROCESSES = 8;
const ROUNDS = 50;
const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const mod = (p: string) => JSON.stringify(join(repoRoot, p));

// Each worker waits for "go", then asks for the deploy lock. The winner reports from inside and
// holds the lock until told to let go, so every other worker asks while it is held.
const WORKER = `import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
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
process.send('ready');`;

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
  workers = Array.from({ length: PROCESSES }, startWorker);
  await Promise.all(workers.map(nextMessage));
}, 60_000);

afterAll(async () => {
  for (const w of workers) w.kill();
  await rm(dir, { recursive: true, force: true });
});

const startWorker = () =>
  fork(join(dir, 'worker.mjs'), { env: { ...process.env, ORIGIN: origin.dir }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

/** All workers ask at once; the one that won lets go once every other has answered. */
async function race(): Promise<number> {
  const outcomes = workers.map(nextMessage);
  for (const w of workers) w.send('go');
  const answers = await Promise.all(outcomes);
  const won = answers.flatMap((a, i) => (a === 'won' ? [i] : []));
  for (const a of answers) if (a !== 'won') expect(a).toMatch(/^refused:Another deploy .* holds/);
  const released = won.map((i) => nextMessage(workers[i]!));
  for (const i of won) workers[i]!.send('release');
  await Promise.all(released);
  return won.length;
}

test(`${PROCESSES} deploys racing for the lock a killed deploy left: exactly one wins, ${ROUNDS} times over`, async () => {
  const winners: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // What a deploy killed with SIGKILL leaves: its lock, naming a process that no longer runs.
    await writeFile(join(origin.state, 'lock'), String(spawnSync('true').pid));
    winners.push(await race());
  }
  expect(winners).toEqual(Array(ROUNDS).fill(1));
}, 120_000);

test('a deploy killed with SIGKILL while holding the lock frees it at once for exactly one other', async () => {
  const doomed = startWorker();
  expect(await nextMessage(doomed)).toBe('ready');
  const won = nextMessage(doomed);
  doomed.send('go');
  expect(await won).toBe('won');
  const exited = new Promise((r) => doomed.once('exit', r));
  doomed.kill('SIGKILL');
  await exited;
  expect(await race()).toBe(1);
}, 60_000);
