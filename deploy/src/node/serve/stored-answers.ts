import { lstatSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { asksForDevSections } from './loopback-pages.ts';
import { prefersMarkdown } from './page-negotiation.ts';

/** Requests whose answer depends on validators or byte ranges: never answered from a stored answer. */
export const CONDITIONAL_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];

/** A 200 answer of a small file, whole, and what must be unchanged for it to be sent again. */
export interface StoredAnswer {
  /** The path inside the site the URL named, links unresolved, and its stat (links followed) then. */
  candidate: string;
  page: Stats;
  /** The file whose bytes are the body (a real path) and its lstat then; `page` itself when not a twin. */
  sent: string;
  sentStats: Stats;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const sameFile = (now: Stats | undefined, then: Stats) =>
  now !== undefined &&
  now.ino === then.ino &&
  now.dev === then.dev &&
  now.size === then.size &&
  now.mtimeMs === then.mtimeMs &&
  // ctime moves on every link, unlink and rename of the inode too, which mtime does not see.
  now.ctimeMs === then.ctimeMs;

function statOf(look: typeof statSync, path: string): Stats | undefined {
  try {
    return look(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * Complete answers of recent requests for small files, so a repeated request costs one or two
 * system calls instead of resolving links and picking twins again (each a walk of the path in the
 * kernel). One is sent only while the URL still leads, through whatever links, to the same inode
 * unchanged, and its twin is still the same file. A switch-over or a publish gives a changed page a
 * new inode; an unchanged one is hard-linked into the new folder and removed from the old one,
 * which moves its ctime. So every check the full look-up made (inside the site, no twin older
 * than its page, one build per section) still holds for the bytes sent.
 */
export class StoredAnswers {
  private readonly answers = new LRUCache<string, StoredAnswer>({
    max: 4096,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });

  private static keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const headers = req.headers;
    if (CONDITIONAL_HEADERS.some((name) => headers[name] !== undefined)) return null;
    // A writer's browser may get another policy in the page (loopback-pages.ts): never a stored answer.
    if (asksForDevSections(req.url, headers.cookie)) return null;
    // A page URL answers with HTML or Markdown by Accept (page-negotiation.ts).
    return `${headers['accept-encoding'] ?? ''}\n${prefersMarkdown(headers.accept) ? 'md' : ''}\n${req.url ?? '/'}`;
  }

  /** Keeps the answer just given to `req`, to send again while nothing it depends on changes. */
  remember(req: IncomingMessage, answer: StoredAnswer): void {
    const key = StoredAnswers.keyOf(req);
    if (key !== null) this.answers.set(key, answer);
  }

  /** Sends the stored answer to `req` if there is one and it still holds; false otherwise. */
  send(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.answers.size === 0) return false;
    const key = StoredAnswers.keyOf(req);
    const answer = key === null ? undefined : this.answers.get(key);
    if (!answer) return false;
    const holds =
      sameFile(statOf(statSync, answer.candidate), answer.page) &&
      (answer.sentStats === answer.page || sameFile(statOf(lstatSync, answer.sent), answer.sentStats));
    if (!holds) {
      this.answers.delete(key!);
      return false;
    }
    res.writeHead(200, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  }
}
