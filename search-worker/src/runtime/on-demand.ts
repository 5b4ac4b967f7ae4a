import { ON_DEMAND_SECTION } from '@roo-docs/schemas/contract';
import { words } from '@roo-docs/search-index';
import { RELEASE_NOTES_CONTEXT, type SearchRequest } from './types.ts';

// `3.25`, `v3.10`, `3.28.17`: a reader asking about a release.
const VERSION_WORD = /^v?\d+\.\d+(?:\.\d+)?$/i;

/**
 * Whether a query needs the release notes, whose shard is fetched only then: the query names a
 * version, its context is the release notes, or the caller asks for them (the results page).
 * Every other query is answered from the docs shards alone, whether or not the notes are loaded,
 * so the same query always gives the same hits.
 */
export function wantsReleaseNotes(request: SearchRequest): boolean {
  if (request.releaseNotes) return true;
  const context = request.context?.trim();
  if (context === RELEASE_NOTES_CONTEXT || context === ON_DEMAND_SECTION) return true;
  return words(request.query).some((w) => VERSION_WORD.test(w));
}
