import { expect, test } from '@rstest/core';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { splitIntoSets } from './page-sets.ts';

const table = (paths: string[]) => ({ routes: paths.map((path) => ({ path })) }) as unknown as SectionRouteTable;

test('each page and its twins go to the section owning its route; shell pages and the rest apart', () => {
  const tables = new Map<SectionName, SectionRouteTable>([
    ['getting-started', table(['/', '/faq'])],
    ['features', table(['/features/checkpoints'])],
  ]);
  const sets = splitIntoSets(
    [
      'index.html',
      'index.html.br',
      'index.md',
      'faq/index.html.gz',
      'features/checkpoints/index.html',
      'features/checkpoints.md',
      'features/checkpoints.md.br',
      '404.html',
      'search/index.html.br',
      'remotes.json',
      'sitemap.xml',
      'old/index.html',
    ],
    tables,
  );
  expect(Object.fromEntries(sets)).toEqual({
    'getting-started': ['index.html', 'index.html.br', 'index.md', 'faq/index.html.gz'],
    features: ['features/checkpoints/index.html', 'features/checkpoints.md', 'features/checkpoints.md.br'],
    shell: ['404.html', 'search/index.html.br'],
    site: ['remotes.json', 'sitemap.xml', 'old/index.html'],
  });
});
