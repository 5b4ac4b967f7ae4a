import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { searchDocuments, shardOf, type PageSection } from '@roo-docs/remote-build';
import type { RouteEntry } from '@roo-docs/schemas';
import type { SectionName } from '@roo-docs/schemas/contract';
import type { PublishedSite } from './published-site.ts';
import type { SectionState } from './section-state.ts';
import { pageSearchSections } from './page-search.ts';

/**
 * The published shard of a section, stamped with the dev build id (the worker checks that the
 * shard is the pointer's build); null for a section never published.
 */
async function publishedShard(section: SectionName, published: PublishedSite | null, buildId: string): Promise<string | null> {
  const at = published?.pointer.sections[section]?.searchShard;
  if (!published || !at) return null;
  const shard = JSON.parse(await readFile(join(published.dir, at), 'utf8')) as { header: { buildId: string } };
  return JSON.stringify({ ...shard, header: { ...shard.header, buildId } });
}

/**
 * A live section's search shard as its pages now are. Until a page changes it is the published
 * one (its hits include what components print, and it costs nothing at start); from the first
 * change on it is built from the pages' MDX, each page cut again only when its text changed.
 */
export function liveShard(section: SectionName, state: SectionState, published: PublishedSite | null, buildId: string) {
  const pages = new Map<string, { text: string; sections: PageSection[] }>();
  let last: { version: number; shard: Promise<string | null> } | undefined;

  async function fromPages(): Promise<string> {
    const prepared = state.prepared;
    if (!prepared) throw new Error(`${section}: its pages could not be read, so it has no search shard yet`);
    const routes = new Map(prepared.routes.map((r) => [r.path, r]));
    const read: { route: RouteEntry; html: string; key: string }[] = [];
    for (const f of prepared.files) {
      const route = routes.get(f.route);
      if (!route) continue;
      const text = await readFile(f.file, 'utf8').catch(() => '');
      if (pages.get(f.file)?.text !== text)
        pages.set(f.file, { text, sections: await pageSearchSections(text, route.title, f.file) });
      read.push({ route, html: '', key: f.file });
    }
    const docs = searchDocuments(read, (_html, _title, key) => pages.get(key!)!.sections);
    return JSON.stringify(shardOf(section, buildId, docs));
  }

  return (): Promise<string | null> => {
    if (last?.version !== state.version) {
      const first = state.version <= 1;
      const shard = first ? publishedShard(section, published, buildId).then((s) => s ?? fromPages()) : fromPages();
      last = { version: state.version, shard };
    }
    return last.shard;
  };
}
