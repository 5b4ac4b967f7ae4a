import { ACTION_IMPACTS, IMPACTS, type Entry, type Impact } from './entry-schema.ts';
import type { FollowUp, PageRefs } from './follow-ups.ts';
import type { PullRequest } from './pull-request-data.ts';
import { pullLink, titleText } from './pull-text.ts';
import { compareVersions, routeOfVersion } from './version.ts';

/** How each impact reads at the top of a page, and the admonition that carries it. */
export const IMPACT_TEXT: Record<Impact, { box: string; label: string; meaning: string }> = {
  none: { box: 'note', label: 'no action needed', meaning: 'updating changes nothing you have to act on.' },
  'opt-in': {
    box: 'tip',
    label: 'opt-in',
    meaning: 'what is new stays out of your way until you turn it on or choose it; nothing you use changes.',
  },
  'behaviour change': {
    box: 'warning',
    label: 'behaviour change',
    meaning: 'something you use works differently after updating; see what to do below.',
  },
  breaking: {
    box: 'danger',
    label: 'breaking',
    meaning: 'something you rely on stops working until you act; read what to do before updating.',
  },
};

/** The strongest impact among entries (a series takes its patches'). */
export function strongestImpact(entries: readonly Entry[]): Impact {
  return entries.reduce<Impact>(
    (top, e) => (e.impact && IMPACTS.indexOf(e.impact) > IMPACTS.indexOf(top) ? e.impact : top),
    'none',
  );
}

const link = (version: string) => `[${version}](${routeOfVersion(version)})`;

/** One back-link line: "Rolled back in 3.25.23 by #7332: #7203 Load modes from several files." */
export function followUpLine(pull: PullRequest, f: FollowUp, issues?: ReadonlySet<string>): string {
  const what =
    f.what === 'rolled back'
      ? `Rolled back in ${link(f.page)}${f.by ? ` by ${pullLink(f.by)}` : ''}`
      : `Fixed further in ${link(f.page)}`;
  return `${what}: ${pullLink(pull)} ${titleText(pull.title, issues)}`;
}

function followUpsOf(e: Entry, refs: PageRefs): string[] {
  const pulls = refs.shippedOn.get(e.version) ?? [];
  return pulls
    .flatMap((p) => (refs.followUps.get(p.n) ?? []).map((f) => ({ p, f })))
    .sort((a, b) => compareVersions(a.f.page, b.f.page))
    .map(({ p, f }) => `- ${followUpLine(p, f, refs.issues)}`);
}

/** Actions of entries with their version first, for a series page and the index. */
export function actionLines(entries: readonly Entry[]): string[] {
  return entries
    .filter((e) => e.impact && ACTION_IMPACTS.includes(e.impact))
    .flatMap((e) => (e.actions ?? []).map((a) => `- ${link(e.version)}: ${a}`));
}

/**
 * The box a version page opens with: its impact and what it means, its highlights, what to do
 * after updating, and what later releases did to its changes. A series shows the strongest impact
 * of its releases and every action they ask for.
 */
export function atAGlance(e: Entry, refs: PageRefs, patches: readonly Entry[] = []): string {
  const impact = e.kind === 'series' ? strongestImpact(patches) : e.impact!;
  const text = IMPACT_TEXT[impact];
  const scope =
    e.kind === 'series' ? `The strongest impact of a release in this series is **${text.label}**` : `**Impact: ${text.label}**`;
  const actions =
    e.kind === 'series'
      ? actionLines([...patches].sort((a, b) => compareVersions(a.version, b.version)))
      : (e.actions ?? []).map((a) => `- ${a}`);
  const later = e.kind === 'patch' ? followUpsOf(e, refs) : [];
  const lines = [`:::${text.box}[At a glance]`, '', `${scope}: ${text.meaning}`, '', ...e.highlights.map((h) => `- ${h}`), ''];
  if (actions.length) lines.push('**What to do after updating**', '', ...actions, '');
  if (later.length) lines.push('**Since this release**', '', ...later, '');
  lines.push(':::', '');
  return lines.join('\n');
}
