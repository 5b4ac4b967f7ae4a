#!/usr/bin/env node
// npm run dev. The dev server's code runs from one bundle of its TypeScript, rebuilt when that
// changes (src/launch/dev-server-bundle.mjs); ROO_DOCS_DEV_FROM_SOURCE=1 runs the sources
// through jiti instead, for work on the dev server itself.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = fileURLToPath(new URL('../src/node/cli.ts', import.meta.url));

if (process.env.ROO_DOCS_DEV_FROM_SOURCE === '1') {
  const { createJiti } = await import('jiti');
  await createJiti(import.meta.url).import(cli);
} else {
  const { devServerBundle } = await import('../src/launch/dev-server-bundle.mjs');
  let bundle;
  try {
    bundle = await devServerBundle(repoRoot.replace(/\/$/, ''), cli);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  createRequire(import.meta.url)(bundle);
}
