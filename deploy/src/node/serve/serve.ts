import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { SmallFileCache } from './file-cache.ts';
import { fileFor, SiteRoot, type SiteFile } from './find-file.ts';
import { pageAnswerFor } from './page-negotiation.ts';
import { sendNotFound, sendSiteFile } from './send-file.ts';
import { answerClientError, answerFault, faultLogger, logFault } from './serve-errors.ts';
import { siteHeaders } from './security-headers.ts';
import { StoredAnswers } from './stored-answers.ts';
import { isMcpRequest, type McpMount } from './mcp-mount.ts';

export { cacheControl } from './site-path.ts';

/**
 * How long a client may take. A request head (all a GET has) must arrive within `headersMs`, or
 * the connection gets 408 and is closed: a client trickling bytes (slowloris) holds a socket at
 * most that long. An idle keep-alive connection closes after `keepAliveMs`, and one on which
 * nothing moves for `idleMs` (a reader that stopped reading) is closed too. Checked every `checkMs`.
 */
export interface ServerLimits {
  headersMs: number;
  keepAliveMs: number;
  idleMs: number;
  checkMs: number;
}
export const SERVER_LIMITS: Readonly<ServerLimits> = { headersMs: 10_000, keepAliveMs: 5_000, idleMs: 30_000, checkMs: 1_000 };

export function nodeServer(limits: ServerLimits, handler: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.headersMs + 1,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkMs,
    },
    handler,
  );
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  // Out of descriptors, accept() fails and Node reports it here; the server keeps listening. Start-up
  // errors (a port in use) go to `listen`'s own handler.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (server.listening) logFault('listening socket', error);
  });
  return server;
}

/**
 * The embedded static server, what a CDN in front of the origin directory would do: Fastify and
 * @fastify/static do the HTTP and the file streaming, the site's rules (private paths, the .html
 * and letter-case redirects, the 404 page, headers) are in `answer`. The returned server may be
 * listened on at once: requests that come before Fastify is ready wait for it. With `mcp`
 * (`serve --mcp`), `/mcp` is the docs' MCP endpoint, answered before the static rules.
 */
export function createOriginServer(root: string, limits: Partial<ServerLimits> = {}, options: { mcp?: McpMount } = {}): Server {
  const site = new SiteRoot(root);
  const files = new SmallFileCache();
  const answers = new StoredAnswers();
  let server!: Server;
  let ready = false;
  const app = fastify({
    loggerInstance: faultLogger,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 4096 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFault,
    serverFactory: (handler) => {
      const { mcp } = options;
      server = nodeServer({ ...SERVER_LIMITS, ...limits }, (req, res) => {
        if (mcp && isMcpRequest(req.url)) return mcp(req, res);
        // A repeated request for a small file that has not changed is answered before Fastify sees it.
        if (ready && answers.send(req, res)) return;
        if (ready) handler(req, res);
        else void whenReady.then(() => (ready ? handler(req, res) : res.destroy()));
      });
      return server;
    },
  });
  app.register(fastifyStatic, { serve: false, dotfiles: 'allow', index: false, cacheControl: false, acceptRanges: true });
  app.setErrorHandler(answerFault);
  app.setNotFoundHandler((request, reply) => notFound(site, request, reply));
  app.get('/*', (request, reply) => answer(site, { files, answers }, request, reply));
  const whenReady = app.ready().then(
    () => void (ready = true),
    (error: unknown) => logFault('could not start', error),
  );
  return server;
}

const pathOf = (request: FastifyRequest) => (request.raw.url ?? '/').split('?')[0]!;

/**
 * Every GET and HEAD matches `/*`: the not-found handler sees other methods, and a file that
 * went away between being found and being opened (a publish moved it).
 */
function notFound(site: SiteRoot, request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET' || request.method === 'HEAD') return sendNotFound(reply, site.dir, pathOf(request));
  return reply
    .code(405)
    .headers({ ...siteHeaders(pathOf(request)), allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
    .send('Method not allowed\n');
}

async function answer(
  site: SiteRoot,
  stores: { files: SmallFileCache; answers: StoredAnswers },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  // Collapse repeated slashes first: `//host/x` in a Location header would leave the site.
  const url = new URL((request.raw.url ?? '/').replace(/\/{2,}/g, '/'), 'http://localhost');
  // A page URL answers with its HTML or, asked for Markdown, its twin (page-negotiation.ts).
  const page = pageAnswerFor(request.headers.accept, url.pathname);
  const twin = page?.markdown ? firstFile(site, page.files) : null;
  const file = twin ?? fileFor(site, url.pathname);
  if (file) return sendSiteFile(reply, { real: site.real, ...stores }, file, url.pathname, page?.vary);
  // `/page.html` and `/page/index.html` are the page itself when no such file exists.
  const stripped = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (stripped !== url.pathname && fileFor(site, stripped)) return moved(reply, url.pathname, `${stripped}${url.search}`);
  // Route paths are lower case (route-table schema) and files are found case-sensitively: `/FAQ`
  // moves to `/faq` rather than answering 404, and never serves a second URL for the page.
  const folded = stripped.toLowerCase();
  if (folded !== url.pathname && fileFor(site, folded)) return moved(reply, url.pathname, `${folded}${url.search}`);
  return sendNotFound(reply, site.dir, url.pathname);
}

function firstFile(site: SiteRoot, files: string[]): SiteFile | null {
  for (const f of files) {
    const found = fileFor(site, `/${f}`);
    if (found) return found;
  }
  return null;
}

function moved(reply: FastifyReply, from: string, location: string) {
  return reply
    .code(301)
    .headers({ ...siteHeaders(from), location, 'cache-control': 'no-cache' })
    .send();
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}
