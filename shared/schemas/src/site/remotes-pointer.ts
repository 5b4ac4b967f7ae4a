import { z } from 'zod';
import { buildIdSchema, SECTION_NAMES, type SectionName } from './sections.ts';

const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/, 'Hash must be a sha256 hex digest');

/** The live build of one section and where its artefacts are. */
export const sectionPointerSchema = z.object({
  buildId: buildIdSchema,
  /** Site path of `mf-manifest.json`. */
  manifest: z.string(),
  /** Site path of `routes.json`. */
  routes: z.string(),
  /** Site path of `search-shard.json`. */
  searchShard: z.string(),
  /** Site path of the Node build's entry (prerender only). */
  ssr: z.string(),
  /** sha256 of each artefact's bytes, so a consumer can detect a torn or tampered file. */
  hashes: z.object({ manifest: sha256Schema, routes: sha256Schema, searchShard: sha256Schema }),
});
export type SectionPointer = z.infer<typeof sectionPointerSchema>;

/** Every artefact URL must sit inside its own immutable build prefix: never another origin or section. */
function checkPrefix(section: SectionName, p: SectionPointer, ctx: z.RefinementCtx): void {
  const prefix = `/_mf/${section}/${p.buildId}/`;
  for (const key of ['manifest', 'routes', 'searchShard', 'ssr'] as const) {
    if (!p[key].startsWith(prefix) || p[key].includes('..')) {
      ctx.addIssue({ code: 'custom', path: ['sections', section, key], message: `Must start with ${prefix}` });
    }
  }
}

/** `/remotes.json`: the live build of the shell and of each section. */
export const remotesPointerSchema = z
  .object({
    schemaVersion: z.literal(1),
    shell: z.object({ buildId: buildIdSchema }).nullable(),
    sections: z.partialRecord(z.enum(SECTION_NAMES), sectionPointerSchema),
  })
  .superRefine((doc, ctx) => {
    for (const [section, p] of Object.entries(doc.sections)) if (p) checkPrefix(section as SectionName, p, ctx);
  });
export type RemotesPointer = z.infer<typeof remotesPointerSchema>;
