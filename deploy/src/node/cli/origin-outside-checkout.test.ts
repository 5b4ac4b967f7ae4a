import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from '@rstest/core';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BIN = join(REPO_ROOT, 'deploy', 'bin', 'roo-docs-deploy.js');
let origin = '';
afterAll(async () => {
  if (origin) await rm(origin, { recursive: true, force: true });
});

function deploy(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The live builds' server bundles take React from Node; a folder with no node_modules above it
// (here the system's temporary folder) once failed every publish after the builds had run.
test('a site published into a folder outside the checkout is prerendered', { timeout: 600_000 }, async () => {
  origin = await mkdtemp(join(tmpdir(), 'origin-outside-'));
  expect(existsSync(join(origin, '..', 'node_modules', 'react'))).toBe(false);
  const run = await deploy(['publish-all'], { SITE_DIR: origin, NODE_ENV: 'production' });
  expect({ code: run.code, tail: run.output.split('\n').slice(-6).join('\n') }).toMatchObject({ code: 0 });
  const page = await readFile(join(origin, 'features', 'checkpoints', 'index.html'), 'utf8');
  expect(page).toMatch(/<h1[^>]*>Checkpoints<\/h1>/);
  expect(existsSync(join(origin, 'node_modules'))).toBe(false);
});
