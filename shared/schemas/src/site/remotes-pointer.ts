import { z } from 'zod';
import { isInsideBuild, sectionBuildBase } from '../contract/layout.ts';
import type { RemotesPointer, SectionPointer } from '../contract/pointer.ts';
import { isPlainOrigin } from '../contract/dev-origin.ts';
import { SECTION_NAMES, type SectionName } from '../contract/sections.ts';
import { buildIdSchema } from './sections.ts';

const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/, 'Hash must be a sha256 hex digest');

/** The live build of one section and where its artefacts are. */
export const sectionPointerSchema = z.object({
  buildId: buildIdSchema,
  manifest: z.string(),
  routes: z.string(),
  searchShard: z.string(),
  ssr: z.string(),
  hashes: z.object({ manifest: sha256Schema, routes: sha256Schema, searchShard: sha256Schema, nav: sha256Schema.optional() }),
}) satisfies z.ZodType<SectionPointer>;

/** Every artefact URL must sit inside its own immutable build folder: never another origin or section. */
function checkPrefix(section: SectionName, p: SectionPointer, ctx: z.RefinementCtx): void {
  for (const key of ['manifest', 'routes', 'searchShard', 'ssr'] as const) {
    if (!isInsideBuild(p[key], section, p.buildId)) {
      const message = `Must start with ${sectionBuildBase(section, p.buildId)}`;
      ctx.addIssue({ code: 'custom', path: ['sections', section, key], message });
    }
  }
}

/** `/remotes.json`: the live build of the shell and of each section. */
export const remotesPointerSchema = z
  .object({
    schemaVersion: z.literal(1),
    shell: z.object({ buildId: buildIdSchema }).nullable(),
    sections: z.partialRecord(z.enum(SECTION_NAMES), sectionPointerSchema),
    devOrigins: z
      .array(z.string().refine(isPlainOrigin, 'Must be an http(s) origin such as https://staging.example.com, with no path'))
      .max(16)
      .optional(),
  })
  .superRefine((doc, ctx) => {
    for (const [section, p] of Object.entries(doc.sections)) if (p) checkPrefix(section as SectionName, p, ctx);
  }) satisfies z.ZodType<RemotesPointer>;
