import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const KEPT_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/** Sends what a section's dev server answers for `url`, under the site's own origin and without caching. */
export async function forward(url: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const answer = await fetch(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET' });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(answer.status, headers);
  if (!answer.body || req.method === 'HEAD') return void res.end();
  try {
    await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), res);
  } catch {
    // The section's server cut its answer (a rebuild, a browser that went away): the browser sees
    // the answer end early, as from that server. Unhandled, the cut stopped the whole dev server.
    res.destroy();
  }
}
