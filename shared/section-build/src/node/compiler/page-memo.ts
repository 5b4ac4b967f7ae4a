import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { readKnownText } from '../files/known-files.ts';
import { readFrontmatterOnly } from '../mdx/frontmatter-only.ts';
import { readPageMetadata, type PageMetadata } from '../mdx/metadata.ts';
import { saveCacheFile } from '../cache/cache-file.ts';
import type { ContentFile } from '../pages/content.ts';

/** The persisted memo's file in a remote's cache folder (`cacheDirOf`). */
export const PAGE_MEMO_FILE = 'page-metadata.json';

/** A page as the memo last read it. */
export interface MemoPage {
  text: string;
  metadata: PageMetadata;
  /** Why the page does not read (its syntax, its frontmatter), where; its metadata is then the last it had. */
  failure?: { error: unknown };
}

interface StoredMemo {
  format: 2;
  digest: string;
  /** By `keyOf` the page: full reads that succeeded. */
  pages: Record<string, PageMetadata>;
}

export interface PageMemoOptions {
  /** The persisted memo (`page-metadata.json` in the remote's cache folder). */
  file: string;
  /** The build's digest (cache/build-dependencies.ts): a memo written by other code is not read. */
  digest: string;
  /** The remote's folder: keys hold the page's path inside it, so a copied folder finds its pages. */
  baseDir: string;
  /** Read the persisted memo at the first read (releases, the dev server); off, every page is read. */
  persisted: boolean;
}

const standIn = (file: string): PageMetadata => {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [], uses: [] };
};

/**
 * Every page's metadata, read again only when its text changed: the one memo of the build, the
 * release and the dev server. A page is keyed by its path and text, so the persisted copy serves
 * a later process (a release reads the few pages it changed; the dev server's start reads none
 * it knows). `frontmatterFirst` reads pages the memo lacks for their frontmatter only at the first
 * read (what a route table needs, at a few hundredths of the cost); `complete()` reads them in
 * full later. A page that does not read keeps the metadata it last had, so its route stays.
 */
export function pageMemo(options: PageMemoOptions) {
  const known = new Map<string, MemoPage & { key: string; provisional?: true }>();
  let stored: Promise<Partial<StoredMemo['pages']>> | undefined;
  const keyOf = (file: string, text: string) =>
    createHash('sha256').update(relative(options.baseDir, file)).update('\0').update(text).digest('hex');

  const persisted = () =>
    (stored ??= options.persisted
      ? readFile(options.file, 'utf8').then(
          (t) => {
            const memo = JSON.parse(t) as StoredMemo;
            return memo.format === 2 && memo.digest === options.digest ? memo.pages : {};
          },
          (): StoredMemo['pages'] => ({}),
        )
      : Promise.resolve<StoredMemo['pages']>({}));

  async function full(file: string, text: string, before: PageMetadata | undefined): Promise<MemoPage> {
    try {
      return { text, metadata: await readPageMetadata(file, { compile: false, text }) };
    } catch (error) {
      // A page never read whole: its frontmatter may still be fine (the mistake is further down).
      return { text, metadata: before ?? readFrontmatterOnly(text) ?? standIn(file), failure: { error } };
    }
  }

  async function readOne(file: string, frontmatterFirst: boolean): Promise<MemoPage> {
    const text = readKnownText(file);
    const key = keyOf(file, text);
    const was = known.get(file);
    if (was?.key === key) return was;
    const fromStore = (await persisted())[key];
    let page: MemoPage & { provisional?: true };
    if (fromStore) page = { text, metadata: fromStore };
    else {
      const quick = frontmatterFirst ? readFrontmatterOnly(text) : null;
      page = quick ? { text, metadata: quick, provisional: true } : await full(file, text, was?.metadata);
    }
    known.set(file, { ...page, key });
    return page;
  }

  let first = true;
  return {
    /** Each file's page, in order; unchanged pages cost a stat. Pages no longer listed are forgotten. */
    async read(files: readonly ContentFile[], { frontmatterFirst = false } = {}): Promise<MemoPage[]> {
      const quick = frontmatterFirst && first;
      first = false;
      const present = new Set(files.map((f) => f.file));
      for (const file of known.keys()) if (!present.has(file)) known.delete(file);
      return Promise.all(files.map((f) => readOne(f.file, quick)));
    },
    /**
     * Reads in full the pages read for their frontmatter only, one per turn of the event loop (a
     * server answers in between), and says how many; a page saved since was read in full already.
     */
    async complete(): Promise<number> {
      let count = 0;
      for (const [file, page] of known) {
        if (!page.provisional) continue;
        await setImmediate();
        if (known.get(file) !== page) continue;
        const read = await full(file, page.text, page.metadata);
        // Saved meanwhile: that read is newer than this one.
        if (known.get(file) === page) known.set(file, { ...read, key: page.key });
        count++;
      }
      return count;
    },
    /** Writes the pages read in full for the next process; those that did not read are left out. */
    async save(): Promise<void> {
      const pages: StoredMemo['pages'] = {};
      for (const page of known.values()) if (!page.provisional && !page.failure) pages[page.key] = page.metadata;
      await saveCacheFile(options.file, { format: 2, digest: options.digest, pages } satisfies StoredMemo);
    },
  };
}

export type PageMemo = ReturnType<typeof pageMemo>;
