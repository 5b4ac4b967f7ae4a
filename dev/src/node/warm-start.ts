import {
  cachedPageMetadata,
  readFrontmatterOnly,
  readKnownText,
  readPageMetadata,
  type ContentFile,
  type PageMetadata,
} from '@roo-docs/section-build';

/** Where the build keeps its metadata cache (by page text), which the dev server's start reads too. */
export interface WarmStart {
  cacheDir: string;
  baseDir: string;
  digest: string;
}

/** What `complete()` read: the pages in full, or the pages it must leave to a page-by-page read. */
export type Completed = { read: Map<string, PageMetadata>; failed?: never } | { read?: never; failed: string[] };

// Every read goes through the process's memory of the files: a page's cache key and its metadata
// come from one read of its text.
const full = (file: string) => readPageMetadata(file, { compile: false, text: readKnownText(file) });

/**
 * The dev server's start: pages the build's cache knows are not read, and of the others only the
 * frontmatter is (the route table and the sidebar need no more; the bundler compiles a page when it
 * is shown). A fresh clone's start read every page in full before it served anything, 1.3 s for
 * features and 5 s for the whole site (bench/RESULTS.md, "The cold start"). `complete()` reads
 * those pages in full once the writer has a page, for their headings, links and errors.
 */
export function warmStartReader(warm: WarmStart) {
  let provisional = new Set<string>();
  const frontmatterFirst = async (file: string) => {
    const text = readKnownText(file);
    const quick = readFrontmatterOnly(text);
    if (!quick) return readPageMetadata(file, { compile: false, text });
    provisional.add(file);
    return quick;
  };
  /** Null when a page does not compile: the caller then reads page by page and keeps the errors. */
  const start = async (files: ContentFile[]) => {
    try {
      const metas = await cachedPageMetadata(
        files.map((f) => f.file),
        { ...warm, store: false, readText: readKnownText },
        frontmatterFirst,
      );
      return files.map((f, i) => ({ text: readKnownText(f.file), metadata: metas[i]! }));
    } catch {
      provisional.clear(); // the caller reads every page in full
      return null;
    }
  };
  /** Reads the provisional pages in full, a page at a time, and stores `files` in the cache; null when none is left. */
  const complete = async (files: string[]): Promise<Completed | null> => {
    if (!provisional.size) return null;
    const pending = provisional;
    provisional = new Set();
    try {
      const metas = await cachedPageMetadata(files, { ...warm, readText: readKnownText }, oneAtATime(full));
      return { read: new Map(files.flatMap((file, i) => (pending.has(file) ? [[file, metas[i]!] as const] : []))) };
    } catch {
      return { failed: [...pending] };
    }
  };
  return { start, complete };
}

/** `read` one call at a time, each after a turn of the event loop: the servers answer requests in between. */
function oneAtATime<T>(read: (file: string) => Promise<T>): (file: string) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (file) => {
    const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => read(file));
    queue = turn.catch(() => {});
    return turn;
  };
}
