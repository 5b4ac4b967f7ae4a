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
  conditional: { ifNoneMatch?: string; ifModifiedSince?: string } = {},
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    answerFailure(res, error);
    return;
  }
  try {
    const { size, mtime } = await handle.stat();
    // Validators of the exact bytes sent (the encoding is part of the tag), for conditional GETs.
    const etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}${headers['content-encoding'] ? `-${headers['content-encoding']}` : ''}"`;
    const validators = status === 200 ? { etag, 'last-modified': mtime.toUTCString() } : {};
    if (status === 200 && notModified(etag, mtime, conditional)) {
      const { 'content-encoding': _, ...rest } = headers;
      res.writeHead(304, { ...rest, ...validators });
      res.end();
      await handle.close();
      return;
    }
    res.writeHead(status, { ...headers, ...validators, 'content-length': String(size) });
    if (head || size === 0) {
      res.end();
      await handle.close();
      return;
    }
    // Never more than the length announced, even if someone rewrites the file in place meanwhile.
    const stream = handle.createReadStream({ start: 0, end: size - 1 });
    stream.on('error', (error) => answerFailure(res, error));
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  } catch (error) {
    await handle.close().catch(() => {});
    answerFailure(res, error);
  }
}

function notModified(etag: string, mtime: Date, c: { ifNoneMatch?: string; ifModifiedSince?: string }): boolean {
  if (c.ifNoneMatch !== undefined) return c.ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  if (c.ifModifiedSince === undefined) return false;
  const since = Date.parse(c.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}
