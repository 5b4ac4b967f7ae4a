import { parse } from 'yaml';
import { frontmatterSchema, type PageMetadata } from './metadata.ts';

/** The YAML block remark-frontmatter reads: `---` on the first line, up to the next line that is `---`. */
const FENCED = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A page's frontmatter read from its text alone, without parsing the MDX: what its route entry
 * and sidebar item need, at a few hundredths of the cost. Headings, links and warnings stay empty
 * until the page is read in full (`readPageMetadata`). Null where only the full read can say
 * what is wrong (no block, bad YAML, a field the schema refuses): the caller then reads it in full.
 */
export function readFrontmatterOnly(text: string): PageMetadata | null {
  const block = FENCED.exec(text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (!block) return null;
  let data: unknown;
  try {
    data = parse(block[1]!);
  } catch {
    return null;
  }
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) return null;
  return { frontmatter: parsed.data, toc: [], links: [], warnings: [], uses: [], partial: true };
}
