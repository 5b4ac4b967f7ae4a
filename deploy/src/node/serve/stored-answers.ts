import { lstatSync, readlinkSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { asksForDevSections } from './loopback-pages.ts';

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

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/**
 * Complete answers of recent requests for small files, so a repeated request costs two or three
 * system calls instead of resolving links and picking twins again (each a walk of the path in the
 * kernel). One is sent only while `.pages/live` points where it did (a switch-over drops them
 * all), the URL still leads to the same inode unchanged (a link replaced, a file rewritten or
 * linked elsewhere all show), and the twin sent is still the same plain file: every check the
 * full look-up made at the time still holds.
 */
export class StoredAnswers {
  private readonly answers = new LRUCache<string, StoredAnswer>({
    max: 4096,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
  private readonly liveLink: string;
  private live: string | null = null;

  constructor(root: string) {
    this.liveLink = join(root, '.pages', 'live');
  }

  private static keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const headers = req.headers;
    if (CONDITIONAL_HEADERS.some((name) => headers[name] !== undefined)) return null;
    // A writer's browser may get another policy in the page (loopback-pages.ts): never a stored answer.
    if (asksForDevSections(req.url, headers.cookie)) return null;
    return `${headers['accept-encoding'] ?? ''}\n${req.url ?? '/'}`;
  }

  /** Keeps the answer just given to `req`, to send again while nothing it depends on changes. */
  remember(req: IncomingMessage, answer: StoredAnswer): void {
    const key = StoredAnswers.keyOf(req);
    if (key === null) return;
    // Checked against the link as it is now; an answer found under an earlier one still has to
    // lead to the same inode to be sent.
    if (this.answers.size === 0) this.live = linkTarget(this.liveLink);
    this.answers.set(key, answer);
  }

  /** Sends the stored answer to `req` if there is one and it still holds; false otherwise. */
  send(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.answers.size === 0) return false;
    const key = StoredAnswers.keyOf(req);
    const answer = key === null ? undefined : this.answers.get(key);
    if (!answer) return false;
    const live = linkTarget(this.liveLink);
    if (live !== this.live) {
      this.answers.clear();
      this.live = live;
      return false;
    }
    const twinHolds = answer.sentStats === answer.page || sameFile(statOf(lstatSync, answer.sent), answer.sentStats);
    if (!sameFile(statOf(statSync, answer.candidate), answer.page) || !twinHolds) {
      this.answers.delete(key!);
      return false;
    }
    res.writeHead(200, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  }
}
