import { expect, test } from '@rstest/core';
import { citeWithCredit } from './cite-credit.ts';

const pulls = new Set(['4042', '8343']);
const isPull = (n: string) => pulls.has(n);

test('pull requests are cited first, and the author is thanked where no one is credited', () => {
  expect(citeWithCredit('- Bedrock has two more regions (#4042).', ['4050'], ['jr'], isPull)).toBe(
    '- Bedrock has two more regions (#4042, #4050; thanks @jr).',
  );
  expect(citeWithCredit('- Icons keep their size (thanks @mrubens).', ['8343'], ['mrubens'], isPull)).toBe(
    '- Icons keep their size (#8343; thanks @mrubens).',
  );
  // #8206 is the issue: the pull request goes before it, as in `(#8408; #8406, reported by @b)`.
  expect(citeWithCredit('- Labels no longer wrap (#8206, reported by @NaccOll).', ['8207'], ['roomote[bot]'], isPull)).toBe(
    '- Labels no longer wrap (#8207; #8206, reported by @NaccOll).',
  );
  expect(citeWithCredit('- A setting for maximum output tokens.', ['5610', '5611'], ['hannesrudolph', 'cte'], isPull)).toBe(
    '- A setting for maximum output tokens (#5610, #5611; thanks @hannesrudolph and @cte).',
  );
});

test('bots and unknown authors are not thanked, and a group of prose is not a references group', () => {
  expect(citeWithCredit('- Dialogs follow the theme (see Themes)', ['951'], [null], isPull)).toBe(
    '- Dialogs follow the theme (see Themes) (#951)',
  );
  expect(citeWithCredit('- A usage schema (contributed by Roomote).', ['8441'], ['roomote[bot]'], isPull)).toBe(
    '- A usage schema (#8441; contributed by Roomote).',
  );
  expect(citeWithCredit('- Indexing recovers (#6660).', ['6661'], ['roomote[bot]'], isPull)).toBe(
    '- Indexing recovers (#6661; #6660).',
  );
});

test('the references go before a closing See link, not after it', () => {
  expect(
    citeWithCredit(
      '- MCP servers start reliably (thanks @h). See [MCP Overview](/features/mcp/overview).',
      ['6878'],
      ['h'],
      isPull,
    ),
  ).toBe('- MCP servers start reliably (#6878; thanks @h). See [MCP Overview](/features/mcp/overview).');
  expect(citeWithCredit('- Diffs open first. See [A](/a) and [B](/b).', ['6386'], ['d'], isPull)).toBe(
    '- Diffs open first (#6386; thanks @d). See [A](/a) and [B](/b).',
  );
  // A See in the middle of the text is prose: the citation goes at the end.
  expect(citeWithCredit('- See [A](/a) for more on it.', ['1'], [null], isPull)).toBe('- See [A](/a) for more on it (#1).');
});
