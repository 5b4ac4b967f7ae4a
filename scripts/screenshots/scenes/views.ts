import type { Scene } from './types.ts';

export const DOCS_WRITER_MODE = {
  slug: 'docs-writer',
  name: '📝 Docs Writer',
  roleDefinition: 'You are a technical writer who keeps the project documentation accurate, short and easy to scan.',
  whenToUse: 'Use this mode to write or update Markdown documentation.',
  customInstructions: 'Match the tone of the existing pages. Never edit source code.',
  groups: ['read', ['edit', { fileRegex: '\\.(md|mdx)$', description: 'Markdown files only' }]],
  source: 'project',
};

const tool = (name: string, description: string, alwaysAllow = false) => ({
  name,
  description,
  alwaysAllow,
  enabledForPrompt: true,
});

export const MCP_SERVERS = [
  {
    name: 'github',
    config: JSON.stringify({ command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'] }),
    status: 'connected',
    source: 'global',
    tools: [
      tool('create_issue', 'Create a new issue in a repository', true),
      tool('list_pull_requests', 'List pull requests of a repository'),
      tool('get_file_contents', 'Read a file from a repository'),
    ],
    resources: [],
  },
  {
    name: 'postgres',
    config: JSON.stringify({
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://localhost/todos'],
    }),
    status: 'connected',
    source: 'project',
    tools: [tool('query', 'Run a read-only SQL query')],
    resources: [],
  },
  {
    name: 'weather',
    config: JSON.stringify({ type: 'streamable-http', url: 'http://localhost:3001/mcp' }),
    status: 'disconnected',
    source: 'global',
    error: 'Connection refused: http://localhost:3001/mcp',
    tools: [],
    resources: [],
  },
];

const action = (name: string) => ({ type: 'action', action: name });

/** Whole views other than the chat: welcome, modes, MCP servers. */
export const VIEW_SCENES: Record<string, Scene> = {
  welcome: {
    state: { apiConfiguration: {} },
    ready: 'h2',
  },
  'modes-view': {
    state: { customModes: [DOCS_WRITER_MODE], mode: 'docs-writer' },
    messages: [action('promptsButtonClicked')],
    ready: 'text=Docs Writer',
  },
  'mcp-view': {
    messages: [{ type: 'mcpServers', mcpServers: MCP_SERVERS }, action('mcpButtonClicked')],
    ready: 'text=postgres',
  },
};
