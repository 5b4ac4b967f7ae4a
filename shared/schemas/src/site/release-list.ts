import { z } from 'zod';
import type { ReleaseList } from '../contract/release-list.ts';

const PATCH = /^\d+\.\d+\.\d+$/;
const text = z.string().min(1);

const releaseListEntrySchema = z
  .object({
    version: z.string().regex(PATCH),
    date: z.iso.date().optional(),
    summary: text,
    impact: z.enum(['none', 'opt-in', 'behaviour change', 'breaking']),
    highlights: z.array(text).min(1),
    actions: z.array(text),
    groups: z.array(z.object({ group: text, changes: z.array(text) }).strict()),
    page: z.string().startsWith('/update-notes/v'),
    markdown: z.string().startsWith('/update-notes/v').endsWith('.md'),
  })
  .strict();

/** The release list as the update-notes build writes it and tools read it (contract/release-list.ts). */
export const releaseListSchema: z.ZodType<ReleaseList> = z
  .object({ schemaVersion: z.literal(1), releases: z.array(releaseListEntrySchema) })
  .strict();
