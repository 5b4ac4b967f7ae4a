import type { ToolEntry } from './types.ts';

const PAGES = '/advanced-usage/available-tools';
const READ_MODES: ToolEntry['modes'] = ['architect', 'code', 'ask', 'debug'];

// Parameters and limits from src/core/prompts/tools/*.ts and src/core/tools/*Tool.ts at v3.28.17.
export const readTools: ToolEntry[] = [
  {
    name: 'read_file',
    group: 'read',
    summary: 'Reads one or more files and returns their text with a line number before every line.',
    parameters: [
      { name: 'args', required: true, type: 'elements', meaning: 'Wraps one `<file>` element per file to read.' },
      {
        name: 'file',
        within: 'args',
        required: true,
        type: 'elements',
        meaning: 'One file to read; repeat it for several files.',
      },
      {
        name: 'path',
        within: 'args › file',
        required: true,
        type: 'path',
        meaning: 'The file, relative to the workspace folder.',
      },
      {
        name: 'line_range',
        within: 'args › file',
        required: false,
        type: 'string',
        meaning:
          'Lines to read as `start-end`, 1-based and inclusive; repeat the tag for several ranges. Described to the model only when the auto-truncate threshold is not -1.',
      },
    ],
    forms: [
      {
        id: 'single-file',
        when: 'Models whose id contains grok-code-fast-1 or code-supernova get a simpler description that reads one whole file per call.',
        parameters: [{ name: 'path', required: true, type: 'path', meaning: 'The file, relative to the workspace folder.' }],
        example: '<read_file>\n<path>package.json</path>\n</read_file>',
      },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowReadOnly',
      note: 'Asks before reading; several files in one call are approved together. Files outside the workspace need their own auto-approve option.',
    },
    modes: READ_MODES,
    settings: ['maxReadFileLine', 'maxConcurrentFileReads', 'maxImageFileSize', 'maxTotalImageSize'],
    example: [
      '<read_file>',
      '<args>',
      '  <file>',
      '    <path>src/billing/invoice.ts</path>',
      '    <line_range>40-95</line_range>',
      '  </file>',
      '  <file>',
      '    <path>src/billing/invoice.test.ts</path>',
      '  </file>',
      '</args>',
      '</read_file>',
    ].join('\n'),
    page: `${PAGES}/read-file`,
  },
  {
    name: 'fetch_instructions',
    group: 'read',
    summary: 'Loads Roo’s built-in step-by-step instructions for creating an MCP server or a custom mode.',
    parameters: [
      {
        name: 'task',
        required: true,
        type: 'enum',
        values: ['create_mcp_server', 'create_mode'],
        meaning: 'Which instructions to load. `create_mcp_server` is offered only while MCP server creation is enabled.',
      },
    ],
    approval: {
      required: true,
      note: 'Asks before loading. Instructions for a mode follow the Mode auto-approve toggle, those for an MCP server the MCP toggle.',
    },
    modes: READ_MODES,
    settings: ['enableMcpServerCreation'],
    example: '<fetch_instructions>\n<task>create_mode</task>\n</fetch_instructions>',
    page: `${PAGES}/tool-use-overview`,
  },
  {
    name: 'search_files',
    group: 'read',
    summary: 'Searches every file under a folder for a regular expression and returns each match with the line around it.',
    parameters: [
      {
        name: 'path',
        required: true,
        type: 'path',
        meaning: 'Folder to search, relative to the workspace; searched recursively.',
      },
      { name: 'regex', required: true, type: 'regex', meaning: 'Pattern to look for, in Rust regex syntax (ripgrep).' },
      {
        name: 'file_pattern',
        required: false,
        type: 'glob',
        meaning: 'Glob that limits which files are searched, e.g. `*.py`. Without it every file is searched.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowReadOnly', note: 'Asks before showing the results to the model.' },
    modes: READ_MODES,
    // No showRooIgnoredFiles: regexSearchFiles drops .rooignore'd files whatever it says.
    settings: [],
    example: [
      '<search_files>',
      '<path>src</path>',
      '<regex>featureFlags\\.(isEnabled|variant)\\(</regex>',
      '<file_pattern>*.ts</file_pattern>',
      '</search_files>',
    ].join('\n'),
    page: `${PAGES}/search-files`,
  },
  {
    name: 'list_files',
    group: 'read',
    summary: 'Lists the files and folders in a folder, either its top level or its whole tree.',
    parameters: [
      { name: 'path', required: true, type: 'path', meaning: 'Folder to list, relative to the workspace.' },
      {
        name: 'recursive',
        required: false,
        type: 'boolean',
        meaning: '`true` lists everything below the folder; `false` or no value lists only its top level.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowReadOnly', note: 'Asks before showing the listing to the model.' },
    modes: READ_MODES,
    settings: ['showRooIgnoredFiles'],
    example: '<list_files>\n<path>packages/api</path>\n<recursive>true</recursive>\n</list_files>',
    page: `${PAGES}/list-files`,
  },
  {
    name: 'list_code_definition_names',
    group: 'read',
    summary:
      'Lists the classes, functions, methods and other definitions in a source file or in the files at the top of a folder.',
    parameters: [
      {
        name: 'path',
        required: true,
        type: 'path',
        meaning: 'A source file, or a folder whose top-level source files are scanned, relative to the workspace.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowReadOnly', note: 'Asks before showing the definitions to the model.' },
    modes: READ_MODES,
    settings: [],
    example: '<list_code_definition_names>\n<path>src/payments</path>\n</list_code_definition_names>',
    page: `${PAGES}/list-code-definition-names`,
  },
  {
    name: 'codebase_search',
    group: 'read',
    summary: 'Finds the code most related in meaning to a plain-language query, using the codebase index.',
    parameters: [
      {
        name: 'query',
        required: true,
        type: 'string',
        meaning: 'What to look for, in plain English; the prompt tells the model to keep the user’s own wording.',
      },
      {
        name: 'path',
        required: false,
        type: 'path',
        meaning: 'Folder to limit the search to; the whole workspace when left out.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowReadOnly', note: 'Asks before searching.' },
    modes: READ_MODES,
    // prompts/tools/index.ts drops it unless the index manager is enabled, configured and initialised;
    // search-service.ts answers in the Indexing state as well as Indexed.
    availability:
      'Offered once codebase indexing is enabled, has an embedder and a Qdrant URL, and its services have started for the workspace. It works while the first index is still being built, so early results can miss files not yet reached.',
    settings: ['codebaseIndexEnabled', 'codebaseIndexSearchMinScore', 'codebaseIndexSearchMaxResults'],
    example: [
      '<codebase_search>',
      '<query>where do we retry failed webhook deliveries</query>',
      '<path>services/webhooks</path>',
      '</codebase_search>',
    ].join('\n'),
    page: `${PAGES}/codebase-search`,
  },
];
