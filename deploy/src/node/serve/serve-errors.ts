import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS, siteHeaders } from './security-headers.ts';

// Errors that say "try again shortly" (descriptor exhaustion, a file swapped mid-publish), not "broken".
const TRANSIENT = new Set(['EMFILE', 'ENFILE', 'EAGAIN', 'EBUSY', 'ENOENT']);

type Fault = Error & { code?: string; statusCode?: number; headers?: Record<string, string> };

const describe = (error: unknown) => {
  const e = error as Fault | undefined;
  return [e?.code, e?.message ?? String(error)].filter(Boolean).join(' ');
};

/** One line on stderr per fault; request-by-request chatter stays off. */
export function logFault(what: string, error?: unknown): void {
  console.error(`serve: ${what}${error === undefined ? '' : `: ${describe(error)}`}`);
}

const quiet = () => {};
/** What Fastify logs: a message and, in an object beside it, the error. */
const line =
  (level: string) =>
  (...args: unknown[]): void => {
    const message = args.find((a) => typeof a === 'string') ?? '';
    const err = args.find((a): a is { err: unknown } => typeof a === 'object' && a !== null && 'err' in a)?.err;
    logFault(`${level} ${message}`.trim(), err ?? (args[0] instanceof Error ? args[0] : undefined));
  };
/** Fastify's logger: its warnings and errors (a stream that broke mid-answer) as fault lines. */
export const faultLogger: FastifyBaseLogger = {
  level: 'warn',
  fatal: line('fatal'),
  error: line('error'),
  warn: line('warning'),
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => faultLogger,
};

const FILE_HEADERS = ['content-length', 'content-encoding', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'vary'];

const pathOf = (request: FastifyRequest) => (request.raw.url ?? '/').split('?')[0]!;

/**
 * The answer to a request that failed: the client's own mistakes (an unsatisfiable Range, a
 * method other than GET or HEAD) get their 4xx; anything else is logged and gets 503 when
 * retrying soon may help, 500 otherwise. Every one carries the site's headers.
 */
export function answerFault(error: Fault, request: FastifyRequest, reply: FastifyReply): void {
  if (reply.raw.headersSent) {
    logFault(`${request.method} ${request.url} broke off`, error);
    reply.raw.destroy();
    return;
  }
  // What the file's answer had set before its stream failed describes bytes that will not come.
  for (const name of FILE_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  const headers = { ...siteHeaders(pathOf(request)), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A body Fastify could not parse on a POST: the method is the mistake that matters.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void reply
        .code(405)
        .headers({ ...headers, allow: 'GET, HEAD' })
        .send('Method not allowed\n');
      return;
    }
    void reply
      .code(status)
      .headers({ ...headers, ...error.headers })
      .send(`${STATUS_CODES[status] ?? 'Bad request'}\n`);
    return;
  }
  const transient = TRANSIENT.has(error.code ?? '');
  logFault(`${transient ? 503 : 500} ${request.method} ${request.url}`, error);
  void reply
    .code(transient ? 503 : 500)
    .headers(transient ? { ...headers, 'retry-after': '1' } : headers)
    .send(transient ? 'Service busy, retry shortly\n' : 'Internal server error\n');
}

const CLIENT_ERRORS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/** A request Node could not parse or that came too slowly: answered with the site's headers, then closed. */
export function answerClientError(error: Fault, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERRORS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    const body = `${STATUS_CODES[status]}\n`;
    const lines = Object.entries({ ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}content-length: ${body.length}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
