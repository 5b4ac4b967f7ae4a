import assert from 'node:assert/strict';
import { describe, test } from '@rstest/core';
import { sectionUnder, twinHeadings } from './markdown-section.ts';

const PAGE = `# Title

Intro.

## Installing Git

Text.

\`\`\`sh
# Homebrew
brew install git
\`\`\`

### On Linux

Linux text.

## Troubleshooting

Last.

## Installing Git
`;

describe('twin headings', () => {
  test('code comments are not headings; repeated headings get numbered anchors as the page does', () => {
    assert.deepEqual(
      twinHeadings(PAGE).map((h) => [h.depth, h.id]),
      [
        [2, 'installing-git'],
        [3, 'on-linux'],
        [2, 'troubleshooting'],
        [2, 'installing-git-1'],
      ],
    );
  });

  test('a section runs to the next heading of its level, sub-sections included', () => {
    const { markdown } = sectionUnder(PAGE, 'installing git');
    assert.match(markdown, /^## Installing Git\n[\s\S]*# Homebrew[\s\S]*### On Linux\n\nLinux text\.\n$/);
    assert.equal(sectionUnder(PAGE, '#on-linux').markdown, '### On Linux\n\nLinux text.\n');
    assert.equal(sectionUnder(PAGE, 'installing-git-1').markdown, '## Installing Git\n');
  });

  test('an unknown heading lists the headings there are', () => {
    assert.throws(
      () => sectionUnder(PAGE, 'Uninstalling'),
      /no heading 'Uninstalling'[\s\S]*## Troubleshooting \(#troubleshooting\)/,
    );
  });
});
