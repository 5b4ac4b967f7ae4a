import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadFixtureShards } from './fixtures/build.ts';

// An index page that repeats every number, and releases whose numbers share prefixes.
const listing = Array.from({ length: 30 }, (_, i) => `<li>3.2${i % 10}.${i}: changes, see 3.2 and 3.2.${i}</li>`).join('');
const engine = createSearchEngine(
  loadFixtureShards([
    {
      section: 'update-notes',
      pages: [
        { path: '/update-notes/', title: 'Update Notes', html: `<h2 id="all">All versions 3.2</h2><ul>${listing}</ul>` },
        { path: '/update-notes/v3.2', title: 'Roo Code 3.2 Release Notes', html: '<p>The 3.2 series.</p>' },
        {
          path: '/update-notes/v3.2.0',
          title: 'Roo Code 3.2.0 Release Notes',
          html: '<p>Roo Code 3.2.0 (v3.2.0) in the 3.2 series.</p>',
        },
        {
          path: '/update-notes/v3.12.0',
          title: 'Roo Code 3.12 Release Notes',
          html: '<p>Roo Code 3.12.0 (v3.12.0), see 3.12.1.</p>',
        },
        { path: '/update-notes/v3.12.1', title: 'Roo Code 3.12.1 Release Notes', html: '<p>After 3.12.0 came 3.12.1.</p>' },
      ],
    },
  ]),
);

test('a version query puts the release page of that version first, with or without the v', () => {
  for (const [query, path] of [
    ['3.2', '/update-notes/v3.2'],
    ['v3.2', '/update-notes/v3.2'],
    ['3.2.0', '/update-notes/v3.2.0'],
    ['3.12.0', '/update-notes/v3.12.0'],
    ['v3.12.1', '/update-notes/v3.12.1'],
  ] as const) {
    expect(engine.search({ query })[0], query).toMatchObject({ path, anchor: '' });
  }
});

test('other queries keep the usual order', () => {
  expect(engine.search({ query: 'changes' })[0]!.path).toBe('/update-notes/');
});
