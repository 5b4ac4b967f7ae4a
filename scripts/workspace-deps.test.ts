import { expect, test } from '@rstest/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|js|mjs|mdx)$/;
const SKIPPED = /(^|\/)(node_modules|dist|\.generated|\.generated-dev)(\/|$)/;
const WORKSPACE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](@roo-docs\/[a-z-]+)/g;

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest & { workspaces?: string[] };

/** The root's workspaces, a `dir/*` entry read as each folder in it with a package.json (as npm does). */
function workspaceDirs(): string[] {
  return read(join(ROOT, 'package.json')).workspaces!.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(join(ROOT, entry.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(ROOT, entry.slice(0, -2), d.name, 'package.json')))
          .map((d) => `${entry.slice(0, -2)}/${d.name}`)
      : [entry],
  );
}

/** The workspace packages a package's own files import. */
function importedBy(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
    if (!SOURCE.test(file) || SKIPPED.test(file)) continue;
    for (const m of readFileSync(join(ROOT, dir, file), 'utf8').matchAll(WORKSPACE_IMPORT)) found.add(m[1]!);
  }
  return found;
}

test('every workspace package declares the workspace packages it imports', () => {
  const undeclared = workspaceDirs().flatMap((dir) => {
    const manifest = read(join(ROOT, dir, 'package.json'));
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    return [...importedBy(dir)].filter((name) => name !== manifest.name && !(name in declared)).map((name) => `${dir} → ${name}`);
  });
  expect(undeclared).toEqual([]);
});

test('the scan finds imports (so an empty answer means something)', () => {
  expect(importedBy('shell')).toContain('@roo-docs/search-worker');
});
