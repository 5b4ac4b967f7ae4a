import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { createOriginServer, listen } from './serve.ts';
import { startServeChild } from './serve-child.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function site() {
  const root = join(await mkdtemp(join(tmpdir(), 'origin-limits-')), 'site');
  await mkdir(join(root, 'page'), { recursive: true });
  await writeFile(join(root, 'page/index.html'), `<main>${'Roo reads the page. '.repeat(400)}</main>`);
  // Larger than what is answered from memory: streamed from an open file.
  await writeFile(join(root, 'big.png'), Buffer.alloc(600 * 1024, 7));
  await chmod(join(root, '..'), 0o755);
  return root;
}

/** A client that sends its request and leaves at once, before or while the answer comes. */
function abortedRequest(port: number, path: string, readFirst: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n`);
      if (readFirst) socket.once('data', () => socket.destroy());
      else socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

test(
  'after a burst of clients that leave mid-request, open descriptors return to the idle count within 2 s',
  { timeout: 60_000 },
  async () => {
    const server = await startServeChild(await site());
    try {
      // Warm up (module loading opens and closes files), then take the idle count.
      await fetch(`http://127.0.0.1:${server.port}/big.png`).then((r) => r.arrayBuffer());
      await sleep(300);
      const idle = server.openDescriptors();
      for (let round = 0; round < 6; round++) {
        await Promise.all(
          Array.from({ length: 50 }, (_, i) => abortedRequest(server.port, i % 3 ? '/big.png' : '/page', i % 2 === 0)),
        );
      }
      let open = server.openDescriptors();
      for (let waited = 0; waited < 2000 && open > idle + 2; waited += 100) {
        await sleep(100);
        open = server.openDescriptors();
      }
      expect({ idle, open: Math.max(idle, open - 2) }).toEqual({ idle, open: idle });
      expect(server.stderr()).not.toMatch(/Closing file descriptor/);
    } finally {
      server.stop();
    }
  },
);

interface Trickled {
  /** The server ended the connection (not this test giving up on it). */
  closedByServer: boolean;
  /** Bytes of the head written before the connection closed. */
  sent: number;
  answer: string;
}

/** Opens a connection that sends `head` a byte every `gapMs`; resolves who closed it and what came back. */
function trickle(port: number, head: string, gapMs: number): Promise<Trickled> {
  return new Promise((resolve) => {
    let answer = '';
    let sent = 0;
    let gaveUp = false;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      const next = () => {
        if (socket.destroyed || sent >= head.length) return;
        socket.write(head[sent++]!);
        timer = setTimeout(next, gapMs);
      };
      next();
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    // Whatever happens, the test ends: a connection still open here was never closed by the server.
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, 8000);
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      resolve({ closedByServer: !gaveUp, sent, answer });
    });
  });
}

test(
  'a client that sends its request too slowly, or nothing at all, is answered 408 and closed after the stated timeout',
  { timeout: 30_000 },
  async () => {
    const headersMs = 1000;
    const slowHead = `GET /page HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    const server = createOriginServer(await site(), { headersMs, checkMs: 200 });
    const port = await listen(server, 0);
    try {
      const [slow, silent] = await Promise.all([trickle(port, slowHead, 100), trickle(port, '', 100)]);
      // No clock is read: the server closed both itself, the slow one before its head was
      // complete, with the timeout it was given.
      expect(server.headersTimeout).toBe(headersMs);
      expect([slow.closedByServer, silent.closedByServer]).toEqual([true, true]);
      expect(slow.sent).toBeLessThan(slowHead.length);
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(slow.answer).toMatch(/x-content-type-options: nosniff/i);
      // A client that keeps up is not cut off.
      expect((await fetch(`http://127.0.0.1:${port}/page`)).status).toBe(200);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  },
);
