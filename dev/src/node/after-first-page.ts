import { duration, logLine } from './log.ts';

/** How long after the first page compiled the put-off reads start: the browser is still drawing it. */
const AFTER_PAGE_MS = 2_000;
/** When they start if no page is asked for (a writer who has not opened the browser yet). */
const NO_PAGE_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A live section as the put-off reads see it. */
export interface Completable {
  name: string;
  /** Reads in full the pages its start read only the frontmatter of; how many there were. */
  complete(): Promise<number>;
  /** Reads its pages again and rebuilds (its link checks then see every heading). */
  refresh(): void;
}

/**
 * The full read of the pages a start read only the frontmatter of, put off until the writer has a
 * page in front of them: it would share the two cores with the first page's compile and the
 * browser. It starts shortly after any live section compiled its first page, reads the sections one
 * after another, then has every live section check its links again: a link may point into
 * another section's pages.
 */
export function afterFirstPage({ afterPageMs = AFTER_PAGE_MS, noPageMs = NO_PAGE_MS } = {}) {
  let compiled = () => {};
  const firstPage = new Promise<void>((resolve) => (compiled = resolve));
  let queue = Promise.race([firstPage.then(() => delay(afterPageMs)), delay(noPageMs)]);
  const sections: Completable[] = [];
  let waiting: Completable[] = [];
  const completeWaiting = async () => {
    const batch = waiting;
    waiting = [];
    const started = performance.now();
    let read = 0;
    for (const section of batch) {
      try {
        read += await section.complete();
      } catch (error) {
        logLine(`${section.name}: pages not read in full: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (!read) return;
    logLine(`${read} page${read > 1 ? 's' : ''} read in full (headings, links) in ${duration(performance.now() - started)}`);
    for (const section of sections) section.refresh();
  };
  return {
    /** A live section compiled a page. */
    pageCompiled: () => compiled(),
    add(section: Completable): void {
      sections.push(section);
      waiting.push(section);
      queue = queue.then(completeWaiting);
    },
  };
}

export type AfterFirstPage = ReturnType<typeof afterFirstPage>;
