import {
  SECTION_ARTEFACTS,
  sectionBuildBase,
  type RemotesPointer,
  type SectionName,
  type SectionPointer,
} from '@roo-docs/schemas/contract';

/** A section's pointer as a page inlines it: build id and the three hashes, when its files have their usual names. */
export type InlineSection = [buildId: string, manifest: string, routes: string, searchShard: string];
export type InlinePointer = Omit<RemotesPointer, 'sections'> & {
  sections: Partial<Record<SectionName, SectionPointer | InlineSection>>;
};

function standard(section: string, buildId: string): Omit<SectionPointer, 'hashes'> {
  const at = sectionBuildBase(section, buildId);
  return {
    buildId,
    manifest: `${at}${SECTION_ARTEFACTS.manifest}`,
    routes: `${at}${SECTION_ARTEFACTS.routes}`,
    searchShard: `${at}${SECTION_ARTEFACTS.searchShard}`,
    ssr: `${at}${SECTION_ARTEFACTS.ssr}`,
  };
}

/**
 * The pointer every page inlines, without the four artefact URLs a build always places at the
 * same names in its folder (a third of a page's inlined data). A section whose URLs differ
 * stays whole.
 */
export function compactPointer(pointer: RemotesPointer): InlinePointer {
  const sections: InlinePointer['sections'] = {};
  for (const [section, p] of Object.entries(pointer.sections) as [SectionName, SectionPointer][]) {
    const usual = standard(section, p.buildId);
    const same = (['manifest', 'routes', 'searchShard', 'ssr'] as const).every((k) => p[k] === usual[k]);
    sections[section] = same ? [p.buildId, p.hashes.manifest, p.hashes.routes, p.hashes.searchShard] : p;
  }
  return { ...pointer, sections };
}

/** The whole pointer again; anything malformed is left for checkInlinePointer to refuse. */
export function expandPointer(inline: InlinePointer): RemotesPointer {
  if (!inline || typeof inline !== 'object' || !inline.sections || typeof inline.sections !== 'object')
    return inline as RemotesPointer;
  const sections: RemotesPointer['sections'] = {};
  for (const [section, p] of Object.entries(inline.sections) as [SectionName, SectionPointer | InlineSection][]) {
    if (!Array.isArray(p)) sections[section] = p;
    else {
      const [buildId, manifest, routes, searchShard] = p.map(String);
      sections[section] = {
        ...standard(section, buildId!),
        hashes: { manifest: manifest!, routes: routes!, searchShard: searchShard! },
      };
    }
  }
  return { ...inline, sections };
}
