import { parse } from 'yaml';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** Puts the parsed YAML frontmatter on `file.data.frontmatter` for the build to read. */
export function remarkFrontmatterData() {
  return (tree: Root, file: VFile) => {
    const node = tree.children.find((n) => n.type === 'yaml');
    let data: unknown = {};
    if (node && 'value' in node) {
      try {
        data = parse(node.value) ?? {};
      } catch (error) {
        file.fail(`Invalid frontmatter: ${(error as Error).message}`, node.position);
      }
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) file.fail('Frontmatter must be a mapping');
    file.data.frontmatter = data as Record<string, unknown>;
  };
}
