import type { Element, ElementContent, Nodes, Root } from 'hast';
import type { Code } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type State } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { SITE_URL } from '@roo-docs/schemas';

// Parts of a rendered page no reader of its text gets: decoration, controls, fallbacks.
const DROPPED_TAGS = new Set(['button', 'script', 'style', 'noscript', 'dialog', 'textarea', 'template']);

function dropped(el: Element): boolean {
  if (DROPPED_TAGS.has(el.tagName)) return true;
  if (String(el.properties['ariaHidden']) === 'true') return true;
  const cls = el.properties['className'];
  return Array.isArray(cls) && (cls.includes('hash-link') || cls.includes('visually-hidden'));
}

/** A site path or an anchor of the page, as an absolute URL: a twin is read away from the site. */
function absolute(url: string, pageUrl: string): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${SITE_URL}${url}`;
  return url;
}

/**
 * A list inside a table cell, as one line: a GFM cell holds no blocks, and a list there would end
 * the table. Its items are joined by semicolons, as a sentence lists them.
 */
function inlineList(list: Element): Element {
  const items = list.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  const children: ElementContent[] = items.flatMap((li, i) =>
    i > 0 ? [{ type: 'text', value: '; ' }, ...li.children] : li.children,
  );
  return { type: 'element', tagName: 'span', properties: {}, children };
}

function clean(node: Root | Element, pageUrl: string, inCell = false): void {
  node.children = node.children.filter((c) => c.type !== 'comment' && !(c.type === 'element' && dropped(c)));
  node.children = node.children.map((c) => (inCell && c.type === 'element' && /^[ou]l$/.test(c.tagName) ? inlineList(c) : c));
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const props = child.properties;
    if (child.tagName === 'a' && typeof props['href'] === 'string') props['href'] = absolute(props['href'], pageUrl);
    if (child.tagName === 'img' && typeof props['src'] === 'string') props['src'] = absolute(props['src'], pageUrl);
    clean(child, pageUrl, inCell || child.tagName === 'td' || child.tagName === 'th');
  }
}

/** A highlighted block (Shiki's spans) as a fenced block with its language and file title. */
function code(state: State, node: Element): Code {
  const lang = node.properties['dataLanguage'];
  const title = node.properties['dataTitle'];
  const result: Code = {
    type: 'code',
    lang: typeof lang === 'string' && lang ? lang : null,
    meta: typeof title === 'string' && title ? `title=${JSON.stringify(title)}` : null,
    value: toString(node).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

/**
 * Turns the HTML of a page body rendered with the Markdown components (shared/mdx-kit's
 * `markdownComponents`) into GitHub-flavoured Markdown: tables stay tables, links and pictures
 * get absolute URLs, code keeps its language.
 */
export function htmlToMarkdown(html: string, pageUrl: string): string {
  const tree = fromHtml(html, { fragment: true });
  clean(tree, pageUrl);
  const mdast = toMdast(tree as Nodes, { handlers: { pre: code } });
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
  }).trim();
}
