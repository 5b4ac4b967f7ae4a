import { remotesPointerSchema } from '@roo-docs/schemas/site';
import { POINTER_PATH, type RemotesPointer } from '@roo-docs/schemas/contract';
import { textOf, type SiteReader } from './site-reader.ts';

/** How long a pointer read is trusted before it is checked again (by its tag). */
export const POINTER_TTL_MS = 2_000;

/**
 * The live `/remotes.json`, read again when a call comes more than `ttlMs` after the last check;
 * the check sends the last tag (ETag, or inode and mtime), so an unchanged pointer is not re-parsed.
 */
export class LivePointer {
  private last: { pointer: RemotesPointer; tag: string; checked: number } | null = null;
  private pending: Promise<RemotesPointer> | null = null;

  constructor(
    private readonly reader: SiteReader,
    private readonly ttlMs = POINTER_TTL_MS,
  ) {}

  get(): Promise<RemotesPointer> {
    if (this.last && Date.now() - this.last.checked < this.ttlMs) return Promise.resolve(this.last.pointer);
    this.pending ??= this.check().finally(() => (this.pending = null));
    return this.pending;
  }

  private async check(): Promise<RemotesPointer> {
    const file = await this.reader.read(POINTER_PATH, this.last ? { ifTag: this.last.tag } : {});
    if (file === 'unchanged' && this.last) {
      this.last.checked = Date.now();
      return this.last.pointer;
    }
    if (!file || file === 'unchanged') throw new Error(`${this.reader.describe} has no ${POINTER_PATH}: is it a published site?`);
    const parsed = remotesPointerSchema.safeParse(JSON.parse(textOf(file)));
    if (!parsed.success) throw new Error(`${this.reader.describe}${POINTER_PATH} is not a site pointer: ${parsed.error.message}`);
    const pointer = parsed.data as RemotesPointer;
    this.last = { pointer, tag: file.tag, checked: Date.now() };
    return pointer;
  }
}
