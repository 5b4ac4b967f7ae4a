import { expect, test } from '@rstest/core';
import { pr } from './fixtures/entries.ts';
import { pullsOnChanges, withoutPlacedNumbers } from './pulls-on-changes.ts';

test('the numbers a list now names leave the text; issues, people and other numbers stay', () => {
  const placed = new Set(['6167', '6263', '6286', '5176']);
  expect(withoutPlacedNumbers('Send (#6167; contributed by Roomote).', placed)).toBe('Send (contributed by Roomote).');
  expect(withoutPlacedNumbers('Commands (#6263, #6286). See more.', placed)).toBe('Commands. See more.');
  expect(withoutPlacedNumbers('Dots (#5176; #2992 by @avtc, #4807; fixed by @b).', placed)).toBe(
    'Dots (#2992 by @avtc, #4807; fixed by @b).',
  );
  // A link's address, inline code and a number outside a group are the text's own.
  expect(withoutPlacedNumbers('[Docs](/features/x) and `(#6167)`, as #6167 did.', placed)).toBe(
    '[Docs](/features/x) and `(#6167)`, as #6167 did.',
  );
});

test('a credit of exactly the authors the lines name leaves the text; one of anyone else stays', () => {
  const authors = new Set(['a', 'roomote']);
  expect(withoutPlacedNumbers('X (#1; thanks @a).', new Set(['1']), authors)).toBe('X.');
  expect(withoutPlacedNumbers('X (#2, reported by @b; implemented by Roomote).', new Set(), authors)).toBe(
    'X (#2, reported by @b).',
  );
  expect(withoutPlacedNumbers('X (thanks @a and @b).', new Set(), authors)).toBe('X (thanks @a and @b).');
});

test('each cited pull request goes under the first change that cites it, as a nested item or a list of its own', () => {
  const body =
    '## Features\n\n### Queue\n\nSend while Roo works (#10; thanks @a).\n\n## Fixes\n\n- A fix (#11, #99).\n- Again #11.\n';
  const mark = (i: number) => `<${i}>`;
  const out = pullsOnChanges(body, [pr('10', 'feature'), pr('11', 'fix'), pr('12', 'fix')], mark);
  expect(out.body).toBe(
    '## Features\n\n### Queue\n\nSend while Roo works (thanks @a).\n\n* <span className="search-skip pull-ref"><0></span>\n\n## Fixes\n\n' +
      '- A fix (#99).\n  * <span className="search-skip pull-ref"><1></span>\n- Again #11.\n',
  );
  expect(out.lines.map((p) => p.n)).toEqual(['10', '11']);
  // #99 is no pull request of the release (an issue, say) and #12 is cited nowhere.
  expect([...out.placed]).toEqual(['10', '11']);
});
