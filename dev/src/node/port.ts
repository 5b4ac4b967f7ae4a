import { createServer } from 'node:net';

/** True when nothing listens on `port` at 127.0.0.1 (checked by listening, then closing at once). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port the kernel says is free now (another process may take it before we do; the dev server then fails loudly). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The first free port from `from` upwards: section servers sit beside the site's port where they can. */
export async function nextFreePort(from: number, taken: Set<number>): Promise<number> {
  for (let port = from; port < from + 50; port++) if (!taken.has(port) && (await portIsFree(port))) return port;
  return freePort();
}
