import type { ToolEntry } from './types.ts';

const PAGES = '/advanced-usage/available-tools';
const MCP_MODES: ToolEntry['modes'] = ['architect', 'code', 'ask', 'debug'];
// system.ts includes the MCP tools only when the mode lists the mcp group and the hub has a server that is not disabled.
const MCP_AVAILABILITY =
  'Offered while MCP servers are enabled, at least one configured server is not disabled, and the mode has the `mcp` group.';

// The tools that reach outside the editor: terminal, browser, MCP servers (v3.28.17 sources).
export const externalTools: ToolEntry[] = [
  {
    name: 'execute_command',
    group: 'command',
    summary: 'Runs a shell command in a VS Code terminal and returns its output to the model.',
    parameters: [
      {
        name: 'command',
        required: true,
        type: 'string',
        meaning: 'The command line to run, written for the user’s operating system and shell.',
      },
      {
        name: 'cwd',
        required: false,
        type: 'path',
        meaning: 'Folder to run it in, absolute or relative to the workspace; the workspace folder by default.',
      },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowExecute',
      // webview-ui/src/utils/command-validation.ts: per part of a chain, the longer of the two matches decides; a tie denies.
      note: 'Shows the command and waits for approval. Each part of a chained command is matched against both lists and the longest matching prefix decides: an allowed one lets the part run without asking (with command auto-approval on), a denied one, or a tie, refuses the whole command without asking.',
    },
    modes: ['code', 'debug'],
    settings: [
      'allowedCommands',
      'deniedCommands',
      'commandExecutionTimeout',
      'commandTimeoutAllowlist',
      'terminalOutputLineLimit',
      'terminalOutputCharacterLimit',
      'terminalShellIntegrationDisabled',
    ],
    example: '<execute_command>\n<command>npm run test -- --watch=false src/cart</command>\n</execute_command>',
    page: `${PAGES}/execute-command`,
  },
  {
    name: 'browser_action',
    group: 'browser',
    summary:
      'Drives a Puppeteer-controlled browser: opens a page, clicks, types, scrolls, and answers every step but `close` with a screenshot and new console output.',
    parameters: [
      {
        name: 'action',
        required: true,
        type: 'enum',
        values: ['launch', 'click', 'hover', 'type', 'resize', 'scroll_down', 'scroll_up', 'close'],
        meaning: 'The step to take. A session starts with `launch` and ends with `close`.',
      },
      { name: 'url', required: false, type: 'uri', meaning: 'Address to open; needed by `launch`.' },
      {
        name: 'coordinate',
        required: false,
        type: 'coordinates',
        meaning: 'Point as `x,y` inside the viewport; needed by `click` and `hover`.',
      },
      { name: 'text', required: false, type: 'string', meaning: 'Characters to type; needed by `type`.' },
      { name: 'size', required: false, type: 'size', meaning: 'New viewport as `width,height`; needed by `resize`.' },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowBrowser',
      note: 'Asks once, when the browser is launched; the actions that follow in that session run without asking.',
    },
    modes: ['architect', 'code', 'ask', 'debug'],
    // Task.ts passes supportsComputerUse, a model flag of its own, not supportsImages.
    availability:
      'Offered only when the model is marked as supporting computer use (a flag of its own, separate from image input) and the browser tool is enabled.',
    settings: ['browserToolEnabled', 'browserViewportSize', 'screenshotQuality', 'remoteBrowserEnabled'],
    example: '<browser_action>\n<action>launch</action>\n<url>http://localhost:5173/signup</url>\n</browser_action>',
    page: `${PAGES}/browser-action`,
  },
  {
    name: 'use_mcp_tool',
    group: 'mcp',
    summary: 'Calls a tool that a connected MCP server provides, with arguments that follow that tool’s input schema.',
    parameters: [
      { name: 'server_name', required: true, type: 'string', meaning: 'The MCP server, by the name it has in the MCP settings.' },
      { name: 'tool_name', required: true, type: 'string', meaning: 'The tool on that server.' },
      {
        name: 'arguments',
        required: true,
        type: 'json',
        meaning: 'A JSON object with the tool’s input; it must parse as JSON.',
      },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowMcp',
      note: 'Asks before each call. Auto-approval needs both the MCP toggle and the tool’s own Always allow box in the MCP Servers view.',
    },
    modes: MCP_MODES,
    availability: MCP_AVAILABILITY,
    settings: ['mcpEnabled'],
    example: [
      '<use_mcp_tool>',
      '<server_name>github</server_name>',
      '<tool_name>list_pull_requests</tool_name>',
      '<arguments>',
      '{',
      '  "owner": "acme",',
      '  "repo": "storefront",',
      '  "state": "open"',
      '}',
      '</arguments>',
      '</use_mcp_tool>',
    ].join('\n'),
    page: `${PAGES}/use-mcp-tool`,
  },
  {
    name: 'access_mcp_resource',
    group: 'mcp',
    summary: 'Reads a resource (a file, a record, an API response) that a connected MCP server exposes under a URI.',
    parameters: [
      { name: 'server_name', required: true, type: 'string', meaning: 'The MCP server that exposes the resource.' },
      { name: 'uri', required: true, type: 'uri', meaning: 'The resource’s URI, as the server lists it.' },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowMcp',
      note: 'Asks before reading; the MCP auto-approve toggle alone covers resources.',
    },
    modes: MCP_MODES,
    availability: MCP_AVAILABILITY,
    settings: ['mcpEnabled'],
    example: [
      '<access_mcp_resource>',
      '<server_name>postgres</server_name>',
      '<uri>postgres://analytics/tables/daily_signups/schema</uri>',
      '</access_mcp_resource>',
    ].join('\n'),
    page: `${PAGES}/access-mcp-resource`,
  },
];
