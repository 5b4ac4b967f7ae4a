import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { mdxCompileOptions, mdxPackages, scanContent } from '@roo-docs/section-build';
import { useMDXComponents } from '@roo-docs/mdx-kit/provider';
import { readModelCatalogue } from '@roo-docs/assistant-schemas/node';
import { REPO_ROOT } from './sections.ts';

// Pages of providers with a fixed list in 3.28.17 and the catalogue files their tables must show.
const EXPECTED_TABLES: Record<string, string[]> = {
  '/providers/anthropic': ['anthropic'],
  '/providers/openai': ['openai-native'],
  '/providers/bedrock': ['bedrock'],
  '/providers/vertex': ['vertex'],
  '/providers/gemini': ['gemini'],
  '/providers/deepseek': ['deepseek'],
  '/providers/mistral': ['mistral'],
  '/providers/xai': ['xai'],
  '/providers/groq': ['groq'],
  '/providers/cerebras': ['cerebras'],
  '/providers/sambanova': ['sambanova'],
  '/providers/zai': ['zai', 'zai-china'],
  '/providers/doubao': ['doubao'],
  '/providers/fireworks': ['fireworks'],
  '/providers/featherless': ['featherless'],
  '/providers/chutes': ['chutes'],
  '/providers/claude-code': ['claude-code'],
  '/providers/qwen-code': ['qwen-code'],
  '/providers/roo-code-cloud': ['roo'],
  '/providers/moonshot': ['moonshot'],
};

/** Elements under `node` (document order) that match. */
function findAll(node: Root | Element, match: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (match(child)) out.push(child);
    findAll(child, match, out);
  }
  return out;
}
const hasClass = (e: Element, c: string) => Array.isArray(e.properties.className) && e.properties.className.includes(c);

const number = (cell: string) => (cell === 'n/a' ? undefined : Number(cell.replace(/[$,]/g, '')));

async function renderPage(file: string): Promise<string> {
  await mdxPackages(); // the pipeline's plugins from packages, loaded on first use
  const { remarkPlugins, rehypePlugins } = mdxCompileOptions();
  // Screenshots become imports of image files, which only the bundler resolves; the tables are
  // what this test reads, and the screenshots have tests of their own.
  const value = (await readFile(file, 'utf8')).replace(/^<Screenshot [^>]*\/>$/gm, '');
  const { default: Page } = await evaluate({ path: file, value }, {
    ...runtime,
    remarkPlugins,
    rehypePlugins,
    useMDXComponents,
  } as never);
  // Links in pages are React Router links, as in the site.
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Page)));
}

const catalogue = await readModelCatalogue();
const files = await scanContent(join(REPO_ROOT, 'remotes', 'providers'));
const withTables = files.filter((f) => readFileSync(f.file, 'utf8').includes('<ModelTable'));

/** The providers of the tables a page renders, after checking each table against the catalogue. */
async function checkTables(file: string): Promise<string[]> {
  const where = relative(REPO_ROOT, file);
  const tree = fromHtml(await renderPage(file), { fragment: true });
  const providers: string[] = [];
  for (const wrap of findAll(tree, (e) => hasClass(e, 'model-table'))) {
    const provider = String(wrap.properties.dataProvider);
    providers.push(provider);
    const models = catalogue.providers[provider]?.models;
    expect(models, `${where}: no catalogue for ${provider}`).toBeDefined();
    expect(toString(wrap)).toContain('Prices as listed in Roo Code 3.28.17, October 2025');
    const body = findAll(wrap, (e) => e.tagName === 'tbody')[0]!;
    const rows = findAll(body, (e) => e.tagName === 'tr').map((tr) =>
      tr.children.filter((c): c is Element => c.type === 'element').map((c) => toString(c).trim()),
    );
    const ids = rows.map((r) => r[0]!.replace(/ \(default\)$/, ''));
    expect(ids, `${where}: ${provider} model ids`).toEqual(Object.keys(models!));
    rows.forEach((cells, i) => {
      const id = ids[i]!;
      const info = models![id]!;
      expect(cells.slice(1, 7).map(number), `${where}: ${provider} ${id}`).toEqual([
        info.contextWindow,
        info.maxTokens ?? undefined,
        info.inputPrice,
        info.outputPrice,
        info.cacheWritesPrice,
        info.cacheReadsPrice,
      ]);
      expect(cells[7]!.includes('images'), `${where}: ${provider} ${id} images`).toBe(info.supportsImages === true);
      expect(cells[7]!.includes('prompt cache'), `${where}: ${provider} ${id} prompt cache`).toBe(info.supportsPromptCache);
    });
  }
  return providers;
}

for (const f of withTables) {
  test(`${f.route}: its model tables show the catalogue exactly, in the extension's order`, async () => {
    const providers = await checkTables(f.file);
    expect(providers, f.route).toEqual(EXPECTED_TABLES[f.route] ?? providers);
  }, 60_000);
}

test('every written page of a fixed-list provider has its tables', () => {
  for (const f of files) {
    const expected = EXPECTED_TABLES[f.route];
    if (!expected) continue;
    const source = readFileSync(f.file, 'utf8');
    for (const provider of expected) expect(source, f.route).toContain(`<ModelTable provider="${provider}"/>`);
  }
});
