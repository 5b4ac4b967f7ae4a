import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, type StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DOCS_MCP_BIN, DOCS_MCP_HTTP_PATH } from '@roo-docs/schemas/contract';

/** The bin a reader's assistant starts, as a path (tests and the bench spawn it). */
export const MCP_BIN = fileURLToPath(new URL(`../../bin/${DOCS_MCP_BIN}.js`, import.meta.url));

/** A tool's answer as a caller reads it: its text, whether it is an error, its structured part. */
export interface ToolAnswer {
  text: string;
  isError: boolean;
  structured: Record<string, unknown> | undefined;
}

/** An SDK client connected to the server, with a plain way to call a tool. */
export interface DocsMcpClient {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  close(): Promise<void>;
}

function wrap(client: Client): DocsMcpClient {
  return {
    client,
    async call(name, args) {
      const result = await client.callTool({ name, arguments: args });
      const content = result.content as { type: string; text?: string }[];
      return {
        text: content.map((c) => c.text ?? '').join('\n'),
        isError: result.isError === true,
        structured: result.structuredContent as Record<string, unknown> | undefined,
      };
    },
    close: () => client.close(),
  };
}

const clientInfo = { name: 'roo-docs-client', version: '1.0.0' };

/** An SDK client on a server its own stdio transport spawns, as Roo Code starts one. */
export async function stdioClientOf(params: StdioServerParameters): Promise<DocsMcpClient> {
  const client = new Client(clientInfo);
  await client.connect(new StdioClientTransport({ stderr: 'inherit', ...params }));
  return wrap(client);
}

/** The bin on a site (folder or URL) over stdio. */
export function stdioClient(site: string, stderr: 'inherit' | 'ignore' = 'inherit'): Promise<DocsMcpClient> {
  return stdioClientOf({ command: process.execPath, args: [MCP_BIN, '--site', site], stderr });
}

/** An SDK client on a served site's Streamable HTTP endpoint (`siteUrl` without the path). */
export async function httpClient(siteUrl: string): Promise<DocsMcpClient> {
  const client = new Client(clientInfo);
  await client.connect(new StreamableHTTPClientTransport(new URL(`${siteUrl}${DOCS_MCP_HTTP_PATH}`)));
  return wrap(client);
}
