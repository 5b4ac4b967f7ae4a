import { z } from 'zod';

/** The part of the code host's repository answer the star button reads. */
export const repositoryStatsSchema = z.object({
  /** Star count; only a number is accepted (spec 5). */
  stargazers_count: z.number(),
});

/** Star count from the repository answer, or null to keep the default. */
export function starCountOf(response: unknown): number | null {
  const parsed = repositoryStatsSchema.safeParse(response);
  return parsed.success ? parsed.data.stargazers_count : null;
}

const statisticSchema = z.object({ statisticName: z.string(), value: z.number() });

/** The part of the extension marketplace's query answer the install count reads. */
export const extensionQueryResultSchema = z.object({
  results: z.tuple(
    [z.object({ extensions: z.tuple([z.object({ statistics: z.array(statisticSchema) })], z.unknown()) })],
    z.unknown(),
  ),
});

/** Install count, or why there is none (the two cases log different warnings, spec 8). */
export type InstallCountResult = { ok: true; count: number } | { ok: false; reason: 'missing-statistics' | 'install-not-found' };

/** Install count from `results[0].extensions[0].statistics`, entry named `install`. */
export function installCountOf(response: unknown): InstallCountResult {
  const parsed = extensionQueryResultSchema.safeParse(response);
  if (!parsed.success) return { ok: false, reason: 'missing-statistics' };
  const install = parsed.data.results[0].extensions[0].statistics.find((s) => s.statisticName === 'install');
  return install ? { ok: true, count: install.value } : { ok: false, reason: 'install-not-found' };
}
