import pLimit from 'p-limit';
import { CONCURRENCY, precompress, precompressFile, QUALITY, stageTwins, wantsTwins } from './precompress.ts';

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

  /** Twins of a page just written to `path`; `liveTwin` is the live page whose twins may be reused. */
  startPage(path: string, bytes: Buffer, liveTwin: string | undefined): void {
    if (!wantsTwins(path)) return;
    const twins = liveTwin
      ? () => precompressFile(path, { quality: QUALITY.pages, twin: liveTwin })
      : () => stageTwins(path, bytes, QUALITY.pages);
    this.pageTwins.push(this.limit(twins));
  }

  /** Waits for every page's twins, compresses what else is in `staging`, then waits for the build folders. */
  async finish(staging: string, livePagesDir: string): Promise<void> {
    await Promise.all(this.pageTwins);
    await precompress(staging, { quality: QUALITY.pages, reuseFrom: livePagesDir });
    await Promise.all(this.background);
  }

  /** Waits for everything started, failed or not, so nothing writes into a folder being removed. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.background, ...this.pageTwins]);
  }
}
