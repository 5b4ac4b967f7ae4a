import type { IncomingMessage, ServerResponse } from 'node:http';
import { DOCS_MCP_HTTP_PATH, SITE_URL } from '@roo-docs/schemas/contract';

/** What answers the MCP endpoint of a served site (`serve --mcp`). */
export type McpMount = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether a request is for the endpoint: `/mcp`, a query or not, nothing else. */
export function isMcpRequest(url: string | undefined): boolean {
  if (!url?.startsWith(DOCS_MCP_HTTP_PATH)) return false;
  const rest = url.slice(DOCS_MCP_HTTP_PATH.length);
  return rest === '' || rest.startsWith('?');
}

/** The site's links: the public address unless the deploy names another. */
const siteUrl = () => (process.env.ROO_DOCS_SITE_URL ?? SITE_URL).replace(/\/+$/, '');

/**
 * The docs' MCP server over the folder this process serves. Loaded only when `--mcp` is given:
 * a server without it never imports the MCP package.
 */
export async function folderMcp(root: string): Promise<McpMount> {
  const { DocsSite, folderReader, mcpHttpHandler } = await import('@roo-docs/mcp');
  const handle = mcpHttpHandler(new DocsSite(folderReader(root, siteUrl())));
  return (req, res) => void handle(req, res);
}

/**
 * The MCP server of an edge (a bucket origin), reading the site through the edge itself, so it
 * answers from the pointer and objects the edge serves.
 */
export async function edgeMcp(edgeUrl: () => string): Promise<McpMount> {
  const { DocsSite, urlReader, mcpHttpHandler } = await import('@roo-docs/mcp');
  let handle: ReturnType<typeof mcpHttpHandler> | undefined;
  return (req, res) => {
    handle ??= mcpHttpHandler(new DocsSite(urlReader(edgeUrl(), siteUrl())));
    void handle(req, res);
  };
}
