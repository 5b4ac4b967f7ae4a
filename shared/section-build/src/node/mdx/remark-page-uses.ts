import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { JsxNode } from './jsx-node.ts';

/** A component a page uses without defining or importing it (`<Shortcut id="x"/>`), where its tag starts. */
export interface PageUse {
  name: string;
  line: number | undefined;
  column: number | undefined;
  /** Its `id="…"`, when it is a literal (a fact's id). */
  id?: string;
}

/** Names a page defines or imports itself (`export function X`, `import { X }`). */
function ownNames(esm: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const code of esm) {
    for (const m of code.matchAll(/\b(?:function|const|let|var|class)\s+([A-Z]\w*)/g)) names.add(m[1]!);
    for (const m of code.matchAll(/import\s+([\s\S]*?)\s+from/g))
      for (const n of m[1]!.replace(/[{}*]/g, ' ').split(/[\s,]+|\bas\b/)) if (n) names.add(n);
  }
  return names;
}

/**
 * Collects the components a page takes from the kit: every capitalised tag that is not one the
 * page defines or imports, nor a member (`<Foo.Bar>`). Put after the site's other remark plugins,
 * which turn some tags into code (`<ToolExample/>`): what is left is what the compile hands the
 * provider. The page rules (section-build's rules/) judge these uses against the kit's lists, so a
 * page is parsed once however often its rules run again (a facts file saved in the dev server).
 */
export function remarkPageUses() {
  return (tree: Root, file: VFile) => {
    const esm: string[] = [];
    visit(tree, 'mdxjsEsm', (node: { value: string }) => void esm.push(node.value));
    const own = ownNames(esm);
    const uses: PageUse[] = [];
    visit(tree, (any) => {
      if (any.type !== 'mdxJsxFlowElement' && any.type !== 'mdxJsxTextElement') return;
      const node = any as unknown as JsxNode;
      const name = node.name;
      if (!name || !/^[A-Z]/.test(name) || name.includes('.') || own.has(name)) return;
      const id = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      uses.push({
        name,
        line: node.position?.start.line,
        column: node.position?.start.column,
        ...(typeof id === 'string' ? { id } : {}),
      });
    });
    file.data.uses = uses;
  };
}
