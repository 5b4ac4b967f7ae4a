import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OLLAMA_TAGS_RESPONSE, OPENROUTER_MODELS_RESPONSE, ollamaShowResponse } from './api-fixtures.ts';

/** Where each service's fetcher is pointed: the path prefix it gets as its base URL. */
export const OPENROUTER_PREFIX = '/openrouter/api/v1';
export const OLLAMA_PREFIX = '/ollama';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** The answer to one request, as OpenRouter or Ollama would give it, or 404. */
async function answer(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method === 'GET' && path === `${OPENROUTER_PREFIX}/models`) return send(res, 200, OPENROUTER_MODELS_RESPONSE);
  if (req.method === 'GET' && path === `${OLLAMA_PREFIX}/api/tags`) return send(res, 200, OLLAMA_TAGS_RESPONSE);
  if (req.method === 'POST' && path === `${OLLAMA_PREFIX}/api/show`) {
    const { model } = JSON.parse((await readBody(req)) || '{}') as { model?: string };
    const shown = model === undefined ? undefined : ollamaShowResponse(model);
    return shown ? send(res, 200, shown) : send(res, 404, { error: `model '${model}' not found` });
  }
  send(res, 404, { error: `no such endpoint: ${req.method} ${path}` });
}

export interface ModelApiServer {
  openRouterBaseUrl: string;
  ollamaBaseUrl: string;
  /** Every request served, as `METHOD path`, so a caller can tell what its fetchers asked. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * Serves the raw API fixtures on 127.0.0.1 (an ephemeral port), so the extension's fetchers make
 * their real requests and parse real responses without leaving the machine.
 */
export async function serveModelApis(): Promise<ModelApiServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    answer(req, res).catch((error: Error) => send(res, 500, { error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    openRouterBaseUrl: `${origin}${OPENROUTER_PREFIX}`,
    ollamaBaseUrl: `${origin}${OLLAMA_PREFIX}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
