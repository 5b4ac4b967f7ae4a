import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { remotesPointerSchema } from '../site/remotes-pointer.ts';
import { SECTION_ARTEFACTS } from './artefacts.ts';
import { containerName } from './container-name.ts';
import { isInsideBuild, isSiteFilePath, sectionBuildBase } from './layout.ts';
import type { RemotesPointer } from './pointer.ts';

test('a section build lives under /_mf/<section>/<buildId>/ and names its container after the section', () => {
  expect(sectionBuildBase('update-notes', 'abcdef12')).toBe('/_mf/update-notes/abcdef12/');
  expect(containerName('update-notes')).toBe('roo_update_notes');
  expect(containerName('getting-started')).toBe('roo_getting_started');
});

test('the pointer schema accepts exactly the artefact URLs the layout builds', () => {
  const base = sectionBuildBase('features', 'abcdef12');
  const hash = 'a'.repeat(64);
  const pointer: RemotesPointer = {
    schemaVersion: 1,
    shell: null,
    sections: {
      features: {
        buildId: 'abcdef12',
        manifest: base + SECTION_ARTEFACTS.manifest,
        routes: base + SECTION_ARTEFACTS.routes,
        searchShard: base + SECTION_ARTEFACTS.searchShard,
        ssr: base + SECTION_ARTEFACTS.ssr,
        hashes: { manifest: hash, routes: hash, searchShard: hash },
      },
    },
  };
  expect(remotesPointerSchema.parse(pointer)).toEqual(pointer);
  expect(isInsideBuild(`${base}../x`, 'features', 'abcdef12')).toBe(false);
  expect(isInsideBuild('/_mf/cloud/abcdef12/routes.json', 'features', 'abcdef12')).toBe(false);
});

// Browser code imports values from this folder; one zod import here would put the library in the page's bundle.
// A type import (React's component type) is erased from every bundle.
test('the contract imports nothing but itself, apart from types', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const imports = [...code.matchAll(/^(?:import|export)(?! type )[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    expect([file, imports.filter((i) => !i?.startsWith('./'))]).toEqual([file, []]);
  }
});

test('a path ending like a feed, a schema, a list or a twin names a file; a version page does not', () => {
  for (const path of ['/update-notes/rss.xml', '/update-notes/feed.json?x=1', '/llms.txt', '/features/checkpoints.md#top'])
    expect(isSiteFilePath(path)).toBe(true);
  for (const path of ['/update-notes/v3.28.17', '/update-notes/', '/features/checkpoints', '/a.html'])
    expect(isSiteFilePath(path)).toBe(false);
});
