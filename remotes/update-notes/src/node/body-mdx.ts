import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import { componentProblems } from './entry-components.ts';
import { linkProblem, mayHoldRefusedLink } from './body-links.ts';

/** Bodies larger than this are refused: the largest real entry is under 10 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

interface MdxNode extends Node {
  name?: string | null;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { estree?: { body: unknown[] } };
}

/** `body, line L, column C:` with L counted in the entry file (`firstLine`: the body's first line there). */
function at(point: { line?: number | null; column?: number | null } | undefined, firstLine: number): string {
  return `body, line ${(point?.line ?? 1) + firstLine - 1}, column ${point?.column ?? 1}`;
}

/**
 * Checks an entry body as MDX without compiling or running it: Markdown and `ENTRY_COMPONENTS`
 * with literal props only. Imports, exports, `{…}` expressions (comments aside), other
 * components or HTML tags, and links to `javascript:`, `vbscript:` or `data:` URLs are refused,
 * each at its line and column in the entry file.
 */
export function checkBodyMdx(body: string, firstLine = 1): string[] {
  const bytes = Buffer.byteLength(body);
  if (bytes > MAX_BODY_BYTES)
    return [
      `body: ${Math.ceil(bytes / 1024)} KB, over the limit of ${MAX_BODY_BYTES / 1024} KB for an entry; split or shorten it`,
    ];
  // Each MDX construct that is code (expression, component, ESM) begins with `{`, `<`, or
  // `import`/`export` at the start of a line: a body without any of them is Markdown only, and
  // skipping its parse keeps a build of a thousand entries from paying for one per entry.
  if (!/[<{]|^[ \t]*(?:import|export)\b/m.test(body) && !mayHoldRefusedLink(body)) return [];
  let tree: Node;
  try {
    tree = parser.parse(body);
  } catch (error) {
    const e = error as Error & { line?: number; column?: number; reason?: string };
    return [`${at(e, firstLine)}: not valid MDX (${(e.reason ?? e.message).split('\n')[0]}); escape { } < in prose`];
  }
  const problems: string[] = [];
  visit(tree, (node: MdxNode) => {
    const where = at(node.position?.start, firstLine);
    if (node.type === 'mdxjsEsm')
      problems.push(`${where}: import/export is not allowed in an entry (entries are data, not code)`);
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      // A `{/* comment */}` holds no statement and runs nothing; anything else is code.
      if (node.data?.estree?.body.length !== 0)
        problems.push(`${where}: a {…} expression is code, not allowed in an entry; write \\{ for a literal brace`);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      problems.push(...componentProblems(node.name, node.attributes ?? [], where));
    else if (typeof node.url === 'string') {
      const problem = linkProblem(node.type, node.url, where);
      if (problem) problems.push(problem);
    }
  });
  return problems;
}
