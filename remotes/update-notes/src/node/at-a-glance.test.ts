import { expect, test } from '@rstest/core';
import { patch, series } from './fixtures/entries.ts';
import { NO_PULL_REQUESTS } from './pull-request-data.ts';
import { renderPage } from './render-page.ts';

const box = (mdx: string) => mdx.slice(mdx.indexOf(':::'), mdx.indexOf('\n:::\n') + 4);

test('a patch page opens with its impact, what it means, its highlights and what to do', () => {
  const e = patch('3.19.0', '2025-06-02', 'impact: behaviour change\nactions: ["Condensing now runs in every task."]\n');
  const { mdx } = renderPage(e, [e]);
  expect(mdx.indexOf(':::warning[At a glance]')).toBeLessThan(mdx.indexOf('## Fixes'));
  expect(box(mdx)).toBe(
    [
      ':::warning[At a glance]',
      '',
      '**Impact: behaviour change**: something you use works differently after updating; see what to do below.',
      '',
      '- Highlight of release 3.19.0',
      '',
      '**What to do after updating**',
      '',
      '- Condensing now runs in every task.',
      '',
      ':::',
    ].join('\n'),
  );
  const quiet = patch('3.19.1');
  expect(box(renderPage(quiet, [quiet]).mdx)).toMatch(/^:::note\[At a glance\]\n\n\*\*Impact: no action needed\*\*/);
});

test('a series page shows the strongest impact of its releases and every action they ask for, oldest first', () => {
  const all = [
    series('3.19', ['3.19.0', '3.19.1', '3.19.2']),
    patch('3.19.2', undefined, 'impact: breaking\nactions: ["Profiles that use the removed provider stop working."]\n'),
    patch('3.19.1', undefined, 'impact: opt-in\n'),
    patch('3.19.0', undefined, 'impact: behaviour change\nactions: ["Condensing now runs in every task."]\n'),
  ];
  const glance = box(renderPage(all[0]!, all, NO_PULL_REQUESTS).mdx);
  expect(glance).toContain(':::danger[At a glance]');
  expect(glance).toContain('The strongest impact of a release in this series is **breaking**');
  expect(glance).toContain('- Highlight of the 3.19 series');
  expect(glance).toContain(
    '- [3.19.0](/update-notes/v3.19.0): Condensing now runs in every task.\n- [3.19.2](/update-notes/v3.19.2): Profiles that use the removed provider stop working.',
  );
});
