import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { SmallFileCache } from './file-cache.ts';
import type { SiteFile } from './find-file.ts';
import { CONDITIONAL_HEADERS, type StoredAnswers } from './stored-answers.ts';
import { pickVariant } from './negotiate.ts';
import { cacheControl } from './site-path.ts';
import { siteHeaders } from './security-headers.ts';
import { sendLoopbackHtml, servedOnLoopback } from './loopback-pages.ts';
import { contentTypeOf } from './content-type.ts';

/**
 * The headers of a file's answer that do not depend on its bytes; `vary` names every request
 * header the answer depends on, when more than Accept-Encoding (a page URL's: page-negotiation.ts).
 */
function fileHeaders(file: string, urlPath: string, acceptEncoding: string, cache: string, stats?: Stats, vary?: string) {
  const variant = pickVariant(file, acceptEncoding, stats);
  const headers: Record<string, string> = {
    ...siteHeaders(urlPath),
    'content-type': contentTypeOf(file),
    'cache-control': cache,
  };
  if (variant.encoding) headers['content-encoding'] = variant.encoding;
  if (variant.vary || vary) headers.vary = vary ?? 'Accept-Encoding';
  return { variant, headers };
}

/**
 * Answers with a file of the site (a real path inside `realRoot`), or its precompressed twin.
 * A plain GET or HEAD of a small file is answered from memory; every other request is streamed
 * by @fastify/static: validators and 304, Range and 206, closing the file when the client leaves.
 */
export async function sendSiteFile(
  reply: FastifyReply,
  site: { real: string; files: SmallFileCache; answers: StoredAnswers },
  { file, stats, candidate }: SiteFile,
  urlPath: string,
  vary?: string,
): Promise<FastifyReply> {
  if (file.endsWith('.html') && servedOnLoopback(reply.request) && (await sendLoopbackHtml(reply, file, urlPath, 200)))
    return reply;
  const requestHeaders = reply.request.headers;
  const acceptEncoding = String(requestHeaders['accept-encoding'] ?? '');
  const { variant, headers } = fileHeaders(file, urlPath, acceptEncoding, cacheControl(urlPath), stats, vary);
  if (variant.stats && !CONDITIONAL_HEADERS.some((name) => name in requestHeaders)) {
    const cached = await site.files.get(variant.file, variant.stats);
    if (cached) {
      const whole = { ...headers, 'accept-ranges': 'bytes', etag: cached.etag, 'last-modified': cached.lastModified };
      // A twin the client prefers may still be on its way (background compression): look again next time.
      if (variant.best) {
        const answer = { headers: { ...whole, 'content-length': String(cached.body.length) }, body: cached.body };
        site.answers.remember(reply.request.raw, {
          ...answer,
          candidate,
          page: stats,
          sent: variant.file,
          sentStats: variant.stats,
        });
      }
      return reply.headers(whole).send(cached.body);
    }
  }
  // @fastify/send reads one byte of a file it finds empty (its stream ends at byte 0, inclusive),
  // which breaks the answer if the file has grown meanwhile. Empty when looked up: answered here;
  // empty only when @fastify/send looks (rewritten in place right now): 503, retry shortly.
  if (variant.stats?.size === 0) return reply.headers(headers).send('');
  // A request's Cache-Control speaks to caches on the way. @fastify/send reads `no-cache` in it as
  // "never answer 304", which a fetch() carrying If-None-Match always sends; the origin answers
  // conditionals on their validators alone, as nginx does.
  delete reply.request.raw.headers['cache-control'];
  return reply
    .headers(headers)
    .sendFile(relative(site.real, variant.file), site.real, { contentType: false, onFile: refuseEmpty });
}

function refuseEmpty(file: string, stats: Stats): void {
  if (stats.size === 0) throw Object.assign(new Error(`${file} is being rewritten`), { code: 'EAGAIN' });
}

/**
 * The site's 404 page, read whole (it is small) so that no validator or Range of it can turn
 * the 404 into a 304 or a 206; plain text when the site has none yet.
 */
export async function sendNotFound(reply: FastifyReply, root: string, urlPath: string): Promise<void> {
  if (servedOnLoopback(reply.request) && (await sendLoopbackHtml(reply, join(root, '404.html'), urlPath, 404))) return;
  const acceptEncoding = String(reply.request.headers['accept-encoding'] ?? '');
  const { variant, headers } = fileHeaders(join(root, '404.html'), urlPath, acceptEncoding, 'no-cache');
  const body = await readFile(variant.file).catch(() => null);
  reply.code(404);
  if (body) return void (await reply.headers(headers).send(body));
  await reply
    .headers({ ...siteHeaders(urlPath), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
    .send('Not found\n');
}
