import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  containerName,
  parseOrThrow,
  SECTION_ARTEFACTS as FILES,
  searchShardSchema,
  sectionBuildBase,
  sectionRouteTableSchema,
  type SectionName,
  type SectionPointer,
  type SectionRouteTable,
} from '@roo-docs/schemas';

// Only what deploy relies on; Module Federation validates the rest when it loads the manifest.
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A section build folder that passed the checks, with what publishing needs of it. */
export interface ValidatedBuild {
  table: SectionRouteTable;
  pointer: SectionPointer;
}

/** Checks a section build folder against the contracts and returns its pointer entry. */
export async function validateSectionBuild(section: SectionName, buildId: string, dir: string): Promise<ValidatedBuild> {
  const read = (name: string) => readFile(join(dir, name));
  const [manifestBytes, routesBytes, shardBytes, navBytes] = await Promise.all([
    read(FILES.manifest),
    read(FILES.routes),
    read(FILES.searchShard),
    read(FILES.nav),
  ]);
  const manifest = parseOrThrow(manifestSchema, JSON.parse(manifestBytes.toString()), `${section} mf-manifest.json`);
  if (manifest.name !== containerName(section))
    throw new Error(`${section} mf-manifest.json names container ${manifest.name}, expected ${containerName(section)}`);
  const routes = manifest.exposes.find((e) => e.path === './routes');
  if (!routes) throw new Error(`${section} mf-manifest.json does not expose ./routes`);
  await read(manifest.metaData.remoteEntry.name);
  const table = parseOrThrow(sectionRouteTableSchema, JSON.parse(routesBytes.toString()), `${section} routes.json`);
  const shard = parseOrThrow(searchShardSchema, JSON.parse(shardBytes.toString()), `${section} search-shard.json`);
  for (const [what, doc] of [
    ['routes.json', table],
    ['search-shard.json', shard.header],
  ] as const) {
    if (doc.section !== section || doc.buildId !== buildId)
      throw new Error(`${section} ${what} belongs to ${doc.section}/${doc.buildId}, not ${section}/${buildId}`);
  }
  await read(FILES.ssr);
  const base = sectionBuildBase(section, buildId);
  return {
    table,
    pointer: {
      buildId,
      manifest: base + FILES.manifest,
      routes: base + FILES.routes,
      searchShard: base + FILES.searchShard,
      ssr: base + FILES.ssr,
      hashes: {
        manifest: sha256(manifestBytes),
        routes: sha256(routesBytes),
        searchShard: sha256(shardBytes),
        nav: sha256(navBytes),
      },
    },
  };
}
