import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@rstest/core';
import type { Element, Nodes } from 'hast';
import type { Nodes as MdNodes } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { MARKDOWN_TWINS_FILE, SITE_URL, type SectionName } from '@roo-docs/schemas';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';
import { ADMONITION_LABELS } from '../../shared/mdx-kit/src/admonition-labels.ts';
import { VALIDATOR_KINDS } from '../../shared/mdx-kit/src/validators/kinds.ts';
import { renderPages } from '../../shared/section-build/src/node/search/render-pages.ts';
import { twinHeader } from '../../shared/section-build/src/node/markdown/twin.ts';
import { builtSection } from './built-section.ts';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// What a reader of the page does not read as its text: controls, decoration, screen-reader
// extras, fallbacks, and the file validators' boxes (a twin says in a sentence what they do).
function skipped(el: Element, inHeaderCell: boolean): boolean {
  if (['script', 'style', 'noscript', 'dialog', 'textarea'].includes(el.tagName)) return true;
  if (el.tagName === 'button' && !inHeaderCell) return true;
  if (String(el.properties['ariaHidden']) === 'true' || el.properties['dataFileValidator'] !== undefined) return true;
  // A tab list's buttons: a twin names each tab above its panel instead (their labels are annotations).
  if (el.properties['role'] === 'tablist') return true;
  const cls = el.properties['className'];
  return Array.isArray(cls) && (cls.includes('hash-link') || cls.includes('visually-hidden'));
}

/** The words of a page body as the site renders it (a sort button's label is the column's name). */
export function pageWords(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Nodes, inHeaderCell: boolean) => {
    if (node.type === 'text') out.push(...words(node.value));
    if (node.type === 'element' && skipped(node, inHeaderCell)) return;
    const cell = inHeaderCell || (node.type === 'element' && node.tagName === 'th');
    if ('children' in node) for (const c of node.children) walk(c as Nodes, cell);
  };
  walk(fromHtml(html, { fragment: true }), false);
  return out;
}

/** The words of a twin's body: its text, a picture's alt text and a code block's file title. */
export function twinWords(markdown: string): string[] {
  const out: string[] = [];
  const walk = (node: MdNodes) => {
    if (node.type === 'code') out.push(...words(`${node.meta ?? ''} ${node.value}`));
    else if (node.type === 'text' || node.type === 'inlineCode') out.push(...words(node.value));
    else if (node.type === 'image') out.push(...words(node.alt ?? ''));
    if ('children' in node) for (const c of node.children) walk(c as MdNodes);
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return out;
}

/** Words a twin may add to its page's: the admonitions' kinds, the sentences that stand for widgets, pictures' alt text. */
function annotations(html: string, pageUrl: string): Set<string> {
  const alts = [...html.matchAll(/\balt="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));
  const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]!);
  const validators = Object.values(VALIDATOR_KINDS).map((k) => `${k.label} ${k.syntax} ${k.schemaFile}`);
  const sentences = [
    'Validator: The page at checks it in the browser as you paste it; editors can check it with its JSON Schema',
    'Video: (on YouTube). title',
  ];
  return new Set(words([...Object.values(ADMONITION_LABELS), ...alts, ...tabs, ...validators, ...sentences, pageUrl].join(' ')));
}

/**
 * How the twin's words differ from the page's: the page's words it lacks (it must have every one,
 * in the page's order) and the words it adds that are none of its annotations.
 */
export function compareTwin(html: string, twinBody: string, pageUrl: string) {
  const page = pageWords(html);
  const twin = twinWords(twinBody);
  const allowed = annotations(html, pageUrl);
  const added: string[] = [];
  let at = 0;
  for (const word of twin) {
    if (at < page.length && word === page[at]) at++;
    else if (!allowed.has(word)) added.push(word);
  }
  return { missing: page.slice(at, at + 12), added: [...new Set(added)].slice(0, 12) };
}

/** Every page of the section has a twin whose text is the page's text (tests/content's check). */
export function checkTwinsMatchPages(section: SectionName) {
  test(`${section}: every page's Markdown twin says what the page says`, { timeout: 180_000 }, async () => {
    const build = await builtSection(section);
    const twins = JSON.parse(await readFile(join(build.dir, MARKDOWN_TWINS_FILE), 'utf8')) as Record<string, string>;
    const ssr = (await import(pathToFileURL(join(build.dir, 'ssr/index.mjs')).href)) as RoutesModule<PageModule>;
    const routes = build.table.routes;
    expect(Object.keys(twins).sort()).toEqual(routes.map((r) => r.path).sort());
    const html = await renderPages(
      ssr,
      routes.map((r) => r.path),
    );
    const differences: string[] = [];
    for (const route of routes) {
      const header = twinHeader({ route: route.path, title: route.title, description: route.description });
      const twin = twins[route.path]!;
      if (!twin.startsWith(header)) {
        differences.push(`${route.path}: does not start with its title, URL and release`);
        continue;
      }
      const { missing, added } = compareTwin(html.get(route.path)!, twin.slice(header.length), `${SITE_URL}${route.path}`);
      if (missing.length || added.length)
        differences.push(`${route.path}: lacks [${missing.join(' ')}], adds [${added.join(' ')}]`);
    }
    expect(differences).toEqual([]);
  });
}
