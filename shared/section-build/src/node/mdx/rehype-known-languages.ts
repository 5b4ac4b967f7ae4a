import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { HIGHLIGHTED_LANGUAGES } from './highlighted-languages.ts';

const LANGUAGE_CLASS = 'language-';

/**
 * Before a highlighter that loads grammars on demand (the dev server's): a code block in a
 * language the build does not highlight is marked plain text, as the build's highlighter, which
 * loads every grammar up front, falls back to it.
 */
export function rehypeKnownLanguages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = classes.map((c) =>
        typeof c === 'string' && c.startsWith(LANGUAGE_CLASS) && !HIGHLIGHTED_LANGUAGES.has(c.slice(LANGUAGE_CLASS.length))
          ? `${LANGUAGE_CLASS}text`
          : c,
      );
    });
  };
}
