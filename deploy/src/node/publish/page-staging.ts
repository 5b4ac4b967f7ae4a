import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Compressor } from './compressor.ts';

/**
 * The new page folder a publish writes its pages into before the switch. Files are written
 * synchronously: libuv's four threads are busy compressing, and each awaited file call of the page
 * loop waited behind them (on large sections, most of the loop's time).
 */
export class PageStaging {
  pages = 0;
  private readonly folders = new Set<string>();

  /**
   * @param liveDir the live page folder, when pages may keep their live bytes (then their live
   *   twins are worth comparing with): only when the pointer each page inlines is unchanged.
   */
  constructor(
    readonly dir: string,
    private readonly compressor: Compressor,
    private readonly liveDir: string | undefined,
  ) {}

  /** Writes one page or section file (origin-relative) and starts its compression while the next renders. */
  write(file: string, content: string | Buffer): void {
    this.compressor.throwIfFailed();
    const path = join(this.dir, file);
    if (!this.folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    this.folders.add(dirname(path));
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    writeFileSync(path, bytes);
    this.pages++;
    this.compressor.startPage(path, bytes, this.liveDir && join(this.liveDir, file));
  }
}
