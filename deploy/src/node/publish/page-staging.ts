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

  /** Writes one page (an origin-relative file) and starts its compression while the next renders. */
  write(file: string, html: string): void {
    this.place(file, html);
    this.pages++;
  }

  /**
   * Writes a file that goes with the pages (a Markdown twin, a section's feed), compressed the same
   * way. Its bytes do not depend on the pointer, so the live copy is always worth comparing with.
   */
  writeBeside(file: string, content: string | Buffer, liveDir: string): void {
    this.place(file, content, liveDir);
  }

  private place(file: string, content: string | Buffer, liveDir = this.liveDir): void {
    this.compressor.throwIfFailed();
    const path = join(this.dir, file);
    if (!this.folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    this.folders.add(dirname(path));
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    writeFileSync(path, bytes);
    this.compressor.startPage(path, bytes, liveDir && join(liveDir, file));
  }
}
