import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DOCS_MCP_SERVER_NAME, DOCUMENTED_RELEASE } from '@roo-docs/schemas/contract';
import { registerPageResources } from './resources.ts';
import type { DocsSite } from './site/docs-site.ts';
import { registerTools } from './tools.ts';

export const SERVER_VERSION = '0.1.0';

/** The docs' MCP server over one site: its tools and its pages as resources. */
export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer(
    { name: DOCS_MCP_SERVER_NAME, version: SERVER_VERSION },
    {
      instructions: `The Roo Code documentation (Roo Code ${DOCUMENTED_RELEASE.version}) at ${site.siteUrl}: search it with search_docs, read a page with read_page, list releases with whats_new, check a settings file with validate_config, look up models with model_info.`,
    },
  );
  registerTools(server, site);
  registerPageResources(server, site);
  return server;
}
