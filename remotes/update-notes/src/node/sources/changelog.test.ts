import { expect, test } from '@rstest/core';
import { changelogReferences, lineReferences } from './changelog.ts';

test('a changelog line gives its issue, pull request links and credited people, bots left out', () => {
  expect(lineReferences('- Fix: reset cost limit (#6889 by @alecoot, PR by app/roomote)')).toEqual({
    pulls: [],
    issues: ['6889'],
    credits: ['alecoot'],
  });
  expect(lineReferences('- Fix A (#7052, #7063 by @daniel-lxs, PR by @app/roomote)').issues).toEqual(['7052', '7063']);
  expect(lineReferences('- Add GLM-4.6 (#8406 by @dmarkey, PR by @roomote)').credits).toEqual(['dmarkey']);
  expect(lineReferences('- Models (thanks @a-b and @CDE!)').credits).toEqual(['a-b', 'CDE']);
  expect(lineReferences('- Add Russian language (Спасибо @asychin)').credits).toEqual(['asychin']);
});

test('numbers of other repositories, package scopes and @-mentions outside credits are not references', () => {
  expect(lineReferences('- Fix tabs (Kilo-Org/kilocode#712 by @szermatt, PR by @hassoncs)')).toEqual({
    pulls: [],
    issues: [],
    credits: ['szermatt', 'hassoncs'],
  });
  expect(lineReferences('- Add the @problems mention and bump @modelcontextprotocol/sdk (thanks @x!)').credits).toEqual(['x']);
  expect(lineReferences('- Incorporate a [PR](https://github.com/cline/cline/pull/158) for diffs').pulls).toEqual([]);
});

test('pull and issue links of the repository count, a linked #number once', () => {
  expect(lineReferences('- Add Nova via [PR](https://github.com/RooCodeInc/Roo-Code/pull/60)').pulls).toEqual(['60']);
  expect(lineReferences('- Fix math (see [#1173](https://github.com/RooCodeInc/Roo-Code/issues/1173))').issues).toEqual(['1173']);
});

test('sections by version: ranges are named by their first version, a repeated version is merged', () => {
  const refs = changelogReferences(
    [
      '# Roo Code Changelog',
      '## [3.28.17] - 2025-10-15',
      '- Haiku (thanks @daniel-lxs!)',
      '## [2.2.6 - 2.2.10]',
      '- Fix (#12 by @a)',
      '## [2.2.0]',
      '- MCP from Cline',
      '## [2.2.0]',
      '- More (thanks @b!)',
    ].join('\n'),
  );
  expect([...refs.keys()]).toEqual(['3.28.17', '2.2.6', '2.2.0']);
  expect(refs.get('2.2.6')).toEqual({ pulls: [], issues: ['12'], credits: ['a'] });
  expect(refs.get('2.2.0')?.credits).toEqual(['b']);
});
