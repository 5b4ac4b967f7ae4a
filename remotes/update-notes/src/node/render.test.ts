import { expect, test } from '@rstest/core';
import { patch, series } from './fixtures/entries.ts';
import { parseEntry } from './parse-entry.ts';
import { renderIndex } from './render-index.ts';
import { renderPage } from './render-page.ts';
import { referencesSection } from './release-references.ts';
import { buildSidebar } from './sidebar.ts';

const all = [series('3.28', ['3.28.0', '3.28.1']), patch('3.28.1', '2025-09-11'), patch('3.28.0', '2025-09-10'), patch('3.27.0')];

test('a patch page has its title, date, series link and neighbours by version', () => {
  const { mdx } = renderPage(all[2]!, all);
  expect(mdx).toContain('title: "Roo Code 3.28.0 Release Notes (2025-09-10)"');
  expect(mdx).toContain('Roo Code 3.28.0 (v3.28.0) was released on 2025-09-10, part of the [3.28 series](/update-notes/v3.28).');
  expect(mdx).toContain('Previous release: [3.27.0](/update-notes/v3.27.0); next release: [3.28.1](/update-notes/v3.28.1).');
  expect(renderPage(all[3]!, all).mdx).toContain(
    'The release date of Roo Code 3.27.0 (v3.27.0) was not recorded, part of the 3.27 series.',
  );
});

test('a series page lists the releases it covers, newest first, with dates and what updating asks', () => {
  const { mdx } = renderPage(all[0]!, all);
  expect(mdx).toContain('title: "Roo Code 3.28 Release Notes"');
  const rows = mdx.split('\n').filter((l) => l.startsWith('| [3.28.'));
  expect(rows).toEqual([
    '| [3.28.1](/update-notes/v3.28.1) | 2025-09-11 | no action needed |',
    '| [3.28.0](/update-notes/v3.28.0) | 2025-09-10 | no action needed |',
  ]);
});

test('a patch released after its series summary was written is listed with the others', () => {
  const later = [...all, patch('3.28.2', '2025-09-14', 'impact: opt-in\n')];
  const rows = renderPage(later[0]!, later)
    .mdx.split('\n')
    .filter((l) => l.startsWith('| [3.28.'));
  expect(rows[0]).toBe('| [3.28.2](/update-notes/v3.28.2) | 2025-09-14 | opt-in |');
  expect(rows).toHaveLength(3);
  expect(renderPage(later[0]!, all).mdx).not.toContain('3.28.2');
});

test('the index opens with the latest release and lists each series as a heading, oldest first, with what asks you to act', () => {
  const intro =
    '---\ntitle: Update Notes\ndescription: All of them.\n---\n\nIntro.\n\n{/* latest release */}\n\n{/* catch-up */}\n\n{/* feeds */}\n\nEnd.\n';
  const acting = patch('3.28.1', '2025-09-11', 'impact: behaviour change\nactions: ["Checkpoints now run in every task."]\n');
  const entries = [all[0]!, acting, all[2]!, all[3]!];
  const mdx = renderIndex(intro, entries);
  expect(mdx.indexOf('Intro.')).toBeLessThan(mdx.indexOf(':::warning[Latest release: Roo Code 3.28.1]'));
  expect(mdx).toContain('- Highlight of release 3.28.1');
  expect(mdx).toContain('- Checkpoints now run in every task.');
  // A series with a summary page links it from its heading.
  expect(mdx.split('\n').filter((l) => l.startsWith('### '))).toEqual([
    '### Series 3.27',
    '### [Series 3.28](/update-notes/v3.28)',
  ]);
  expect(mdx).toContain('[3.27](#series-327) · [3.28](#series-328)');
  expect(mdx).toContain(
    '2 releases, 2025-09-10 to 2025-09-11. Up to behaviour change; act after [3.28.1](/update-notes/v3.28.1).',
  );
  expect(mdx).toContain('One release, [3.27.0](/update-notes/v3.27.0). No action needed.');
  expect(mdx).toContain('## Follow new releases');
  expect(mdx.trimEnd().endsWith('End.')).toBe(true);
  expect(() => renderIndex('---\ntitle: T\n---\n\nNo markers.\n', entries)).toThrow(
    /needs the line \{\/\* latest release \*\/\} once/,
  );
});

test('the sidebar puts new versions at the top of their series and a new series at the top', () => {
  const doc = (path: string, label: string) => ({ type: 'doc' as const, path, label });
  const base = [
    {
      order: 110,
      item: {
        type: 'category' as const,
        label: 'Update Notes',
        items: [
          { type: 'doc' as const, path: '/update-notes/' },
          {
            type: 'category' as const,
            label: '3.28',
            items: [doc('/update-notes/v3.28', '3.28 Combined'), doc('/update-notes/v3.28.0', '3.28.0')],
          },
        ],
      },
    },
  ];
  const out = buildSidebar(base, [...all, patch('3.28.2'), patch('3.29.0')]);
  const root = out[0]!.item as { items: { label?: string; items?: { path: string }[] }[] };
  expect(root.items.map((i) => i.label)).toEqual([undefined, '3.29', '3.28', '3.27']);
  expect(root.items[2]!.items!.map((i) => i.path)).toEqual([
    '/update-notes/v3.28',
    '/update-notes/v3.28.2',
    '/update-notes/v3.28.1',
    '/update-notes/v3.28.0',
  ]);
});

test('the sidebar orders every series the same way: series newest first, summary, then patches newest first', () => {
  const doc = (v: string) => ({ type: 'doc' as const, path: `/update-notes/v${v}`, label: v });
  const cat = (label: string, versions: string[]) => ({ type: 'category' as const, label, items: versions.map(doc) });
  // The reference order this replaces: 3.2 after 3.0, old series oldest first, a summary in the middle.
  const base = [
    {
      order: 110,
      item: {
        type: 'category' as const,
        label: 'Update Notes',
        items: [
          { type: 'doc' as const, path: '/update-notes/' },
          cat('3.22', ['3.22.1', '3.22', '3.22.0']),
          cat('3.10', ['3.10', '3.10.0', '3.10.1', '3.10.2']),
          cat('3.0', ['3.0', '3.0.0']),
          cat('3.2', ['3.2', '3.2.0', '3.2.3']),
        ],
      },
    },
  ];
  const root = buildSidebar(base, []).at(0)!.item as { items: { label?: string; path?: string; items?: { path: string }[] }[] };
  expect(root.items.map((i) => i.label ?? i.path)).toEqual(['/update-notes/', '3.22', '3.10', '3.2', '3.0']);
  const versions = (i: number) => root.items[i]!.items!.map((d) => d.path.replace('/update-notes/v', ''));
  expect(versions(1)).toEqual(['3.22', '3.22.1', '3.22.0']);
  expect(versions(2)).toEqual(['3.10', '3.10.2', '3.10.1', '3.10.0']);
  expect(versions(3)).toEqual(['3.2', '3.2.3', '3.2.0']);
});

test('a release the pull request file does not reach links its own pulls, issues and credited people after the changes', () => {
  const e = parseEntry(
    `---\nversion: 3.28.14\nkind: patch\nsummary: GLM-4.6 for the Z AI provider.\nimpact: opt-in\nhighlights: [GLM-4.6 for the Z AI provider]\npulls: [8408]\nissues: [8406]\ncredits: [dmarkey]\n---\n\n## Fixes\n\n- A fix.\n`,
    'entries/v3.28.14.mdx',
  );
  const { mdx } = renderPage(e, [e]);
  const section = mdx.slice(mdx.indexOf('## Pull requests, issues and credits'));
  expect(section).toContain('- Pull requests: [#8408](https://github.com/RooCodeInc/Roo-Code/pull/8408)\n');
  expect(section).toContain('- Issues: [#8406](https://github.com/RooCodeInc/Roo-Code/issues/8406)\n');
  expect(section).toContain('- Credited: [@dmarkey](https://github.com/dmarkey)\n');
  expect(mdx.indexOf('- A fix.')).toBeLessThan(mdx.indexOf('## Pull requests'));
  expect(referencesSection({ credits: ['a', 'b'] })).toMatch(
    /^<section className="search-skip">\n\n## Credits\n\n- Credited: \[@a\]/,
  );
  expect(referencesSection({})).toBe('');
  expect(renderPage(all[1]!, all).mdx).not.toContain('## Pull requests');
});

test("each version page's pager goes by version, as its footer does: next is the newer release of its kind", () => {
  // Only the index is listed: every version page comes from its entry.
  const index = { type: 'doc' as const, path: '/update-notes/' };
  const base = [{ order: 110, item: { type: 'category' as const, label: 'Update Notes', items: [index] } }];
  const root = buildSidebar(base, all).at(0)!.item as { items: { path?: string; items?: Record<string, unknown>[] }[] };
  const pages = root.items.flatMap((i) => i.items ?? [i]);
  const pager = (path: string) => {
    const { previous, next } = pages.find((p) => p.path === path)!;
    return { previous, next };
  };
  expect(pager('/update-notes/v3.28.0')).toEqual({ previous: '/update-notes/v3.27.0', next: '/update-notes/v3.28.1' });
  expect(pager('/update-notes/v3.28.1')).toEqual({ previous: '/update-notes/v3.28.0', next: null });
  expect(pager('/update-notes/v3.27.0')).toEqual({ previous: null, next: '/update-notes/v3.28.0' });
  // A series page pages between series; the index keeps its place in the sidebar's order.
  expect(pager('/update-notes/v3.28')).toEqual({ previous: null, next: null });
  expect(pager('/update-notes/')).toEqual({ previous: undefined, next: undefined });
  // The footer names the same pages.
  expect(renderPage(all[2]!, all).mdx).toContain(
    'Previous release: [3.27.0](/update-notes/v3.27.0); next release: [3.28.1](/update-notes/v3.28.1).',
  );
});
