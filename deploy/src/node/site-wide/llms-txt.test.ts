import { expect, test } from '@rstest/core';
import type { SectionRouteTable } from '@roo-docs/schemas';
import { llmsTxt } from './llms-txt.ts';

const table = (section: SectionRouteTable['section'], paths: string[]): SectionRouteTable => ({
  schemaVersion: 1,
  section,
  buildId: 'abcdef123456',
  sidebar: [],
  routes: paths.map((path) => ({
    path,
    title: `Title of ${path}`,
    description: `About ${path}.`,
    context: null,
    headings: [],
    lastUpdated: null,
    source: 's',
    inSidebar: true,
  })),
});

test('one list per live section in site order, release notes last under Optional', () => {
  const text = llmsTxt([table('update-notes', ['/update-notes/v3.28']), table('features', ['/features/checkpoints'])]);
  expect(text.startsWith('# Roo Code Documentation\n\n> ')).toBe(true);
  expect(text).toContain(
    '## Features and Advanced Usage\n\n- [Title of /features/checkpoints](https://docs.roocode.com/features/checkpoints): About /features/checkpoints.\n',
  );
  expect(text.indexOf('## Features')).toBeLessThan(text.indexOf('## Optional'));
  expect(text).toContain('## Optional\n\n- [Title of /update-notes/v3.28]');
  expect(text).not.toContain('## Providers');
});

test('titles and descriptions cannot break the Markdown list', () => {
  const t = table('cloud', ['/roo-code-cloud/x']);
  t.routes[0]!.title = 'A [tricky]\ntitle';
  t.routes[0]!.description = 'Line one\nline two';
  expect(llmsTxt([t])).toContain('- [A tricky title](https://docs.roocode.com/roo-code-cloud/x): Line one line two');
});

test('a page with a Markdown twin is linked by its twin', () => {
  const text = llmsTxt(
    [table('features', ['/features/checkpoints', '/features/'])],
    (route) => route === '/features/checkpoints',
  );
  expect(text).toContain('- [Title of /features/checkpoints](https://docs.roocode.com/features/checkpoints.md): ');
  expect(text).toContain('- [Title of /features/](https://docs.roocode.com/features/): ');
  expect(text).toContain('https://docs.roocode.com/llms-full.txt');
});
