import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node, Parent } from 'unist';
import { referencedNumbers } from './references.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * One change an entry describes, the place a pull request sits on: a list item, a `###` feature
 * (its heading and the text under it other than its lists, whose items are changes of their own),
 * or any other block under a `##` group. The intro above the first group describes no one change.
 */
export interface ChangeUnit {
  kind: 'item' | 'feature' | 'block';
  /** The `##` group it is under. */
  group: string;
  /** Its Markdown, as the entry has it (a feature: heading and non-list blocks, joined). */
  text: string;
  /** Offsets in the body of each part of its text (a feature has several). */
  parts: { start: number; end: number }[];
  /** Where the list of its pull requests goes: the offset its last part ends at. */
  insertAt: number;
  /** An item's nested list is indented to its content; block-level lists are not. */
  indent: string;
  /** Every `#number` its text names, in order. */
  cites: string[];
  /** The end of its first paragraph, where a citation of a pull request is written; none without one. */
  citeAt?: number;
}

type Positioned = Node & { position: { start: { offset: number; column: number }; end: { offset: number } } };
const offsets = (n: Node) => (n as Positioned).position;

function plainText(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return ((node as Parent).children ?? []).map(plainText).join(' ');
}

interface Feature {
  heading: Positioned;
  blocks: Positioned[];
  /** The end of the feature's last block of any kind (lists too), where its own list goes. */
  end: number;
}

// Parsing is most of a section render's time: a body is parsed once per process (the dev server
// renders every page again on each save; only the edited body is new).
const known = new Map<string, ChangeUnit[]>();
const MAX_KNOWN = 4096;

/** The changes of an entry body, in the order they appear. */
export function changeUnits(body: string): ChangeUnit[] {
  let units = known.get(body);
  if (!units) {
    if (known.size >= MAX_KNOWN) known.clear();
    units = parseUnits(body);
    known.set(body, units);
  }
  return units;
}

function parseUnits(body: string): ChangeUnit[] {
  const tree = parser.parse(body) as Parent;
  const units: ChangeUnit[] = [];
  let group: string | undefined;
  let feature: Feature | undefined;
  const slice = (start: number, end: number) => body.slice(start, end);
  const add = (
    kind: ChangeUnit['kind'],
    parts: { start: number; end: number }[],
    insertAt: number,
    paragraph: Node | undefined,
    indent = '',
  ) => {
    const text = parts.map((p) => slice(p.start, p.end)).join('\n\n');
    const citeAt = paragraph?.type === 'paragraph' ? offsets(paragraph).end.offset : undefined;
    units.push({ kind, group: group!, text, parts, insertAt, indent, cites: referencedNumbers(text), citeAt });
  };
  const closeFeature = () => {
    if (feature) {
      const parts = [feature.heading, ...feature.blocks].map((n) => ({
        start: offsets(n).start.offset,
        end: offsets(n).end.offset,
      }));
      add(
        'feature',
        parts,
        feature.end,
        feature.blocks.find((b) => b.type === 'paragraph'),
      );
    }
    feature = undefined;
  };
  for (const child of tree.children as Positioned[]) {
    if (child.type === 'heading') {
      closeFeature();
      const depth = (child as unknown as { depth: number }).depth;
      if (depth === 2) group = plainText(child).trim();
      else if (depth === 3 && group) feature = { heading: child, blocks: [], end: child.position.end.offset };
      continue;
    }
    if (!group) continue;
    if (feature) feature.end = child.position.end.offset;
    if (child.type === 'list') {
      for (const item of (child as unknown as Parent).children as Positioned[]) {
        const first = (item as unknown as Parent).children[0] as Positioned | undefined;
        const column = (first ?? item).position.start.column;
        const { start, end } = item.position;
        add('item', [{ start: start.offset, end: end.offset }], end.offset, first, ' '.repeat(Math.max(column - 1, 2)));
      }
    } else if (feature) feature.blocks.push(child);
    else add('block', [{ start: child.position.start.offset, end: child.position.end.offset }], child.position.end.offset, child);
  }
  closeFeature();
  return units;
}
