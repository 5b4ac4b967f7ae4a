import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '@roo-docs/deploy';

/** What happens to a request whose path matches: held for a while before it is passed on, or never answered. */
export type Fault = { delayMs: number } | 'stall';

export interface SlowProxy {
  url: string;
  /** Checked in order for every request; the first match applies. Edit freely while running. */
  faults: { match: RegExp; fault: Fault }[];
  /** Paths (with query) of every request, in the order they arrived. */
  requested: string[];
  /** Paths (with query) the proxy has answered in full, in order. */
  served: string[];
  /** Called with each request's path before its fault is looked up (a scenario may change them). */
  onRequest?: (path: string) => void;
  close(): Promise<void>;
}

/**
 * A real HTTP proxy on 127.0.0.1 in front of an origin, slowing or stalling chosen paths before
 * their first byte: what a congested CDN edge or a hung origin does to the browser.
 */
export async function startSlowProxy(target: string): Promise<SlowProxy> {
  const upstream = new URL(target);
  const proxy: SlowProxy = { url: '', faults: [], requested: [], served: [], close: async () => {} };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => proxy.served.push(req.url ?? ''));
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    proxy.requested.push(path);
    proxy.onRequest?.(path);
    const fault = proxy.faults.find((f) => f.match.test(path))?.fault;
    if (fault === 'stall') return; // the socket stays open and silent until the browser gives up
    if (fault) {
      const timer = setTimeout(() => forward(req, res), fault.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res);
  });
  const port = await listen(server, 0);
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}
