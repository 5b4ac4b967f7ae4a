import { createHash } from 'node:crypto';
import { loadShard, type LoadedShard } from '@roo-docs/search-worker/engine';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas/contract';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { BuildCache } from './build-cache.ts';
import { LivePointer, POINTER_TTL_MS } from './live-pointer.ts';
import { textOf, type SiteReader } from './site-reader.ts';

/** One page of a section's route table, as the tools use it. */
export interface PageEntry {
  path: string;
  title: string;
  description: string;
  section: SectionName;
  headings: { depth: number; id: string; text: string }[];
}

/** The live sections: name, build id and pointer entry, in the site's section order. */
export type LiveSections = {
  section: SectionName;
  buildId: string;
  entry: NonNullable<RemotesPointer['sections'][SectionName]>;
}[];

const buildKey = (section: string, buildId: string) => `${section}@${buildId}`;

/**
 * The published site as the tools see it: every call reads the live pointer (checked again after
 * a couple of seconds at most), and what is made from a build's files is kept by its build id, so
 * a section released a moment ago is what the next call answers from.
 */
export class DocsSite {
  readonly cache = new BuildCache();
  private readonly pointer: LivePointer;

  constructor(
    readonly reader: SiteReader,
    options: { pointerTtlMs?: number } = {},
  ) {
    this.pointer = new LivePointer(reader, options.pointerTtlMs ?? POINTER_TTL_MS);
  }

  get siteUrl(): string {
    return this.reader.siteUrl;
  }

  /** The live sections, and the key of the whole release (every build id) for site-wide files. */
  async live(): Promise<{ sections: LiveSections; siteKey: string }> {
    const pointer = await this.pointer.get();
    const sections = SECTION_NAMES.flatMap((section) => {
      const entry = pointer.sections[section];
      return entry ? [{ section, buildId: entry.buildId, entry }] : [];
    });
    const siteKey = [`shell@${pointer.shell?.buildId ?? ''}`, ...sections.map((s) => buildKey(s.section, s.buildId))].join(',');
    this.cache.keepOnly(new Set([siteKey, ...sections.map((s) => buildKey(s.section, s.buildId))]));
    return { sections, siteKey };
  }

  /** A file's text, or an error naming it when the site lacks it. */
  async text(path: string): Promise<string> {
    const file = await this.reader.read(path);
    if (!file || file === 'unchanged') throw new Error(`${this.reader.describe} has no ${path}`);
    return textOf(file);
  }

  /** A file whose bytes must hash to `sha256` (the pointer's): a torn or stale copy is refused. */
  private async pinned(path: string, sha256: string): Promise<unknown> {
    const file = await this.reader.read(path);
    if (!file || file === 'unchanged') throw new Error(`${this.reader.describe} has no ${path}`);
    const actual = createHash('sha256').update(file.bytes).digest('hex');
    if (actual !== sha256) throw new Error(`${path} does not have the sha256 the pointer names (a publish under way?)`);
    return JSON.parse(textOf(file)) as unknown;
  }

  /** The search shards of `wanted` sections among the live ones, loaded once per build. */
  async shards(sections: LiveSections): Promise<LoadedShard[]> {
    return Promise.all(
      sections.map(({ section, buildId, entry }) =>
        this.cache.get('shard', buildKey(section, buildId), async () =>
          loadShard(await this.pinned(entry.searchShard, entry.hashes.searchShard), section),
        ),
      ),
    );
  }

  /** Every live page, section by section, from the sections' route tables. */
  async pages(): Promise<PageEntry[]> {
    const { sections } = await this.live();
    const tables = await Promise.all(
      sections.map(({ section, buildId, entry }) =>
        this.cache.get('routes', buildKey(section, buildId), async () => {
          const table = (await this.pinned(entry.routes, entry.hashes.routes)) as { routes?: Omit<PageEntry, 'section'>[] };
          return (table.routes ?? []).map((r): PageEntry => ({
            path: r.path,
            title: r.title,
            description: r.description ?? '',
            section,
            headings: r.headings ?? [],
          }));
        }),
      ),
    );
    return tables.flat();
  }

  /** A site-wide JSON file, parsed once per release of `build` (a section's, or the whole site's). */
  async json<T>(path: string, build: string, parse: (raw: unknown) => T): Promise<T> {
    return this.cache.get(`json:${path}`, build, async () => parse(JSON.parse(await this.text(path))));
  }
}

export { buildKey };
