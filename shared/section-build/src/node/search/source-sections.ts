import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { loadedMdxPackages, type MdxPackages } from '../mdx/packages.ts';
import { SEARCH_SKIP_CLASS, type PageSection } from './split-sections.ts';

/** What a reader does not search: code blocks (as the build leaves out `<pre>`), frontmatter, imports, expressions. */
const UNSEARCHED = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
/** Nodes whose children run on in one line of text; the children of any other node are separate words. */
const PHRASING = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell', 'mdxJsxTextElement']);

/** A part of the page the build's index leaves out (`<section className="search-skip">`), as `splitSections` does. */
function skipped(node: Nodes): boolean {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  return node.attributes.some(
    (a) =>
      a.type === 'mdxJsxAttribute' &&
      (a.name === 'className' || a.name === 'class') &&
      typeof a.value === 'string' &&
      a.value.split(/\s+/).includes(SEARCH_SKIP_CLASS),
  );
}

function textOf(node: Nodes): string {
  if (UNSEARCHED.has(node.type) || skipped(node)) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(textOf).join(PHRASING.has(node.type) ? '' : ' ');
}

// Only the syntax: the site's other plugins (catalogues, screenshots) cost a page ten times more
// and change no word a reader searches for.
const syntaxOnly = (p: MdxPackages) =>
  p.unified().use(p.remarkParse).use(p.remarkMdx).use(p.remarkFrontmatter).use(p.remarkGfm).use(p.remarkDirective);
let parser: ReturnType<typeof syntaxOnly> | undefined;

/** Anchor ids as the site's heading plugin gives them: GitHub's slugs of every heading, in page order. */
function headingIds(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (node: Heading) => void ids.set(node, slugger.slug(toString(node).trim())));
  return ids;
}

/**
 * A page's searchable sections from its MDX, cut at each h2/h3 as `splitSections` cuts the rendered
 * page, with the same anchors (the site's heading plugin gives them): what the dev server indexes,
 * as it renders no HTML. What components print (a table, a fact's sentence) is not in these, their
 * children are; the parity test (tests/content/search-parity.test.ts) holds the rest equal.
 * Its parser needs the MDX packages loaded (`await mdxPackages()` first).
 */
export function sourceSections(text: string, title: string): PageSection[] {
  parser ??= syntaxOnly(loadedMdxPackages());
  let tree: Root;
  try {
    tree = parser.parse(text);
  } catch {
    return [{ anchor: '', title, parents: [], text: '' }]; // the overlay says why; the title stays findable
  }
  const ids = headingIds(tree);
  const sections: PageSection[] = [{ anchor: '', title, parents: [], text: '' }];
  let h2 = '';
  const parts: string[][] = [[]];
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const id = ids.get(node);
      const heading = textOf(node).trim();
      if (id) {
        if (node.depth === 2) h2 = heading;
        sections.push({ anchor: id, title: heading, parents: node.depth === 3 && h2 ? [h2] : [], text: '' });
        parts.push([]);
        continue;
      }
    }
    parts[parts.length - 1]!.push(textOf(node));
  }
  // As splitSections: a page without intro text starts at its first heading.
  return sections
    .map((s, i) => ({ ...s, text: parts[i]!.join(' ').replace(/\s+/g, ' ').trim() }))
    .filter((s, i) => i > 0 || s.text.length > 0);
}
