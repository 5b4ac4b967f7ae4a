import MiniSearch from 'minisearch';
import type { RouteEntry, SearchDocument, SearchShard, SectionName } from '@roo-docs/schemas';
import {
  encodeIndex,
  MINISEARCH_VERSION,
  processTerm,
  SEARCH_OPTIONS,
  SHARD_SCHEMA_VERSION,
  tokenize,
} from '@roo-docs/search-index';
import { splitSections, type PageSection } from './split-sections.ts';

/**
 * How a page's rendered HTML is cut into sections (a cached `splitSections` in releases, which
 * also knows pages by their key, page-keys.ts, and then needs no HTML).
 */
export type SplitSections = (html: string, title: string, pageKey?: string) => PageSection[];

/** The search documents of a section's pages, from each page's sections (cut from its HTML or its MDX). */
export function documentsOf(pages: readonly { route: RouteEntry; sections: readonly PageSection[] }[]): SearchDocument[] {
  return pages.flatMap(({ route, sections }) =>
    sections.map((s) => ({
      id: s.anchor ? `${route.path}#${s.anchor}` : route.path,
      path: route.path,
      anchor: s.anchor,
      title: s.title,
      parents: s.anchor ? [route.title, ...s.parents] : [],
      context: route.context,
      text: s.text,
    })),
  );
}

/** The searchable sections of a section's pages, from their rendered HTML. */
export function searchDocuments(
  pages: { route: RouteEntry; html: string; key?: string }[],
  split: SplitSections = splitSections,
): SearchDocument[] {
  return documentsOf(pages.map(({ route, html, key }) => ({ route, sections: split(html, route.title, key) })));
}

const newIndex = () => new MiniSearch<SearchDocument & { parentsText: string }>({ ...SEARCH_OPTIONS, tokenize, processTerm });
const indexed = (docs: SearchDocument[]) => docs.map((d) => ({ ...d, parentsText: d.parents.join(' ') }));

function shardFrom(section: SectionName, buildId: string, docs: SearchDocument[], index: MiniSearch): SearchShard {
  return {
    header: {
      schemaVersion: SHARD_SCHEMA_VERSION,
      section,
      buildId,
      minisearchVersion: MINISEARCH_VERSION,
      options: SEARCH_OPTIONS,
      documentCount: docs.length,
    },
    ...encodeIndex(index, docs),
  };
}

/** Indexes documents into a shard (also used to re-encode stored documents, e.g. test snapshots). */
export function shardOf(section: SectionName, buildId: string, docs: SearchDocument[]): SearchShard {
  const index = newIndex();
  index.addAll(indexed(docs));
  return shardFrom(section, buildId, docs, index);
}

/** The same shard, indexed a few documents at a time: a long-lived server answers between them. */
export async function shardOfInSlices(section: SectionName, buildId: string, docs: SearchDocument[]): Promise<SearchShard> {
  const index = newIndex();
  await index.addAllAsync(indexed(docs), { chunkSize: 20 });
  return shardFrom(section, buildId, docs, index);
}

/** Builds a section's shard from its routes and their rendered HTML. */
export function buildShard(
  section: SectionName,
  buildId: string,
  pages: { route: RouteEntry; html: string; key?: string }[],
  split?: SplitSections,
): SearchShard {
  return shardOf(section, buildId, searchDocuments(pages, split));
}
