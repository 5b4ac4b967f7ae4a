import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { visit } from 'unist-util-visit';
import type { Image, Root } from 'mdast';
import type { VFile } from 'vfile';
import { esmNode } from './esm-node.ts';

const RELATIVE = /^\.{1,2}\//;
/** The kit's component for a page's pictures (mdx-kit's zoom/ZoomImage.tsx); lazy and zoomable. */
const ZOOM_IMAGE = 'ZoomImage';

function identifier(name: string) {
  return { type: 'Identifier', name };
}

function importDeclaration(name: string, source: string) {
  return esmNode({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
  });
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

/**
 * `![alt](./diagram.svg)` becomes an import, so the bundler emits the file under a content hash
 * and the page gets its URL; a missing file fails the build. The picture is the kit's `ZoomImage`
 * (opens full size, as a `<Screenshot>` does); remote and absolute URLs stay Markdown images,
 * which the kit draws with the same component.
 */
export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const imports: ReturnType<typeof importDeclaration>[] = [];
    visit(tree, 'image', (node: Image, index, parent) => {
      if (!parent || index === undefined || !RELATIVE.test(node.url)) return;
      if (file.path && !existsSync(resolve(dirname(file.path), node.url))) {
        file.fail(`Image ${node.url} does not exist`, node.position);
      }
      const name = `__image${imports.length}`;
      imports.push(importDeclaration(name, node.url));
      const src = {
        type: 'mdxJsxAttribute',
        name: 'src',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: name,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression: identifier(name) }],
            },
          },
        },
      };
      const attributes = [src, attribute('alt', node.alt ?? '')];
      if (node.title) attributes.push(attribute('title', node.title));
      parent.children.splice(index, 1, { type: 'mdxJsxTextElement', name: ZOOM_IMAGE, attributes, children: [] } as never);
    });
    tree.children.unshift(...(imports as never[]));
  };
}
