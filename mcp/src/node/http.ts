import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createDocsServer } from './server.ts';
import type { DocsSite } from './site/docs-site.ts';

/** The largest request body: a settings file to check at its limit, JSON-escaped, fits. */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

export interface HttpOptions {
  /** `host:port` values a request's Host header may have; any when absent (a server behind a proxy). */
  allowedHosts?: string[] | undefined;
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/**
 * The Streamable HTTP endpoint, stateless: each POST gets its own server and transport, over the
 * one shared site (its pointer and its caches by build id). Nothing is kept between requests, so
 * any number of processes answering one socket (the embedded server's workers) agree.
 */
export function mcpHttpHandler(site: DocsSite, options: HttpOptions = {}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST')
      return refuse(res, 405, 'Method not allowed: this server answers POST only (stateless)', { allow: 'POST' });
    const server = createDocsServer(site);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_REQUEST_BYTES,
      ...(options.allowedHosts ? { enableDnsRebindingProtection: true, allowedHosts: options.allowedHosts } : {}),
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) refuse(res, 500, error instanceof Error ? error.message : String(error));
    }
  };
}
