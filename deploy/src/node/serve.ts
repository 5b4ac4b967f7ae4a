import { stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pickVariant } from './negotiate.ts';
import { answerFailure, sendFile } from './send-file.ts';
import { crossOriginHeaders, SECURITY_HEADERS } from './security-headers.ts';

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

/** DESIGN 5: build folders never change, so they are cached for good; everything else is revalidated. */
export function cacheControl(urlPath: string): string {
  if (/^\/_(mf\/[a-z-]+|shell)\/[a-f0-9]{8,40}\//.test(urlPath) || /^\/_assets\/[a-f0-9]{16}\.[a-z0-9]+$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Maps a URL path to a file of the origin, refusing traversal and private (dot) folders. */
export async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((s) => s.startsWith('.'))) return null;
  // Server-side bundles are for prerendering only: never public.
  if (/^\/_mf\/[^/]+\/[^/]+\/ssr(\/|$)/.test(decoded)) return null;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return null;
  if (!decoded.endsWith('/') && (await isFile(base))) return base;
  const index = join(base, 'index.html');
  return (await isFile(index)) ? index : null;
}

interface Request {
  head: boolean;
  acceptEncoding: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

async function send(res: ServerResponse, status: number, file: string, urlPath: string, req: Request) {
  const variant = await pickVariant(file, req.acceptEncoding);
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...crossOriginHeaders(urlPath),
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': status === 200 ? cacheControl(urlPath) : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (variant.encoding) headers['content-encoding'] = variant.encoding;
  if (variant.vary) headers.vary = 'Accept-Encoding';
  return sendFile(res, variant.file, headers, req.head, status, req);
}

/** The embedded static server: what a CDN in front of the origin directory would do. */
export function createOriginServer(root: string): Server {
  const rootDir = normalize(root);
  const server = createServer((req, res) => {
    // A failure answers this request with a 5xx; nothing a request does may end the process.
    const request: Request = {
      head: req.method === 'HEAD',
      acceptEncoding: String(req.headers['accept-encoding'] ?? ''),
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
    };
    respond(rootDir, req.url ?? '/', req.method ?? 'GET', request, res).catch((error: unknown) => answerFailure(res, error));
  });
  // Out of descriptors, accept() fails and Node reports it here; the server keeps listening. Start-up
  // errors (a port in use) go to `listen`'s own handler.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (server.listening) console.error(`serve: ${error.code ?? ''} ${error.message}`);
  });
  return server;
}

async function respond(rootDir: string, rawUrl: string, method: string, request: Request, res: ServerResponse): Promise<void> {
  // Collapse repeated slashes first: `//host/x` in a Location header would leave the site.
  const url = new URL(rawUrl.replace(/^\/{2,}/, '/').replace(/\/{2,}/g, '/'), 'http://localhost');
  if (method !== 'GET' && !request.head) {
    res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
    return;
  }
  const file = await fileFor(rootDir, url.pathname);
  if (file) return send(res, 200, file, url.pathname, request);
  // `/page.html` and `/page/index.html` are the page itself when no such file exists.
  const stripped = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (stripped !== url.pathname && (await fileFor(rootDir, stripped))) return moved(res, `${stripped}${url.search}`);
  // Route paths are lower case (route-table schema) and files are found case-sensitively: `/FAQ`
  // moves to `/faq` rather than answering 404, and never serves a second URL for the page.
  const folded = stripped.toLowerCase();
  if (folded !== url.pathname && (await fileFor(rootDir, folded))) return moved(res, `${folded}${url.search}`);
  const notFound = join(rootDir, '404.html');
  if (await isFile(notFound)) return send(res, 404, notFound, url.pathname, request);
  res.writeHead(404, { ...SECURITY_HEADERS, ...crossOriginHeaders(url.pathname), 'content-type': 'text/plain' }).end('Not found');
}

function moved(res: ServerResponse, location: string): void {
  res.writeHead(301, { ...SECURITY_HEADERS, location, 'cache-control': 'no-cache' }).end();
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}
