import { z } from 'zod';
import { PATCH_VERSION, SERIES_VERSION, seriesOf } from './version.ts';

/** The `##` groups of a patch entry, in the order they must appear. */
export const PATCH_GROUPS = ['Features', 'Provider and model updates', 'Improvements', 'Fixes'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `YYYY-MM-DD` names a day the calendar has (not 2025-02-30). */
export const isCalendarDate = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};
export const isoDate = z
  .string()
  .regex(DATE, 'must be a date written YYYY-MM-DD')
  .refine((d) => !DATE.test(d) || isCalendarDate(d), { message: 'is not a calendar date' });

const patchVersion = z.string().regex(PATCH_VERSION, 'must be a patch version such as 3.28.17');

/** A list without repeats, so a page never names the same pull request or person twice. */
const uniqueList = (item: z.ZodString, what: string) =>
  z
    .array(item)
    .min(1, `must list at least one ${what} (leave the field out when there is none)`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((v, i) => {
        if (seen.has(v.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i], message: `${v} is listed twice` });
        seen.add(v.toLowerCase());
      });
    });
/**
 * What updating to a release asks of a reader, weakest first: nothing; nothing unless they turn
 * something new on; something they use works differently; something they rely on needs them to act.
 */
export const IMPACTS = ['none', 'opt-in', 'behaviour change', 'breaking'] as const;
export type Impact = (typeof IMPACTS)[number];
/** Impacts whose entries must say what to do (`actions`), and that the index lists as action needed. */
export const ACTION_IMPACTS: readonly Impact[] = ['behaviour change', 'breaking'];

// One line of Markdown text: links and `code`, nothing the entry rules would have to inspect.
// Limits count what a reader sees: a link's words, not its address.
const visible = (s: string) => s.replace(/\]\([^)]*\)/g, ']').replace(/[[\]`]/g, '');
const outsideCode = (s: string) => s.replace(/`[^`]*`/g, '');
const inlineText = (min: number, max: number) =>
  z
    .string()
    .refine((s) => visible(s).length >= min, { message: `must be at least ${min} characters` })
    .refine((s) => visible(s).length <= max, { message: `must be at most ${max} characters (link addresses aside)` })
    .refine((s) => !/\n/.test(s) && !/[<{}]/.test(outsideCode(s)), {
      message: 'must be one line of Markdown, with <, { and } only inside `code`',
    });
/** A highlight: one line, what a reader gets, led by the feature's or provider's name. */
const highlight = inlineText(12, 120);
/** An action: what a reader must check or do after updating, as a sentence. */
const action = inlineText(20, 240).refine((s) => /[.!?]$/.test(s.trim()), { message: 'must end with a full stop' });

const githubNumber = z.string().regex(/^[1-9]\d{0,5}$/, 'must be a number such as 8406 (without #)');
// GitHub's rule for user names: letters, digits and single hyphens, at most 39 characters.
const githubUser = z
  .string()
  .regex(/^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/, 'must be a GitHub user name such as daniel-lxs (without @)');

/**
 * The frontmatter of one release-notes entry (`entries/v<version>.mdx`). Values are read as plain
 * strings (YAML's failsafe schema), so `version: 3.10` stays `3.10` instead of becoming 3.1.
 */
export const entryFrontmatterSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'must be 3.28 (a series) or 3.28.17 (a patch)'),
    kind: z.enum(['series', 'patch'], { message: "must be 'series' or 'patch'" }),
    date: isoDate.optional(),
    title: z.string().min(1, 'must not be empty').optional(),
    summary: z
      .string()
      .min(20, 'must be one sentence of at least 20 characters')
      .max(220, 'must be one sentence of at most 220 characters')
      .refine((s) => /[.!?]$/.test(s.trim()), { message: 'must end with a full stop' })
      .refine((s) => !/[.!?]\s+[A-Z]/.test(s), { message: 'must be a single sentence' }),
    covers: z.array(patchVersion).min(1, 'must list at least one version').optional(),
    // What the sources attach to the release: RooCodeInc/Roo-Code pull requests and issues, and
    // the people they credit. The page lists them as links after the changes.
    pulls: uniqueList(githubNumber, 'pull request').optional(),
    issues: uniqueList(githubNumber, 'issue').optional(),
    credits: uniqueList(githubUser, 'user').optional(),
    // "Should I update?": a patch's impact (a series takes the strongest of its patches), the
    // changes worth knowing first, what to do after updating, and earlier pull requests it fixes.
    impact: z.enum(IMPACTS, { message: `must be one of: ${IMPACTS.join(', ')}` }).optional(),
    highlights: z.array(highlight).min(1, 'must list at least one highlight').max(3, 'must list at most three highlights'),
    actions: z.array(action).min(1, 'must list at least one action (leave the field out when there is none)').optional(),
    fixes: uniqueList(githubNumber, 'pull request').optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const series = SERIES_VERSION.test(e.version);
    if (e.kind === 'series' && !series)
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `is 'series', so version must look like 3.28, not ${e.version}` });
    if (e.kind === 'patch' && series)
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `is 'patch', so version must look like 3.28.17, not ${e.version}`,
      });
    if (e.kind === 'series' && !e.covers)
      ctx.addIssue({
        code: 'custom',
        path: ['covers'],
        message: 'is required for a series: list the patch versions it summarises',
      });
    for (const [i, v] of (e.covers ?? []).entries()) {
      if (seriesOf(v) !== seriesOf(e.version))
        ctx.addIssue({ code: 'custom', path: ['covers', i], message: `${v} is not part of the ${seriesOf(e.version)} series` });
    }
    for (const [i, n] of (e.issues ?? []).entries())
      if (e.pulls?.includes(n))
        ctx.addIssue({ code: 'custom', path: ['issues', i], message: `#${n} is already listed under pulls` });
    if (e.kind === 'patch' && !e.impact)
      ctx.addIssue({ code: 'custom', path: ['impact'], message: `is required for a patch: one of ${IMPACTS.join(', ')}` });
    if (e.kind === 'series' && (e.impact || e.actions))
      ctx.addIssue({
        code: 'custom',
        path: [e.impact ? 'impact' : 'actions'],
        message: "is not set on a series: it takes its patches' impacts and actions",
      });
    const needsAction = !!e.impact && ACTION_IMPACTS.includes(e.impact);
    if (needsAction && !e.actions)
      ctx.addIssue({ code: 'custom', path: ['actions'], message: `is required when impact is '${e.impact}': say what to do` });
    if (e.kind === 'patch' && !needsAction && e.actions)
      ctx.addIssue({
        code: 'custom',
        path: ['actions'],
        message: `is only for impact ${ACTION_IMPACTS.map((i) => `'${i}'`).join(' or ')}; this entry's is '${e.impact}'`,
      });
    if (e.kind === 'patch' && e.covers && e.covers[0] !== e.version)
      ctx.addIssue({
        code: 'custom',
        path: ['covers'],
        message: `a patch page that bundles releases lists its own version (${e.version}) first`,
      });
  });

export type EntryFrontmatter = z.infer<typeof entryFrontmatterSchema>;

export interface Entry extends EntryFrontmatter {
  /** Path of the entry file relative to the remote's folder, e.g. `entries/v3.28.17.mdx`. */
  file: string;
  /** Number of lines before the body in the entry file, to map compile errors back to it. */
  bodyLine: number;
  body: string;
}
