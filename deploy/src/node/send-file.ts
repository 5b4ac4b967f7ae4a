import { open, type FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

// Errors that say "try again shortly" (descriptor exhaustion, a file swapped mid-publish), not "broken".
const TRANSIENT = new Set(['EMFILE', 'ENFILE', 'EAGAIN', 'EBUSY', 'ENOENT']);

/** Answers a request that failed on the server's side, unless the answer has already started. */
export function answerFailure(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const transient = TRANSIENT.has(code);
  res.writeHead(transient ? 503 : 500, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(transient ? { 'retry-after': '1' } : {}),
  });
  res.end(transient ? 'Service busy, retry shortly\n' : 'Internal server error\n');
}

/**
 * Streams a file that was found a moment ago. The file is opened before the status line is sent, so
 * a file that vanished or a process out of descriptors gets a 503 instead of a half answer, and a
 * read error later ends this one response, never the process.
 */
export async function sendFile(
  res: ServerResponse,
  file: string,
  headers: Record<string, string>,
  head: boolean,
  status = 200,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    answerFailure(res, error);
    return;
  }
  try {
    const { size } = await handle.stat();
    res.writeHead(status, { ...headers, 'content-length': String(size) });
    if (head) {
      res.end();
      await handle.close();
      return;
    }
    const stream = handle.createReadStream();
    stream.on('error', (error) => answerFailure(res, error));
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  } catch (error) {
    await handle.close().catch(() => {});
    answerFailure(res, error);
  }
}
