import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { nodeServer, SERVER_LIMITS } from '../../serve/serve.ts';
import { contentTypeOf } from '../../serve/content-type.ts';
import { siteHeaders } from '../../serve/security-headers.ts';
import { cacheControl } from '../../serve/site-path.ts';
import { logFault } from '../../serve/serve-errors.ts';
import { pageAnswerFor } from '../../serve/page-negotiation.ts';
import { isMcpRequest, type McpMount } from '../../serve/mcp-mount.ts';
import { blobKey, publicKey } from '../layout.ts';
import type { ObjectStore } from '../store.ts';
import { BuildLists, buildOfPath } from './build-lists.ts';
import { LivePointer, type LiveIndex } from './live-index.ts';
import { KEPT_UP_TO, PageBytes } from './page-bytes.ts';
import { immutableVariants, pageVariant, resolveIn, type Target } from './resolve.ts';

type Headers = Record<string, string>;

interface Edge {
  store: ObjectStore;
  live: LivePointer;
  builds: BuildLists;
  pages: PageBytes;
}

/**
 * The stateless edge: the embedded server's rules (URLs, redirects, 404, letter case, twins,
 * headers) over an object-storage origin. Every request resolves through the live pointer
 * (LivePointer: re-read at most every `pointerTtlMs`) to the objects of each section's live
 * build; nothing is kept on disk, so any number of edges serve the same site. With `mcp`,
 * `/mcp` is the docs' MCP endpoint (`serve --mcp`).
 */
export function createEdgeServer(
  store: ObjectStore,
  options: { pointerTtlMs?: number; mcp?: McpMount } = {},
): Server & { live: LivePointer } {
  const edge: Edge = {
    store,
    live: new LivePointer(store, options.pointerTtlMs ?? 1000).start(),
    builds: new BuildLists(store),
    pages: new PageBytes(store),
  };
  const { mcp } = options;
  const server = nodeServer(SERVER_LIMITS, (req, res) => {
    if (mcp && isMcpRequest(req.url)) return mcp(req, res);
    answer(edge, req, res).catch((error: unknown) => fault(req, res, error));
  });
  server.on('close', () => edge.live.stop());
  return Object.assign(server, { live: edge.live });
}

async function answer(edge: Edge, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...siteHeaders(url.pathname), allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('Method not allowed\n');
  }
  const index = await edge.live.get();
  // A page URL answers with its HTML or, asked for Markdown, its twin, as the folder server does (page-negotiation.ts).
  const page = pageAnswerFor(req.headers.accept, url.pathname);
  const twin = page?.markdown ? page.files.find((f) => index?.files.has(f)) : undefined;
  const target: Target | null = twin ? { kind: 'page', file: twin } : resolveIn(index, url.pathname);
  if (await sendTarget(edge, index, target, req, res, url.pathname, page?.vary)) return;
  // `/page.html` and `/page/index.html` are the page itself; `/FAQ` is `/faq` (route paths are lower case).
  const stripped = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  for (const candidate of [stripped, stripped.toLowerCase()]) {
    if (candidate === url.pathname) continue;
    const target = resolveIn(index, candidate);
    if (target && (target.kind === 'page' || (await existsImmutable(edge, target.file)))) {
      res.writeHead(301, { ...siteHeaders(url.pathname), location: `${candidate}${url.search}`, 'cache-control': 'no-cache' });
      return void res.end();
    }
  }
  await sendNotFound(edge, index, req, res, url.pathname);
}

async function sendTarget(
  edge: Edge,
  index: LiveIndex | null,
  target: Target | null,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  /** Every request header a page URL's answer depends on (page-negotiation.ts), when more than Accept-Encoding. */
  pageVary?: string,
) {
  if (!target) return false;
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const base: Headers = {
    ...siteHeaders(urlPath),
    'content-type': contentTypeOf(target.file),
    'cache-control': cacheControl(urlPath),
    'accept-ranges': 'bytes',
  };
  if (target.kind === 'page') {
    const v = pageVariant(index!, target.file, acceptEncoding);
    const headers: Headers = { ...base, etag: `"${v.entry.sha256.slice(0, 40)}"` };
    if (v.vary || pageVary) headers.vary = pageVary ?? 'Accept-Encoding';
    if (v.encoding) headers['content-encoding'] = v.encoding;
    if (req.headers['if-none-match'] === headers.etag) return notModified(res, headers);
    if (req.headers.range || v.entry.size > KEPT_UP_TO) return stream(edge, blobKey(v.entry.sha256), req, res, headers, 200);
    const body = await edge.pages.get(v.entry.sha256);
    if (!body) return false;
    res.writeHead(200, { ...headers, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const files = await listedFiles(edge, target.file);
  if (files === false) return false;
  for (const v of immutableVariants(target.file, acceptEncoding)) {
    const inside = target.file + v.suffix;
    if (files && !files.has(buildOfPath(inside)!.inside)) continue;
    const headers: Headers = { ...base, ...(v.encoding ? { 'content-encoding': v.encoding } : {}) };
    if (v.suffix || immutableVariants(target.file, acceptEncoding).length > 1) headers.vary = 'Accept-Encoding';
    if (await stream(edge, publicKey(inside), req, res, headers, 200)) return true;
  }
  return false;
}

/** A build folder's file list (null for `_assets/`, which has none); false when the build is incomplete. */
async function listedFiles(edge: Edge, file: string): Promise<Set<string> | null | false> {
  const build = buildOfPath(file);
  return build ? edge.builds.files(build.ref) : null;
}

async function existsImmutable(edge: Edge, file: string): Promise<boolean> {
  const files = await listedFiles(edge, file);
  if (files === false) return false;
  if (files) return files.has(buildOfPath(file)!.inside);
  return edge.store.exists(publicKey(file), 'edge: look up a file');
}

function notModified(res: ServerResponse, headers: Headers): true {
  const { 'content-type': _type, 'content-encoding': _enc, 'accept-ranges': _ranges, ...rest } = headers;
  res.writeHead(304, rest);
  res.end();
  return true;
}

/** Streams an object with the site's headers; a Range or validator goes to the store as it came. */
async function stream(
  edge: Edge,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Headers,
  status: number,
): Promise<boolean> {
  const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
  const inm = typeof req.headers['if-none-match'] === 'string' && !headers.etag ? req.headers['if-none-match'] : undefined;
  const out = await edge.store.open(key, { range, ifNoneMatch: inm }, 'edge: read an object');
  if ('status' in out) {
    if (out.status === 404) return false;
    return notModified(res, { ...headers, ...(inm ? { etag: inm } : {}) });
  }
  const answer: Headers = { ...headers };
  answer.etag ??= out.ETag ?? '';
  if (out.LastModified) answer['last-modified'] = out.LastModified.toUTCString();
  if (out.ContentLength !== undefined) answer['content-length'] = String(out.ContentLength);
  if (out.ContentRange) answer['content-range'] = out.ContentRange;
  res.writeHead(out.ContentRange ? 206 : status, answer);
  const body = out.Body as Readable;
  if (req.method === 'HEAD') {
    body.destroy();
    res.end();
    return true;
  }
  res.on('close', () => body.destroy());
  // The store's side cut mid-body (a gateway gone, a stall timed out): the reader's answer cannot be finished.
  body.on('error', () => res.destroy());
  body.pipe(res);
  return true;
}

async function sendNotFound(edge: Edge, index: LiveIndex | null, req: IncomingMessage, res: ServerResponse, urlPath: string) {
  const headers: Headers = { ...siteHeaders(urlPath), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  // Sent whole and uncompressed, as the folder server sends it (its twins are never chosen there).
  const page = index?.files.get('404.html');
  if (page) {
    const body = await edge.pages.get(page.sha256);
    if (body) {
      headers.vary = 'Accept-Encoding';
      res.writeHead(404, { ...headers, 'content-length': String(body.length) });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
  }
  res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
}

/** The store failed (down, refusing, throttling past the retries): 503, try again shortly. */
function fault(req: IncomingMessage, res: ServerResponse, error: unknown) {
  logFault(`${req.method} ${req.url}`, error);
  if (res.headersSent) return void res.destroy();
  const path = (req.url ?? '/').split('?')[0]!;
  res.writeHead(503, {
    ...siteHeaders(path),
    'retry-after': '1',
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end('The site is briefly unavailable; try again in a moment.\n');
}
