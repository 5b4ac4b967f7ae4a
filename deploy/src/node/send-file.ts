import { readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import type { FastifyReply } from 'fastify';
import { pickVariant } from './negotiate.ts';
import { cacheControl } from './site-path.ts';
import { siteHeaders } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The headers of a file's answer that do not depend on its bytes. */
function fileHeaders(file: string, urlPath: string, acceptEncoding: string, cache: string) {
  const variant = pickVariant(file, acceptEncoding);
  const headers: Record<string, string> = {
    ...siteHeaders(urlPath),
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
  };
  if (variant.encoding) headers['content-encoding'] = variant.encoding;
  if (variant.vary) headers.vary = 'Accept-Encoding';
  return { variant: variant.file, size: variant.size, headers };
}

/**
 * Answers with a file of the site (a real path inside `realRoot`), or its precompressed twin.
 * @fastify/static streams it: validators and 304, Range and 206, HEAD, and closing the file when
 * the client leaves at any point.
 */
export function sendSiteFile(reply: FastifyReply, realRoot: string, file: string, urlPath: string): FastifyReply {
  const acceptEncoding = String(reply.request.headers['accept-encoding'] ?? '');
  const { variant, size, headers } = fileHeaders(file, urlPath, acceptEncoding, cacheControl(urlPath));
  // @fastify/send reads one byte of a file it found empty (its stream ends at byte 0, inclusive),
  // which breaks the answer when the file has grown since: an empty file is answered here.
  if (size === 0) return reply.headers({ ...headers, 'content-length': '0' }).send();
  // A request's Cache-Control speaks to caches on the way. @fastify/send reads `no-cache` in it as
  // "never answer 304", which a fetch() carrying If-None-Match always sends; the origin answers
  // conditionals on their validators alone, as nginx does.
  delete reply.request.raw.headers['cache-control'];
  return reply.headers(headers).sendFile(relative(realRoot, variant), realRoot, { contentType: false });
}

/**
 * The site's 404 page, read whole (it is small) so that no validator or Range of it can turn
 * the 404 into a 304 or a 206; plain text when the site has none yet.
 */
export async function sendNotFound(reply: FastifyReply, root: string, urlPath: string): Promise<void> {
  const acceptEncoding = String(reply.request.headers['accept-encoding'] ?? '');
  const { variant, headers } = fileHeaders(join(root, '404.html'), urlPath, acceptEncoding, 'no-cache');
  const body = await readFile(variant).catch(() => null);
  reply.code(404);
  if (body) return void (await reply.headers(headers).send(body));
  await reply
    .headers({ ...siteHeaders(urlPath), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
    .send('Not found\n');
}
