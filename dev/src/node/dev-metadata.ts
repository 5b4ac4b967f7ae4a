import { basename } from 'node:path';
import type { Root } from 'mdast';
import {
  cachedPageMetadata,
  readKnownText,
  readPageMetadata,
  type ContentFile,
  type PageMetadata,
  type ReadMetadata,
} from '@roo-docs/section-build';
import type { SourceError } from './source-error.ts';
import { sourceErrorOf } from './source-error.ts';
import { frontmatterPlace } from './frontmatter-place.ts';
import { checkPage, checkTree } from './page-checks.ts';
import { factsStamp } from './current-facts.ts';
import { lastGoodPages } from './last-good-pages.js';

interface Remembered {
  text: string;
  metadata: PageMetadata;
  errors: SourceError[];
  /** False when the page did not compile (its error is the compile's, not the checks'). */
  checked: boolean;
  /** The last text of the page that compiled. */
  good?: string;
}

/** A page that names a fact by id: its checks change when a facts file does. */
const NAMES_FACTS = /<(?:Fact|Shortcut|Setting|Label)\b/;

/**
 * Page metadata for the dev server: a page is read again only when its text changed, and a page
 * that does not compile keeps its last good metadata (or a stand-in), so one bad save never takes
 * the section down. Its error is kept for the overlay.
 */
export function devMetadataReader(sourceOf: (file: string) => string, warmStart?: WarmStart) {
  const memo = new Map<string, Remembered>();
  /** Pages whose text the bundler gets changed since the last `takeSwitched()` (they must compile again). */
  let switched = new Set<string>();
  /**
   * Keeps what was read. Any error left here (the compile's, an unknown component or fact id)
   * would break the page in the browser: the bundler then gets the page as it last had none.
   */
  const remember = (file: string, entry: Remembered, known: Remembered | undefined) => {
    const clean = entry.errors.length === 0;
    entry.good = clean ? entry.text : known?.good;
    memo.set(file, entry);
    const before = lastGoodPages.get(file)?.failing;
    if (entry.good === undefined) lastGoodPages.delete(file);
    else lastGoodPages.set(file, clean ? { good: entry.good } : { failing: entry.text, good: entry.good });
    if (before !== lastGoodPages.get(file)?.failing) switched.add(file);
  };
  const takeSwitched = () => {
    const taken = switched;
    switched = new Set();
    return taken;
  };
  let first = true;
  let facts = factsStamp();
  // A facts file changed: pages whose checks failed on a fact are checked again, whether or not
  // their text did (an id just added fixes them). Only those: checking every page that names a fact
  // took seconds per facts save on a loaded machine.
  const recheckFacts = async (files: ContentFile[]) => {
    const now = factsStamp();
    if (now === facts) return;
    facts = now;
    for (const f of files) {
      const known = memo.get(f.file);
      if (known?.checked && known.errors.length && NAMES_FACTS.test(known.text))
        remember(f.file, { ...known, errors: await checks(f.file, known.text) }, known);
    }
  };
  const read: ReadMetadata = async (files) => {
    if (first && warmStart) {
      first = false;
      const known = await fromBuildCache(files, warmStart);
      if (known) {
        // Components are checked from the first save on: at start every page would cost a second
        // pass, and the build checks them all when it prerenders.
        known.forEach(({ text, metadata }, i) =>
          memo.set(files[i]!.file, { text, metadata, errors: [], checked: false, good: text }),
        );
        return known.map((k) => k.metadata);
      }
    }
    await recheckFacts(files);
    return Promise.all(
      files.map(async (f) => {
        // A stat for each unchanged page, not a read: a section has hundreds, a save changes one.
        const text = readKnownText(f.file);
        const known = memo.get(f.file);
        if (known?.text === text) return known.metadata;
        try {
          let tree: Root | undefined;
          const metadata = await readPageMetadata(f.file, { compile: false, text, onTree: (t) => (tree = t) });
          const errors = (await checkTree(tree!)).map((p) => ({ file: sourceOf(f.file), ...p }));
          remember(f.file, { text, metadata, errors, checked: true }, known);
          return metadata;
        } catch (error) {
          const metadata = known?.metadata ?? standIn(f.file);
          const place = frontmatterPlace(text, error instanceof Error ? error.message : '');
          const errors = [{ ...sourceErrorOf(sourceOf(f.file), error), ...place }];
          remember(f.file, { text, metadata, errors, checked: false }, known);
          return metadata;
        }
      }),
    );
  };
  const checks = async (file: string, text: string): Promise<SourceError[]> =>
    (await checkPage(text, file)).map((p) => ({ file: sourceOf(file), ...p }));
  const errors = (files: Set<string>): SourceError[] =>
    [...memo].filter(([file]) => files.has(file)).flatMap(([, r]) => r.errors);
  return { read, errors, takeSwitched };
}

/**
 * The build's own metadata cache (by page text), for a start that reads only pages changed since.
 * Pages are read without compiling them (the same metadata at half the cost): the bundler compiles
 * a page when it is shown, and the build compiles every page it bundles.
 */
export interface WarmStart {
  cacheDir: string;
  baseDir: string;
  digest: string;
}

// Null when a page does not compile: the caller then reads page by page and keeps the errors.
async function fromBuildCache(files: ContentFile[], warm: WarmStart) {
  try {
    const metas = await cachedPageMetadata(
      files.map((f) => f.file),
      warm,
      (file) => readPageMetadata(file, { compile: false }),
    );
    return files.map((f, i) => ({ text: readKnownText(f.file), metadata: metas[i]! }));
  } catch {
    return null;
  }
}

function standIn(file: string): PageMetadata {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [] };
}
