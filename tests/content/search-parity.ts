import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@rstest/core';
import { createSectionCompiler } from '@roo-docs/section-build';
import type { SearchDocument, SectionName } from '@roo-docs/schemas';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';
import { processTerm, tokenize } from '@roo-docs/search-index';
import { renderPages } from '../../shared/section-build/src/node/search/render-pages.ts';
import { splitSections } from '../../shared/section-build/src/node/search/split-sections.ts';
import { builtSection } from './built-section.ts';
import { REPO_ROOT } from './sections.ts';

/** The terms search matches in a text: the index's own tokenizer and term processing. */
const termsOf = (text: string) => new Set(tokenize(text).flatMap((w) => processTerm(w) ?? []));

/** Where the dev server's index (cut from the MDX) and the published one (cut from the rendered page) part. */
export function searchDifferences(fromSource: SearchDocument[], rendered: SearchDocument[]): string[] {
  const byId = new Map(rendered.map((d) => [d.id, d]));
  const differences: string[] = [];
  if (fromSource.map((d) => d.id).join('\n') !== rendered.map((d) => d.id).join('\n'))
    differences.push(
      `the sections differ: [${fromSource.map((d) => d.id).join(', ')}] against [${rendered.map((d) => d.id).join(', ')}]`,
    );
  for (const doc of fromSource) {
    const published = byId.get(doc.id);
    if (!published) continue;
    if (doc.title !== published.title || doc.parents.join('\u0000') !== published.parents.join('\u0000'))
      differences.push(
        `${doc.id}: titled '${[...doc.parents, doc.title].join(' › ')}', published '${[...published.parents, published.title].join(' › ')}'`,
      );
    const terms = termsOf(published.text);
    const extra = [...termsOf(doc.text)].filter((t) => !terms.has(t));
    if (extra.length)
      differences.push(`${doc.id}: the dev index finds [${extra.slice(0, 8).join(' ')}], the published one does not`);
  }
  return differences;
}

/**
 * The parity the dev server's search rests on (docs/decisions/section-compiler.md): indexed from
 * each page's MDX, a section has the published index's sections, with the same anchors, titles
 * and parents, and no term the published index lacks. Only words components print (a table's cells,
 * a fact's sentence) are in the published index alone.
 */
export function checkSearchParity(section: SectionName) {
  test(
    `${section}: the dev server's index cut from the MDX has the published index's sections and no other words`,
    { timeout: 180_000 },
    async () => {
      const build = await builtSection(section);
      const compiler = await createSectionCompiler({ repoRoot: REPO_ROOT, section, mode: 'production' });
      const { routes } = await compiler.update();
      const ssr = (await import(pathToFileURL(join(build.dir, 'ssr/index.mjs')).href)) as RoutesModule<PageModule>;
      const html = await renderPages(
        ssr,
        routes.map((r) => r.path),
      );
      const rendered = await compiler.searchDocuments((r) => splitSections(html.get(r.path) ?? '', r.title));
      expect(rendered.length).toBeGreaterThan(routes.length);
      expect(searchDifferences(await compiler.searchDocuments(), rendered)).toEqual([]);
    },
  );
}
