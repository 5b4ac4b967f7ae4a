import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';

export interface PageSection {
  anchor: string;
  title: string;
  /** Headings above this one (an h3's h2). */
  parents: string[];
  text: string;
}

/** Class of page parts left out of the search index (lists of reference numbers and names). */
export const SEARCH_SKIP_CLASS = 'search-skip';

// Code is noise for ranking (identifiers in prose stay); buttons and anchor marks are chrome.
function skip(el: Element): boolean {
  if (el.tagName === 'pre' || el.tagName === 'button' || el.tagName === 'script' || el.tagName === 'style') return true;
  const cls = el.properties?.className;
  return Array.isArray(cls) && (cls.includes('hash-link') || cls.includes('visually-hidden') || cls.includes(SEARCH_SKIP_CLASS));
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && skip(node)) return '';
  if ('children' in node) return node.children.map((c) => textOf(c as Nodes)).join('');
  return '';
}

/**
 * Splits a page's rendered HTML at each h2/h3 into sections (VitePress style), so a search hit
 * lands on the heading that matched rather than the top of a long page.
 */
export function splitSections(html: string, pageTitle: string): PageSection[] {
  const root = fromHtml(html, { fragment: true });
  const sections: PageSection[] = [{ anchor: '', title: pageTitle, parents: [], text: '' }];
  let h2 = '';
  const walk = (node: Nodes) => {
    if (node.type === 'element' && /^h[23]$/.test(node.tagName) && typeof node.properties.id === 'string') {
      const title = textOf(node).trim();
      const parents = node.tagName === 'h3' && h2 ? [h2] : [];
      if (node.tagName === 'h2') h2 = title;
      sections.push({ anchor: node.properties.id, title, parents, text: '' });
      return;
    }
    if (node.type === 'text') {
      sections[sections.length - 1]!.text += node.value;
      return;
    }
    if (node.type === 'element' && skip(node)) return;
    if (node.type === 'element' && /^(p|li|td|th|h4|h5|h6|div|aside|tr|blockquote)$/.test(node.tagName)) {
      sections[sections.length - 1]!.text += ' ';
    }
    if ('children' in node) for (const c of node.children) walk(c as Nodes);
  };
  walk(root);
  return sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s, i) => i > 0 || s.text.length > 0);
}
