import { SITE_URL } from './site-config.ts';

/**
 * The docs' own MCP server: its name as Roo Code lists it, the package a reader runs with `npx`,
 * where `serve --mcp` mounts it, and the two entries a reader pastes into Roo Code's MCP settings.
 * The docs page, the page actions' copy button and the server itself read these, so the snippet a
 * reader copies is the one the server answers to.
 */
export const DOCS_MCP_SERVER_NAME = 'roo-code-docs';

/** The workspace package (`mcp/`) and the command its `bin` installs. */
export const DOCS_MCP_PACKAGE = '@roo-docs/mcp';
export const DOCS_MCP_BIN = 'roo-docs-mcp';

/** The Streamable HTTP endpoint on a site served with `serve --mcp`. */
export const DOCS_MCP_HTTP_PATH = '/mcp';

/** The docs page on the server (features section, MCP group). */
export const DOCS_MCP_PAGE = '/features/mcp/docs-server';

/** A stdio entry: Roo Code starts the server with `npx`, pointed at a published site. */
export function docsMcpStdioEntry(site: string = SITE_URL) {
  return { command: 'npx', args: ['-y', DOCS_MCP_PACKAGE, '--site', site] };
}

/** A Streamable HTTP entry for a site that mounts the server (`serve --mcp`). */
export function docsMcpHttpEntry(site: string = SITE_URL) {
  return { type: 'streamable-http' as const, url: `${site.replace(/\/+$/, '')}${DOCS_MCP_HTTP_PATH}` };
}

/** The `mcp_settings.json` (or `.roo/mcp.json`) text a reader copies, two-space indented. */
export function docsMcpSettingsText(transport: 'stdio' | 'http' = 'stdio', site: string = SITE_URL): string {
  const entry = transport === 'stdio' ? docsMcpStdioEntry(site) : docsMcpHttpEntry(site);
  return `${JSON.stringify({ mcpServers: { [DOCS_MCP_SERVER_NAME]: entry } }, null, 2)}\n`;
}
