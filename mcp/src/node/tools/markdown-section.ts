import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/** A heading of a Markdown twin: its text, the anchor the page gives it, where it starts. */
export interface TwinHeading {
  depth: number;
  text: string;
  id: string;
  start: number;
}

/**
 * The headings below the title, with the anchors the site's pages give them (GitHub-style slugs,
 * in page order, as the section build's remark plugin makes them). Parsed, not matched by line:
 * a `# comment` inside a code block is not a heading.
 */
export function twinHeadings(markdown: string): TwinHeading[] {
  const slugger = new GithubSlugger();
  const headings: TwinHeading[] = [];
  for (const node of fromMarkdown(markdown).children) {
    if (node.type !== 'heading' || node.depth === 1) continue;
    const text = toString(node).trim();
    headings.push({ depth: node.depth, text, id: slugger.slug(text), start: node.position?.start.offset ?? 0 });
  }
  return headings;
}

const folded = (s: string) => s.replace(/^#/, '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The part of a twin under one heading, down to the next heading of the same or a higher level.
 * `heading` is the heading's text (any letter case) or its anchor (`installing-git`, `#installing-git`).
 * Throws, listing the page's headings, when none matches.
 */
export function sectionUnder(markdown: string, heading: string): { heading: TwinHeading; markdown: string } {
  const headings = twinHeadings(markdown);
  const wanted = folded(heading);
  const index = headings.findIndex((h) => h.id === wanted || folded(h.text) === wanted);
  if (index < 0) {
    const list = headings.map((h) => `${'#'.repeat(h.depth)} ${h.text} (#${h.id})`).join('\n');
    throw new Error(`The page has no heading '${heading}'. Its headings:\n${list || '(none)'}`);
  }
  const found = headings[index]!;
  const next = headings.slice(index + 1).find((h) => h.depth <= found.depth);
  return { heading: found, markdown: `${markdown.slice(found.start, next?.start).trimEnd()}\n` };
}
