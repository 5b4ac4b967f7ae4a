import { basename } from 'node:path';
import type { Root } from 'mdast';
import {
  readFrontmatterOnly,
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
import { warmStartReader, type WarmStart } from './warm-start.ts';

interface Remembered {
  text: string;
  metadata: PageMetadata;
  errors: SourceError[];
  /** False when the page did not compile (its error is the compile's, not the checks'). */
  checked: boolean;
  /** The last text of the page that compiled. */
  good?: string;
}

/** A page deleted (or renamed) is forgotten: one made again at its path starts with nothing known. */
function forgetRemoved(memo: Map<string, Remembered>, files: ContentFile[]): void {
  const present = new Set(files.map((f) => f.file));
  for (const file of memo.keys())
    if (!present.has(file)) {
      memo.delete(file);
      lastGoodPages.delete(file);
    }
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
    // A page that never compiled (a new one saved with a mistake) gets a stand-in that does: it loads,
    // so its fix is a hot update, not an error box that waits for Retry.
    lastGoodPages.set(
      file,
      clean ? { good: entry.text } : { failing: entry.text, good: entry.good ?? standInText(entry.metadata) },
    );
    if (before !== lastGoodPages.get(file)?.failing) switched.add(file);
  };
  const takeSwitched = () => {
    const taken = switched;
    switched = new Set();
    return taken;
  };
  let first = true;
  const start = warmStart && warmStartReader(warmStart);
  /** The entries the start made: only these may `complete()` replace or forget. */
  const fromStart = new WeakSet<Remembered>();
  let current: string[] = [];
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
    current = files.map((f) => f.file);
    if (first && start) {
      first = false;
      const known = await start.start(files);
      // Components are checked from the first save on: at start every page would cost a second
      // pass, and the build checks them all when it prerenders.
      if (known)
        return known.map(({ text, metadata }, i) => {
          const entry: Remembered = { text, metadata, errors: [], checked: false, good: text };
          fromStart.add(entry);
          memo.set(files[i]!.file, entry);
          return metadata;
        });
    }
    await recheckFacts(files);
    forgetRemoved(memo, files);
    return Promise.all(
      files.map(async (f) => {
        // A stat for each unchanged page, not a read: a section has hundreds, a save changes one.
        const text = readKnownText(f.file);
        const known = memo.get(f.file);
        if (known?.text === text) return known.metadata;
        const entry = await readChecked(f.file, text, known, sourceOf(f.file));
        remember(f.file, entry, known);
        return entry.metadata;
      }),
    );
  };
  /**
   * Reads in full the pages the start read only the frontmatter of, and says how many. When any,
   * what is built from the pages (headings, links, their errors) must be read again. A page that does
   * not compile is forgotten, so the next `read` reads it page by page and keeps its error.
   */
  const complete = async (): Promise<number> => {
    const done = await start?.complete(current);
    if (!done) return 0;
    // A page saved since the start was read in full already, as what it is now; forgetting one saved
    // broken would lose its last good text, and the bundler would get the broken page.
    const untouched = (file: string) => {
      const entry = memo.get(file);
      return entry !== undefined && fromStart.has(entry);
    };
    for (const [file, metadata] of done.read ?? []) if (untouched(file)) memo.get(file)!.metadata = metadata;
    for (const file of done.failed ?? []) if (untouched(file)) memo.delete(file);
    return (done.read?.size ?? 0) + (done.failed?.length ?? 0);
  };
  const checks = async (file: string, text: string): Promise<SourceError[]> =>
    (await checkPage(text, file)).map((p) => ({ file: sourceOf(file), ...p }));
  const errors = (files: Set<string>): SourceError[] =>
    [...memo].filter(([file]) => files.has(file)).flatMap(([, r]) => r.errors);
  return { read, errors, takeSwitched, complete };
}

/** A page read in full and checked; one that does not parse keeps `known`'s metadata (or a stand-in) and its error. */
async function readChecked(file: string, text: string, known: Remembered | undefined, source: string): Promise<Remembered> {
  try {
    let tree: Root | undefined;
    const metadata = await readPageMetadata(file, { compile: false, text, onTree: (t) => (tree = t) });
    const errors = (await checkTree(tree!)).map((p) => ({ file: source, ...p }));
    return { text, metadata, errors, checked: true };
  } catch (error) {
    const place = frontmatterPlace(text, error instanceof Error ? error.message : '');
    return {
      text,
      // A page never read whole: its frontmatter may still be fine (the mistake is further down).
      metadata: known?.metadata ?? readFrontmatterOnly(text) ?? standIn(file),
      errors: [{ ...sourceErrorOf(source, error), ...place }],
      checked: false,
    };
  }
}

/** What the bundler compiles for a page that has not compiled yet, under the title it was read with. */
function standInText({ frontmatter }: PageMetadata): string {
  const yaml = `title: ${JSON.stringify(frontmatter.title)}\ndescription: ${JSON.stringify(frontmatter.description)}`;
  return `---\n${yaml}\n---\n\nThis page does not compile yet: the error overlay and the terminal say where.\n`;
}

function standIn(file: string): PageMetadata {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [] };
}
