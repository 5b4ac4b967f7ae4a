import { expect, test } from '@rstest/core';
import { patch, pr, pulls } from './fixtures/entries.ts';
import { renderPage } from './render-page.ts';

const data = pulls({
  '3.25.21': [
    pr('7203', 'feature', { title: 'Load modes from several files in .roo/modes', author: 'roomote[bot]' }),
    pr('7204', 'fix', { title: 'Keep `{braces}` and <tags> as text (#7100)', author: 'daniel-lxs' }),
    pr('7205', 'internal', { title: 'Changeset version bump', author: 'github-actions[bot]' }),
    pr('7206', 'change', { author: null }),
    pr('7207', 'fix', { title: 'A fix that was undone before the release' }),
    pr('7208', 'change', { title: 'Revert the fix', reverts: '7207' }),
  ],
  '3.25.23': [pr('7332', 'change', { title: 'Revert "Load modes from several files"', reverts: '7203' })],
});
const page = (v: string, all = [patch('3.25.21'), patch('3.25.23')]) =>
  renderPage(
    all.find((e) => e.version === v)!,
    all,
    data,
  ).mdx;
const section = (mdx: string) => mdx.slice(mdx.indexOf('## Pull requests'));

test('every pull request of the release is listed with its title and author, by kind, chores folded under Internal', () => {
  const list = section(page('3.25.21'));
  expect(list).toContain(
    '**Features** (1)\n\n- [#7203](https://github.com/RooCodeInc/Roo-Code/pull/7203) Load modes from several files in .roo/modes — by Roomote',
  );
  // Titles are text: Markdown marks, braces and tags are escaped, a number in a title is a link.
  expect(list).toContain(
    '- [#7204](https://github.com/RooCodeInc/Roo-Code/pull/7204) Keep \\`\\{braces\\}\\` and &lt;tags&gt; as text ([#7100](https://github.com/RooCodeInc/Roo-Code/pull/7100)) — [@daniel-lxs](https://github.com/daniel-lxs)',
  );
  expect(list).toContain('**Other changes** (1)\n\n- [#7206](https://github.com/RooCodeInc/Roo-Code/pull/7206) Title of 7206\n');
  expect(list).toMatch(
    /<details>\n<summary>Internal: 1 pull request \([^)]*\)<\/summary>\n\n- \[#7205\][^\n]* — by GitHub Actions\n\n<\/details>/,
  );
});

test('a pull request the text cites sits under its change, with its title and author, and leaves the list of the others', () => {
  const body = '## Improvements\n\n- Version bumps are announced (#7205; thanks @a).\n- Modes load from several files (#7203).\n';
  const all = [patch('3.25.21', undefined, 'credits: [a]\n', body), patch('3.25.23')];
  const mdx = page('3.25.21', all);
  expect(mdx).toContain(
    '- Version bumps are announced (thanks [@a](https://github.com/a)).\n  * <span className="search-skip pull-ref">[#7205](https://github.com/RooCodeInc/Roo-Code/pull/7205) Changeset version bump — by GitHub Actions</span>\n',
  );
  // What a later release did to it goes with it.
  expect(mdx).toContain(
    'Load modes from several files in .roo/modes — by Roomote (rolled back in [3.25.23](/update-notes/v3.25.23))</span>',
  );
  const list = section(mdx);
  expect(list).toContain('(2 of its 4 are under their changes above)');
  expect(list).not.toContain('#7205');
  expect(list).not.toContain('[#7203]');
  expect(list).not.toContain('<details>');
  // @a is linked in the text above: the credits name no one twice.
  expect(list).not.toContain('Credited');
});

test('a pull request reverted within its own release never shipped: it and its revert are left out', () => {
  const list = section(page('3.25.21'));
  expect(list).not.toContain('#7207');
  expect(list).not.toContain('#7208');
});

test('a later rollback is a back-link, on the pull request and at the top of the page', () => {
  const mdx = page('3.25.21');
  expect(section(mdx)).toContain(
    'Load modes from several files in .roo/modes — by Roomote (rolled back in [3.25.23](/update-notes/v3.25.23))',
  );
  const glance = mdx.slice(mdx.indexOf(':::note[At a glance]'), mdx.indexOf('\n:::\n'));
  expect(glance).toContain(
    '**Since this release**\n\n- Rolled back in [3.25.23](/update-notes/v3.25.23) by [#7332](https://github.com/RooCodeInc/Roo-Code/pull/7332): [#7203](https://github.com/RooCodeInc/Roo-Code/pull/7203) Load modes from several files in .roo/modes',
  );
});

test('an entry that fixes an earlier pull request gives it a "fixed further" back-link', () => {
  const all = [patch('3.25.21'), patch('3.25.23', '2025-08-22', 'fixes: [7204]\n')];
  const mdx = page('3.25.21', all);
  expect(mdx).toContain('- Fixed further in [3.25.23](/update-notes/v3.25.23): [#7204]');
  expect(section(mdx)).toContain('(fixed further in [3.25.23](/update-notes/v3.25.23))');
  expect(page('3.25.23', all)).not.toContain('Since this release');
});
