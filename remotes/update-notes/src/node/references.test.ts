import { expect, test } from '@rstest/core';
import { linkReferences } from './references.ts';

test('pull requests and people become links; code, links and headings are left alone', () => {
  expect(linkReferences('- Fixed (#8406, thanks @dmarkey).')).toBe(
    '- Fixed ([#8406](https://github.com/RooCodeInc/Roo-Code/pull/8406), thanks [@dmarkey](https://github.com/dmarkey)).',
  );
  expect(linkReferences('- See [#12](https://x.test/12) and `@types/node` or a@b.com.')).toBe(
    '- See [#12](https://x.test/12) and `@types/node` or a@b.com.',
  );
  expect(linkReferences('```\n#1234 @me\n```')).toBe('```\n#1234 @me\n```');
  expect(linkReferences('### Issue #1234')).toBe('### Issue #1234');
  expect(linkReferences('[docs](/features/checkpoints#restoring-a-checkpoint)')).toBe(
    '[docs](/features/checkpoints#restoring-a-checkpoint)',
  );
});

test('a number known as an issue links to the issue; others link to the pull request', () => {
  expect(linkReferences('- Fixed (#8371, PR #8372).', new Set(['8371']))).toBe(
    '- Fixed ([#8371](https://github.com/RooCodeInc/Roo-Code/issues/8371), PR [#8372](https://github.com/RooCodeInc/Roo-Code/pull/8372)).',
  );
});
