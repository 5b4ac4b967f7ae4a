import { visit, SKIP } from 'unist-util-visit';
import type { Root, Parent, Text } from 'mdast';
import type { VFile } from 'vfile';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;

interface DirectiveNode extends Omit<Parent, 'type' | 'data'> {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  data?: { directiveLabel?: boolean };
}

/**
 * Turns `:::tip[Title] … :::` into `<Admonition type="tip" title="Title">`.
 * A text or leaf directive is almost always prose like `ratio:high`, so it goes back to text;
 * an unknown container is an author error and fails the build.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      const d = node as unknown as DirectiveNode;
      if (d.type === 'textDirective' || d.type === 'leafDirective') {
        if (!parent || index === undefined) return;
        const text: Text = { type: 'text', value: `:${d.name}` };
        parent.children.splice(index, 1, text as never, ...(d.children as never[]));
        return [SKIP, index];
      }
      if (d.type !== 'containerDirective') return;
      if (!(ADMONITION_TYPES as readonly string[]).includes(d.name)) {
        file.fail(`Unknown admonition ':::${d.name}' (use ${ADMONITION_TYPES.join(', ')})`, node.position);
      }
      let title: string | undefined;
      const first = d.children[0] as (Parent & { data?: { directiveLabel?: boolean } }) | undefined;
      if (first?.data?.directiveLabel) {
        title = first.children.map((c) => ('value' in c ? String(c.value) : '')).join('');
        d.children.shift();
      }
      const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: d.name }];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: d.children });
      delete (node as { data?: unknown }).data;
      return undefined;
    });
  };
}
