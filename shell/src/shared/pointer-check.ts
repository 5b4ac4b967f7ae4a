import { isInsideBuild, type RemotesPointer } from '@roo-docs/schemas/contract';

const HEX = /^[a-f0-9]+$/;

/**
 * A structural check of the pointer inlined in a page, small enough for the first-visit bundle.
 * The page and its inlined pointer were written together by deploy, which validated it with the
 * full schema; this guards the rule that matters in the browser: every artefact URL stays inside
 * its own section's build folder on this origin. The live `/remotes.json`, fetched once the page is
 * idle, gets the same check (refresh-nav.ts).
 */
export function checkInlinePointer(value: unknown): RemotesPointer | null {
  if (!value || typeof value !== 'object') return null;
  const doc = value as RemotesPointer;
  if (doc.schemaVersion !== 1 || !doc.sections || typeof doc.sections !== 'object') return null;
  for (const [section, p] of Object.entries(doc.sections)) {
    if (!p || typeof p.buildId !== 'string' || !HEX.test(p.buildId)) return null;
    for (const url of [p.manifest, p.routes, p.searchShard, p.ssr]) {
      if (typeof url !== 'string' || !isInsideBuild(url, section, p.buildId)) return null;
    }
    if (!p.hashes || typeof p.hashes.manifest !== 'string' || !HEX.test(p.hashes.manifest)) return null;
    if (p.hashes.nav !== undefined && (typeof p.hashes.nav !== 'string' || !HEX.test(p.hashes.nav))) return null;
  }
  return doc;
}
