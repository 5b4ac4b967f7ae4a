import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { SECTION_NAMES, sectionRecord } from './sections.ts';

const REMOTES = fileURLToPath(new URL('../../../../remotes/', import.meta.url));
const records = SECTION_NAMES.map((name) => ({ name, ...sectionRecord(name) }));
const contexts = records.flatMap((r) => r.contexts);

test('each section of the record has its folder, and each folder a record', () => {
  const folders = readdirSync(REMOTES, { withFileTypes: true }).filter(
    (d) => d.isDirectory() && existsSync(join(REMOTES, d.name, 'package.json')),
  );
  expect(folders.map((d) => d.name).sort()).toEqual([...SECTION_NAMES].sort());
  for (const name of SECTION_NAMES) {
    const pkg = JSON.parse(readFileSync(join(REMOTES, name, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
    };
    expect([name, pkg.name, pkg.scripts?.build]).toEqual([
      name,
      `@roo-docs/remote-${name}`,
      `roo-docs-deploy build-remote ${name}`,
    ]);
    // Pages come from content/ or from the remote's own content step (the release notes' entries).
    const pages = existsSync(join(REMOTES, name, 'content')) || existsSync(join(REMOTES, name, 'src/node/generate-content.ts'));
    expect([name, pages, existsSync(join(REMOTES, name, 'sidebar.json'))]).toEqual([name, true, true]);
  }
});

test('every section names at least one context; prefixes are single path segments, each owned once', () => {
  for (const r of records) expect([r.name, r.contexts.length > 0]).toEqual([r.name, true]);
  const prefixes = contexts.map((c) => c.prefix);
  for (const p of prefixes) expect(p).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  // One segment each, so two different prefixes never select the same page: unique means disjoint.
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

test('what ?ctx= accepts (labels, short labels, prefixes) names one context only', () => {
  // Each context's own names, told apart regardless of case (a label may equal its prefix but for it).
  const own = contexts.map((c) => new Set([c.label, c.prefix, c.shortLabel ?? c.label].map((n) => n.toLowerCase())));
  const all = own.flatMap((names) => [...names]);
  expect(new Set(all).size).toBe(all.length);
});

test('exactly one section has the root pages, and at most one loads its search on demand', () => {
  expect(records.filter((r) => r.root).map((r) => r.name)).toHaveLength(1);
  // The worker's rule for when a query needs the on-demand shard is the release notes' own.
  expect(records.filter((r) => r.search === 'on-demand').length).toBeLessThanOrEqual(1);
});
