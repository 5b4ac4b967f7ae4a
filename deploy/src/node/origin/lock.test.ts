import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { withLock } from './lock.ts';
import { originAt } from './origin.ts';

async function freshOrigin() {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'lock-')));
  await mkdir(origin.state, { recursive: true });
  return origin;
}

test('a lock whose process is gone is taken over, with a message', async () => {
  const origin = await freshOrigin();
  // A PID that certainly ran and exited: a finished child's.
  const dead = spawnSync('true').pid;
  await writeFile(join(origin.state, 'lock'), String(dead));
  const lines: string[] = [];
  expect(
    await withLock(
      origin,
      async () => 'ran',
      (l) => lines.push(l),
    ),
  ).toBe('ran');
  expect(lines.join('\n')).toContain(`process ${dead}`);
  expect(await readdir(origin.state)).not.toContain('lock');
});

test('a lock held by a running deploy refuses the next one at once, naming its process', async () => {
  const origin = await freshOrigin();
  const inner = withLock(
    origin,
    () =>
      withLock(
        origin,
        async () => 'ran',
        () => {},
      ),
    () => {},
  );
  await expect(inner).rejects.toThrow(`Another deploy (process ${process.pid} on ${hostname()}) holds`);
  // A note naming a live process that does not hold the lock (its PID reused) blocks nothing.
  await writeFile(join(origin.state, 'lock'), String(process.ppid));
  expect(
    await withLock(
      origin,
      async () => 'ran',
      () => {},
    ),
  ).toBe('ran');
});

test('the lock is released when the deploy fails', async () => {
  const origin = await freshOrigin();
  await expect(
    withLock(
      origin,
      async () => Promise.reject(new Error('boom')),
      () => {},
    ),
  ).rejects.toThrow('boom');
  expect(
    await withLock(
      origin,
      async () => 'again',
      () => {},
    ),
  ).toBe('again');
});

test('page folders of deploys killed before their switch-over are cleared by the next deploy', async () => {
  const origin = await freshOrigin();
  await mkdir(join(origin.dir, '.pages', '123-456', 'faq'), { recursive: true });
  await writeFile(join(origin.dir, '.pages', '123-456', 'faq', 'index.html'), 'half');
  // Where deploys staged their files before page folders.
  await mkdir(join(origin.state, 'staging', '123-457'), { recursive: true });
  const lines: string[] = [];
  await withLock(
    origin,
    async () => {},
    (l) => lines.push(l),
  );
  expect(await readdir(join(origin.dir, '.pages'))).toEqual([]);
  expect(await readdir(origin.state)).not.toContain('staging');
  expect(lines.join('\n')).toContain('removed 2 staging folder');
});

test('a process that only takes and lets go of the lock runs on to its end (the lock holds nothing open)', async () => {
  const origin = await freshOrigin();
  const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
  const mod = (p: string) => JSON.stringify(join(repoRoot, p));
  const script = join(origin.dir, 'lock-once.mjs');
  await writeFile(
    script,
    `import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { withLock } = await jiti.import(${mod('deploy/src/node/origin/lock.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin/origin.ts')});
await withLock(originAt(process.argv[2]), async () => console.log('held'), () => {});
console.log('released');`,
  );
  expect(execFileSync(process.execPath, [script, origin.dir], { encoding: 'utf8' })).toBe('held\nreleased\n');
});
