import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The workspace's floors, lowest first: a package may import its own floor and those below, never
// one above (search-index and the build kit sit beneath schemas, which reads the shard version; the
// page chrome beneath the MDX kit, and both beneath embed, whose parcel draws a page with them; the
// section build above them all, as it builds pages with them). Folder names are matched in relative
// imports too, so a path into another package cannot step around the rule.
const LAYERS = [
  [
    { dir: 'shared/search-index', name: 'search-index' },
    { dir: 'shared/build-kit', name: 'build-kit' },
  ],
  [{ dir: 'shared/schemas', name: 'schemas' }],
  [
    { dir: 'shared/assistant-schemas', name: 'assistant-schemas' },
    { dir: 'shared/inventory', name: 'inventory' },
    { dir: 'shared/screenshots', name: 'screenshots' },
  ],
  [{ dir: 'shared/chrome', name: 'chrome' }],
  [{ dir: 'shared/mdx-kit', name: 'mdx-kit' }],
  [{ dir: 'shared/embed', name: 'embed' }],
  [
    { dir: 'shared/section-build', name: 'section-build' },
    { dir: 'search-worker', name: 'search-worker' },
  ],
  [
    { dir: 'shell', name: 'shell' },
    { dir: 'remotes/*', name: 'remote-[a-z-]+' },
  ],
  // The docs' MCP server reads published sites with the search engine, validators and catalogue.
  [{ dir: 'mcp', name: 'mcp' }],
  [{ dir: 'deploy', name: 'deploy' }],
];

// Tests and their fixtures may reach across floors to set a scene (a worker test builds shards
// with the section build); the floors bind the code that ships.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/fixtures/**'];

// The package by name, or a relative path into its folder (`../../schemas/src/…`, `remotes/features/…`).
const importsOf = ({ dir, name }) => {
  const folder = dir.endsWith('/*') ? `${dir.slice(0, -2)}/[a-z-]+` : dir.split('/').pop();
  return `^@roo-docs/${name}(/|$)|(^|/)${folder}/(src|bench|scripts)/`;
};
const upward = (floor) =>
  LAYERS.slice(floor + 1)
    .flat()
    .map((pkg) => ({ regex: importsOf(pkg), message: `${pkg.dir} is on a higher floor (eslint.config.js LAYERS).` }));

// Code outside a `node/` folder may run in a browser: it imports no Node built-in and no Node-only
// module. A type import is erased, so it may.
const NODE_ONLY = {
  regex: '^node:|(^|/)node(/|$)|^@roo-docs/(build-kit|section-build|inventory|screenshots|deploy)(/|$)',
  allowTypeImports: true,
  message: 'Code that may run in a browser does not import Node code.',
};

const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

// One block per package and kind of code: a later block's rule options replace an earlier one's.
const boundaries = LAYERS.flatMap((floor, i) =>
  floor.flatMap(({ dir }) => [
    { files: [`${dir}/**/*.{ts,tsx,js,mjs}`], ignores: TEST_FILES, rules: restrict(upward(i)) },
    {
      files: [`${dir}/src/**/*.{ts,tsx,js,mjs}`],
      ignores: [...TEST_FILES, '**/src/node/**'],
      rules: restrict([...upward(i), NODE_ONLY]),
    },
  ]),
);

// The house's size rules, for the code that ships and the tools that build it: a file a reader can
// hold (300 lines of code, blank and comment lines aside) and functions that fit on a screen (80).
// Tests are held to them too (a `describe` is a function). Test fixtures and data tables are left
// out: their length is their content (one entry per setting, shortcut, tool or indexed page), not
// logic to split.
const DATA_TABLES = [
  'shared/mdx-kit/src/facts/{settings,settings-*,shortcuts,labels,labels-*}.ts',
  '**/tools/catalogue/*-tools.ts',
];
const sizeRules = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['**/fixtures/**', ...DATA_TABLES],
  rules: {
    'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.generated/**', '**/.generated-dev/**', '.tmp/**', 'site/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  sizeRules,
);
