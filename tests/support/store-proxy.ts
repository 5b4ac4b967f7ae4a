import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * What the proxy does with one request: pass it to the store; answer it itself with an error;
 * `stall` it (read it, never answer, keep the connection open); or `lose-answer` (pass it on,
 * then cut the connection instead of relaying the store's answer: the write landed, the writer
 * cannot know).
 */
export type ProxyRule = (req: IncomingMessage) => 'pass' | 'stall' | 'lose-answer' | { status: number; code: string };

export interface StoreProxy {
  url: string;
  rule: ProxyRule;
  /** Added before each request is passed on or answered (a slow store). */
  latencyMs: number;
  /** Stalled requests: how many were taken, and how many of them the client has given up on since. */
  stalls: { taken: number; closed: number };
  server: Server;
  close(): Promise<void>;
}

/**
 * A proxy in front of the real S3 gateway that passes every request on unchanged (headers too,
 * so signatures still hold) unless `rule` says otherwise: a throttling store (503 SlowDown), one
 * that fails under contention (500), refuses a step outright, stalls a connection, or loses an
 * answer; `latencyMs` slows every request.
 */
export async function storeProxy(target: string): Promise<StoreProxy> {
  const to = new URL(target);
  const pass = (req: IncomingMessage, res: ServerResponse, relay: boolean) => {
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (!relay) {
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const verdict = proxy.rule(req);
    if (verdict === 'pass' || verdict === 'lose-answer') return pass(req, res, verdict === 'pass');
    req.resume();
    if (verdict === 'stall') {
      proxy.stalls.taken++;
      res.on('close', () => proxy.stalls.closed++);
      return;
    }
    res.writeHead(verdict.status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0"?><Error><Code>${verdict.code}</Code><Message>injected by the test</Message></Error>`);
  };
  const proxy: StoreProxy = {
    rule: () => 'pass',
    latencyMs: 0,
    stalls: { taken: 0, closed: 0 },
    url: '',
    server: createServer((req, res) => {
      if (proxy.latencyMs) setTimeout(() => handle(req, res), proxy.latencyMs);
      else handle(req, res);
    }),
    close: () =>
      new Promise<void>((r) => {
        proxy.server.closeAllConnections();
        proxy.server.close(() => r());
      }),
  };
  await new Promise<void>((r) => proxy.server.listen(0, '127.0.0.1', r));
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  return proxy;
}
