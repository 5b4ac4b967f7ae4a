import pLimit from 'p-limit';
import { CONCURRENCY, precompress, precompressFile, QUALITY, stageTwins, wantsTwins } from './precompress.ts';
import { failedStep } from './step-error.ts';

/**
 * The `.br`/`.gz` twins a publish writes. Compression runs in libuv's threads while this thread
 * prerenders: build folders in the background from the moment they are placed, pages as soon as
 * each is written. `finish` awaits all of it before the point of no return; `settle`, on failure,
 * before staging is removed.
 */
export class Compressor {
  private readonly background: Promise<unknown>[] = [];
  private readonly pageTwins: Promise<unknown>[] = [];
  private readonly limit = pLimit(CONCURRENCY);
  /** The first page twins that could not be written, as the publish reports it. */
  private pageFailure: unknown;

  /**
   * Twins of a placed build folder. Most of its files are byte-identical to the live build's
   * (`reuseFrom`: content-hashed chunks of unchanged pages), whose twins are reused. Nothing points
   * at the folder until the switch; files a killed publish left without twins get them next time.
   */
  startBuildFolder(dir: string, reuseFrom: string | undefined): void {
    // Two of libuv's four threads: the others stay free for the pages' compression and the
    // publish's own file calls, which otherwise wait seconds behind the largest files.
    const twins = precompress(dir, { reuseFrom, workers: 2 });
    twins.catch(() => {}); // awaited by finish or settle; a check failing first must not leave it unhandled
    this.background.push(twins);
  }

  /**
   * Twins of a page just written to `path`; `liveTwin` is the live page whose twins may be reused.
   * Once one page's twins have failed (a full disk), the next page is refused with that failure
   * (`throwIfFailed`): rendering on would only fill the disk further.
   */
  startPage(path: string, bytes: Buffer, liveTwin: string | undefined): void {
    this.throwIfFailed();
    if (!wantsTwins(path)) return;
    const twins = liveTwin
      ? () => precompressFile(path, { quality: QUALITY.pages, twin: liveTwin })
      : () => stageTwins(path, bytes, QUALITY.pages);
    const written = this.limit(twins);
    // Caught here at once: a twin failing while pages still render (before `finish` awaits it)
    // would otherwise be an unhandled rejection, which ends the process without any clean-up.
    written.catch((error: unknown) => {
      this.pageFailure ??= failedStep('precompress', error, `writing the .br and .gz twins of ${path}`);
    });
    this.pageTwins.push(written);
  }

  /** Throws the first page twins' failure, if any: called before each page is written. */
  throwIfFailed(): void {
    if (this.pageFailure) throw this.pageFailure;
  }

  /** Waits for every page's twins, compresses what else is in `staging`, then waits for the build folders. */
  async finish(staging: string, livePagesDir: string): Promise<void> {
    await Promise.allSettled(this.pageTwins);
    if (this.pageFailure) throw this.pageFailure;
    await precompress(staging, { quality: QUALITY.pages, reuseFrom: livePagesDir });
    await Promise.all(this.background);
  }

  /** Waits for everything started, failed or not, so nothing writes into a folder being removed. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.background, ...this.pageTwins]);
  }
}
