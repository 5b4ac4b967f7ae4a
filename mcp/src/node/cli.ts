import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { DOCS_MCP_BIN, DOCS_MCP_HTTP_PATH } from '@roo-docs/schemas/contract';
import { mcpHttpHandler } from './http.ts';
import { createDocsServer } from './server.ts';
import { openSite } from './site-option.ts';

export const USAGE = `Usage: ${DOCS_MCP_BIN} --site <url|folder> [--http [--port N] [--host 127.0.0.1]] [--site-url URL]

  --site      a published docs site: its URL, or its folder (site/ after a publish)
  --http      serve Streamable HTTP at ${DOCS_MCP_HTTP_PATH} instead of stdio
  --port      HTTP port (default 3100; 0 picks a free one)
  --host      HTTP address (default 127.0.0.1)
  --site-url  the address links point to when --site is a folder (default the public site)`;

const OPTIONS = {
  site: { type: 'string' },
  http: { type: 'boolean', default: false },
  port: { type: 'string', default: '3100' },
  host: { type: 'string', default: '127.0.0.1' },
  'site-url': { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

async function serveHttp(site: Awaited<ReturnType<typeof openSite>>, host: string, portText: string) {
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${portText}: not a port number`);
  // Set once the port is known, since the allowed Host names carry it; until then, 503.
  const mount: { handler?: ReturnType<typeof mcpHttpHandler> } = {};
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== DOCS_MCP_HTTP_PATH) return void res.writeHead(404).end();
    if (!mount.handler) return void res.writeHead(503).end();
    void mount.handler(req, res);
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, host, done));
  const bound = (server.address() as { port: number }).port;
  // On a loopback address only loopback names may reach it: a web page cannot rebind its DNS to it.
  const allowedHosts = LOOPBACK.has(host) ? [...LOOPBACK].map((h) => `${h.includes(':') ? `[${h}]` : h}:${bound}`) : undefined;
  mount.handler = mcpHttpHandler(site, { allowedHosts });
  console.error(`roo-code-docs MCP server for ${site.reader.describe} at http://${host}:${bound}${DOCS_MCP_HTTP_PATH}`);
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) return void console.error(USAGE);
  if (!values.site) throw new Error(`--site is required\n\n${USAGE}`);
  const site = await openSite(values.site, { siteUrl: values['site-url'] });
  if (values.http) return serveHttp(site, values.host, values.port);
  await createDocsServer(site).connect(new StdioServerTransport());
}
