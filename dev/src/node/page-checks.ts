import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { mdxPackages, remarkPlugins } from '@roo-docs/section-build';
import { visit } from 'unist-util-visit';
import { currentFacts, type FactTables } from './current-facts.ts';

/** A problem the build finds only while prerendering a page, which the dev server does not do. */
export interface PageProblem {
  line?: number;
  column?: number;
  reason: string;
}

const factTables = (f: FactTables): Record<string, [Record<string, unknown>, string]> => ({
  Fact: [f.statements, 'statements.ts'],
  Shortcut: [f.shortcuts, 'shortcuts.ts'],
  Setting: [f.settings, 'settings.ts'],
  Label: [f.labels, 'labels.ts'],
});

/** The components every page gets (the keys of the MDX provider's table), read from its source. */
function providedComponents(): Set<string> {
  const source = readFileSync(createRequire(import.meta.url).resolve('@roo-docs/mdx-kit/provider'), 'utf8');
  const table = /const components = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return new Set([...table.matchAll(/^\s+(\w+)\s*[:,]/gm)].map((m) => m[1]!));
}

let provided: Set<string> | undefined;

/** Names a page defines or imports itself (`export function X`, `import { X }`). */
function ownNames(esm: string[]): Set<string> {
  const names = new Set<string>();
  for (const code of esm) {
    for (const m of code.matchAll(/\b(?:function|const|let|var|class)\s+([A-Z]\w*)/g)) names.add(m[1]!);
    for (const m of code.matchAll(/import\s+([\s\S]*?)\s+from/g))
      for (const n of m[1]!.replace(/[{}*]/g, ' ').split(/[\s,]+|\bas\b/)) if (n) names.add(n);
  }
  return names;
}

type JsxNode = {
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
};

/** Unknown components and unknown fact ids (`<Fact id>`, `<Shortcut id>`, `<Setting id>`, `<Label id>`), with their places. */
export async function checkPage(text: string, path = 'page.mdx'): Promise<PageProblem[]> {
  // After the site's own remark plugins, as the compile sees the page (some turn a tag into code).
  const { unified, remarkParse, remarkMdx } = await mdxPackages();
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins(false));
  const file = new VFile({ path, value: text });
  let tree: Root;
  try {
    tree = (await processor.run(processor.parse(file), file)) as Root;
  } catch {
    return []; // the metadata pass reports what stops the plugins
  }
  return checkTree(tree);
}

/** The same checks of a page already parsed (as reading its metadata does). */
export async function checkTree(tree: Root): Promise<PageProblem[]> {
  provided ??= providedComponents();
  const tables = factTables(await currentFacts());
  const esm: string[] = [];
  visit(tree, 'mdxjsEsm', (node: { value: string }) => void esm.push(node.value));
  const own = ownNames(esm);
  const problems: PageProblem[] = [];
  visit(tree, (any) => {
    if (any.type !== 'mdxJsxFlowElement' && any.type !== 'mdxJsxTextElement') return;
    const node = any as unknown as JsxNode;
    const name = node.name;
    const place = { line: node.position?.start.line, column: node.position?.start.column };
    if (!name || !/^[A-Z]/.test(name) || name.includes('.') || own.has(name)) return;
    if (!provided!.has(name))
      return void problems.push({ ...place, reason: `Unknown component <${name}>: no page component has this name` });
    const facts = tables[name];
    const id = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
    if (facts && typeof id === 'string' && !Object.hasOwn(facts[0], id))
      problems.push({
        ...place,
        reason: `Unknown ${name} id '${id}': add it to shared/mdx-kit/src/facts/${facts[1]} or fix the page`,
      });
  });
  return problems;
}
