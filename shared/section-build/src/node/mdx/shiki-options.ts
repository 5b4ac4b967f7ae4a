import type { RehypeShikiOptions } from '@shikijs/rehype';
import {
  parseMetaHighlightString,
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerRenderLineNumber,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';

/** Languages the docs use; anything else renders as plain text instead of failing the build. */
export const CODE_LANGUAGES = [
  'bash',
  'shell',
  'json',
  'jsonc',
  'yaml',
  'ts',
  'tsx',
  'js',
  'jsx',
  'python',
  'markdown',
  'mdx',
  'diff',
  'xml',
  'html',
  'css',
  'toml',
  'ini',
  'dockerfile',
  'powershell',
  'sql',
  'go',
  'rust',
  'java',
] as const;

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * Token colours that miss 4.5:1 against the site's code background (`--code-bg`), replaced in
 * every language. Shiki drops token backgrounds, so the near-background foregrounds the themes pair
 * with a background (`carriage-return`, `markup.ignored`) take that background's colour instead.
 * shiki-options.test.ts checks every token colour of both themes.
 */
export const CODE_COLOR_REPLACEMENTS = {
  'github-light-default': { '#6e7781': '#57606a', '#f6f8fa': '#cf222e', '#eaeef2': '#0550ae' },
  'github-dark-default': { '#161b22': '#79c0ff' },
} as const;

/**
 * Highlighted at build time, both themes at once as CSS variables, so switching theme
 * needs no JS and the server markup is the same for every reader.
 */
export const shikiOptions: RehypeShikiOptions = {
  themes: CODE_THEMES,
  colorReplacements: CODE_COLOR_REPLACEMENTS,
  defaultColor: false,
  langs: [...CODE_LANGUAGES],
  fallbackLanguage: 'text',
  addLanguageClass: true,
  // No time limit per line (Shiki's default is 500 ms of wall clock): on a loaded machine a line
  // could stop being tokenized part-way in one build and not the next, and the same page would
  // publish different bytes (seen as a few pages whose light colours changed between builds).
  tokenizeTimeLimit: 0,
  transformers: [
    {
      name: 'roo-docs:meta',
      pre(node) {
        const raw = this.options.meta?.__raw ?? '';
        const title = /title="([^"]+)"/.exec(raw)?.[1];
        if (title) node.properties['data-title'] = title;
        node.properties['data-language'] = this.options.lang;
        // Shiki's notation transformers mark the <pre> of a block they touch; its meta one does not.
        if (parseMetaHighlightString(raw)) this.addClassToHast(node, 'has-highlighted');
      },
    },
    // Lines marked in the block (`// [!code ++]`, `# [!code --]`, `[!code highlight]`, `[!code focus]`;
    // the comment is removed) or in the fence's meta (`{1,3-4}` highlights). Shiki's own transformers,
    // so the classes they set are the ones its documentation shows; the styles are markdown.css's.
    transformerNotationDiff({ matchAlgorithm: 'v3' }),
    transformerNotationHighlight({ matchAlgorithm: 'v3' }),
    transformerNotationFocus({ matchAlgorithm: 'v3' }),
    transformerMetaHighlight(),
    lineNumbersWhenAsked(),
    leanMarkup(),
  ],
};

/** `showLineNumbers` in a fence's meta numbers its lines from 1; `showLineNumbers=12` from 12. Null: not asked. */
export function lineNumberStart(meta: string | undefined): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta ?? '');
  return match ? Number(match[1] ?? 1) : null;
}

/**
 * Shiki's line numbers, only for a block that asks for them. They are spans in the line (what
 * Shiki's transformer renders), hidden from screen readers and left out of the copy button's text,
 * so a reader hears and pastes the code alone.
 */
function lineNumbersWhenAsked(): ShikiTransformer {
  return {
    name: 'roo-docs:line-numbers',
    line(node, line) {
      const start = lineNumberStart(this.options.meta?.__raw);
      if (start === null) return;
      transformerRenderLineNumber({ start }).line!.call(this, node, line);
      const number = node.children[0];
      if (number?.type === 'element') number.properties['aria-hidden'] = 'true';
    },
    pre(node) {
      if (lineNumberStart(this.options.meta?.__raw) !== null) this.addClassToHast(node, 'line-numbers');
    },
  };
}

/** The classes Shiki's transformers (and `lineNumbersWhenAsked`) give a block with marked lines. */
const MARKED_BLOCK_CLASSES = ['has-diff', 'has-highlighted', 'has-focused', 'line-numbers'];

const STYLE_DECLARATION = /\s*([^:;]+):\s*([^;]+);?/g;
const styleOf = (style: unknown) =>
  new Map([...String(style ?? '').matchAll(STYLE_DECLARATION)].map((m) => [m[1]!.trim(), m[2]!.trim().toLowerCase()]));

/**
 * Leaves out what the site's styles never read, as every code block's bytes count in the first
 * visit of its page (and marks a block with marked lines `lines`): the theme names' classes and the block's background colours (markdown.css
 * draws code on `--code-bg`), and the colours of a token drawn in the block's own text colour,
 * which it inherits from the block (markdown.css colours every span from the variables in scope).
 */
function leanMarkup(): ShikiTransformer {
  return {
    name: 'roo-docs:lean-markup',
    pre(node) {
      const themes: string[] = ['shiki-themes', ...Object.values(CODE_THEMES)];
      const names = node.properties.class;
      const kept = (Array.isArray(names) ? names.map(String) : String(names ?? '').split(/\s+/)).filter(
        (name) => name && !themes.includes(name),
      );
      // One class for the line layout code-lines.css gives a block with any marked line.
      if (kept.some((name) => MARKED_BLOCK_CLASSES.includes(name))) kept.push('lines');
      node.properties.class = kept.join(' ');
      const own = styleOf(node.properties.style);
      const text = { light: own.get('--shiki-light'), dark: own.get('--shiki-dark') };
      node.properties.style = `--shiki-light:${text.light};--shiki-dark:${text.dark}`;
      for (const line of node.children.flatMap((code) => (code.type === 'element' ? code.children : []))) {
        if (line.type !== 'element') continue;
        for (const token of line.children) {
          if (token.type !== 'element' || !token.properties.style) continue;
          const colours = styleOf(token.properties.style);
          if (colours.size === 2 && colours.get('--shiki-light') === text.light && colours.get('--shiki-dark') === text.dark) {
            delete token.properties.style;
          }
        }
      }
    },
  };
}
