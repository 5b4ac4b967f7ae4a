import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { mdxCompileOptions, scanContent } from '@roo-docs/build';
import { useMDXComponents } from '@roo-docs/chrome/mdx-provider';
import { readModelCatalogue } from '@roo-docs/schemas/node';
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
  const { remarkPlugins, rehypePlugins } = mdxCompileOptions();
  const { default: Page } = await evaluate({ path: file, value: await readFile(file, 'utf8') }, {
    ...runtime,
    remarkPlugins,
    rehypePlugins,
    useMDXComponents,
  } as never);
  return renderToStaticMarkup(createElement(Page));
}

test('every model table on a provider page shows its catalogue exactly, in the extension order', async () => {
  const catalogue = await readModelCatalogue();
  const files = await scanContent(join(REPO_ROOT, 'remotes', 'providers'));
  const seen: Record<string, string[]> = {};
  for (const f of files) {
    if (!(await readFile(f.file, 'utf8')).includes('<ModelTable')) continue;
    const where = relative(REPO_ROOT, f.file);
    const tree = fromHtml(await renderPage(f.file), { fragment: true });
    for (const wrap of findAll(tree, (e) => hasClass(e, 'model-table'))) {
      const provider = String(wrap.properties.dataProvider);
      (seen[f.route] ??= []).push(provider);
      const models = catalogue.providers[provider]?.models;
      expect(models, `${where}: no catalogue for ${provider}`).toBeDefined();
      expect(toString(wrap)).toContain('Prices as listed in Roo Code 3.28.17, October 2025');
      const body = findAll(wrap, (e) => e.tagName === 'tbody')[0]!;
      const rows = findAll(body, (e) => e.tagName === 'tr').map((tr) =>
        tr.children.filter((c): c is Element => c.type === 'element').map((c) => toString(c).trim()),
      );
      expect(
        rows.map((r) => r[0]!.replace(/ \(default\)$/, '')),
        `${where}: ${provider} model ids`,
      ).toEqual(Object.keys(models!));
      for (const [id, cells] of rows.map((r) => [r[0]!.replace(/ \(default\)$/, ''), r] as const)) {
        const info = models![id]!;
        const shown = { contextWindow: number(cells[1]!), maxTokens: number(cells[2]!), inputPrice: number(cells[3]!) };
        expect(shown, `${where}: ${provider} ${id}`).toEqual({
          contextWindow: info.contextWindow,
          maxTokens: info.maxTokens ?? undefined,
          inputPrice: info.inputPrice,
        });
        expect([number(cells[4]!), number(cells[5]!), number(cells[6]!)], `${where}: ${provider} ${id} prices`).toEqual([
          info.outputPrice,
          info.cacheWritesPrice,
          info.cacheReadsPrice,
        ]);
        expect(cells[7]!.includes('images'), `${where}: ${provider} ${id} images`).toBe(info.supportsImages === true);
        expect(cells[7]!.includes('prompt cache'), `${where}: ${provider} ${id} prompt cache`).toBe(info.supportsPromptCache);
      }
    }
  }
  const written = Object.fromEntries(Object.entries(EXPECTED_TABLES).filter(([route]) => files.some((f) => f.route === route)));
  expect(Object.fromEntries(Object.keys(written).map((r) => [r, seen[r] ?? []]))).toEqual(written);
});
