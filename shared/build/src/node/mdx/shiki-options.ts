import type { RehypeShikiOptions } from '@shikijs/rehype';

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

/**
 * Highlighted at build time, both themes at once as CSS variables, so switching theme
 * needs no JS and the server markup is the same for every reader.
 */
export const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light', dark: 'github-dark-default' },
  defaultColor: false,
  langs: [...CODE_LANGUAGES],
  fallbackLanguage: 'text',
  addLanguageClass: true,
  transformers: [
    {
      name: 'roo-docs:meta',
      pre(node) {
        const raw = this.options.meta?.__raw ?? '';
        const title = /title="([^"]+)"/.exec(raw)?.[1];
        if (title) node.properties['data-title'] = title;
        node.properties['data-language'] = this.options.lang;
      },
    },
  ],
};
