import { createServer, request, type IncomingMessage, type Server } from 'node:http';

/** What the proxy does with one request: pass it to the store, or answer it itself. */
export type ProxyRule = (req: IncomingMessage) => 'pass' | { status: number; code: string };

/**
 * A proxy in front of the real S3 gateway that passes every request on unchanged (headers too,
 * so signatures still hold) unless `rule` answers it: a throttling store (503 SlowDown), one
 * that fails under contention (500), or one that refuses a step outright.
 */
export async function storeProxy(
  target: string,
): Promise<{ url: string; rule: ProxyRule; close(): Promise<void>; server: Server }> {
  const to = new URL(target);
  const proxy = {
    rule: (() => 'pass') as ProxyRule,
    url: '',
    server: createServer((req, res) => {
      const verdict = proxy.rule(req);
      if (verdict !== 'pass') {
        req.resume();
        res.writeHead(verdict.status, { 'content-type': 'application/xml' });
        return void res.end(
          `<?xml version="1.0"?><Error><Code>${verdict.code}</Code><Message>injected by the test</Message></Error>`,
        );
      }
      const upstream = request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }),
    close: () => new Promise<void>((r) => proxy.server.close(() => r())),
  };
  await new Promise<void>((r) => proxy.server.listen(0, '127.0.0.1', r));
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  return proxy;
}
