import { SEARCH_SKIP_CLASS } from '@roo-docs/section-build';
import type { Entry } from './entry-schema.ts';
import type { FollowUp } from './follow-ups.ts';
import type { PullKind, PullRequest } from './pull-request-data.ts';
import { pullLine, REPOSITORY } from './pull-text.ts';
import { routeOfVersion } from './version.ts';

export { REPOSITORY };

const join = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!);

const GROUPS: { kind: Exclude<PullKind, 'internal'>; label: string }[] = [
  { kind: 'feature', label: 'Features' },
  { kind: 'fix', label: 'Fixes' },
  { kind: 'change', label: 'Other changes' },
];

/** What a page's reference section lists: the release's pull requests with what became of them. */
export interface ReleasePulls {
  pulls: readonly PullRequest[];
  followUps: ReadonlyMap<string, readonly FollowUp[]>;
  /** Numbers entries list as issues, so a `#N` in a title links to the right place. */
  issues: ReadonlySet<string>;
  /** Numbers the entry's own text names: a change it describes is never folded away as internal. */
  cited?: ReadonlySet<string>;
  /** Numbers already listed under the change they belong to, left out here. */
  placed?: ReadonlySet<string>;
  /** GitHub users the page links above (lower case): the credits name only the others. */
  linked?: ReadonlySet<string>;
}

/** The GitHub users a page's Markdown links to, lower case. */
export const linkedUsers = (mdx: string) =>
  new Set([...mdx.matchAll(/\]\(https:\/\/github\.com\/([A-Za-z0-9-]+)\)/g)].map((m) => m[1]!.toLowerCase()));

/** A pull request's line: number, title, author, and what later releases did to it. */
export function pullItemText(p: PullRequest, { followUps, issues }: Pick<ReleasePulls, 'followUps' | 'issues'>): string {
  const later = (followUps.get(p.n) ?? []).map(
    (f) => `${f.what === 'rolled back' ? 'rolled back' : 'fixed further'} in [${f.page}](${routeOfVersion(f.page)})`,
  );
  return `${pullLine(p, issues)}${later.length ? ` (${later.join('; ')})` : ''}`;
}

const item = (p: PullRequest, release: ReleasePulls) => `- ${pullItemText(p, release)}`;

/** The pull requests by kind; the internal ones (tests, CI, release chores) folded in a disclosure. */
function pullGroups(release: ReleasePulls): string[] {
  const kindOf = (p: PullRequest) => (p.kind === 'internal' && release.cited?.has(p.n) ? 'change' : p.kind);
  const pulls = release.pulls.filter((p) => !release.placed?.has(p.n)).map((p) => ({ ...p, kind: kindOf(p) }));
  const out: string[] = [];
  for (const { kind, label } of GROUPS) {
    const list = pulls.filter((p) => p.kind === kind);
    if (list.length) out.push(`**${label}** (${list.length})`, '', ...list.map((p) => item(p, release)), '');
  }
  const internal = pulls.filter((p) => p.kind === 'internal');
  if (internal.length)
    out.push(
      '<details>',
      `<summary>Internal: ${internal.length} pull request${internal.length > 1 ? 's' : ''} (tests, CI, release chores, the project's own tooling)</summary>`,
      '',
      ...internal.map((p) => item(p, release)),
      '',
      '</details>',
      '',
    );
  return out;
}

/**
 * The section that lists what a release is made of: every pull request its tags merged (title and
 * author from the extension's history, by kind), the issues it answers and the people the sources
 * credit, each a link. A release the pull request file does not reach yet lists its `pulls` as
 * numbers. Empty when there is nothing to list. It is left out of the search index: thousands of
 * titles and names would weigh on the release-notes shard, and a reader does not look a release up by them.
 */
export function referencesSection(e: Pick<Entry, 'pulls' | 'issues' | 'credits'>, release?: ReleasePulls): string {
  const groups = release?.pulls.length ? pullGroups(release) : [];
  // Everyone the page links already (in its text and its pull requests' lines) is credited there.
  const linked = new Set([...(release?.linked ?? []), ...linkedUsers(groups.join('\n'))]);
  const credits = (e.credits ?? []).filter((u) => !linked.has(u.toLowerCase()));
  const rows: [string, string[]][] = [
    ['Pull requests', groups.length ? [] : (e.pulls ?? []).map((n) => `[#${n}](${REPOSITORY}/pull/${n})`)],
    ['Issues', (e.issues ?? []).map((n) => `[#${n}](${REPOSITORY}/issues/${n})`)],
    [
      credits.length < (e.credits ?? []).length ? 'Also credited' : 'Credited',
      credits.map((u) => `[@${u}](https://github.com/${u})`),
    ],
  ];
  const present = rows.filter(([, links]) => links.length);
  const words = [...(groups.length ? ['Pull requests'] : []), ...present.map(([label]) => label)].map((label) =>
    label.endsWith('redited') ? 'credits' : label.toLowerCase(),
  );
  if (!words.length) return '';
  const title = join(words).replace(/^./, (c) => c.toUpperCase());
  const list = present.map(([label, links]) => `- ${label}: ${links.join(', ')}`);
  const onChanges = release?.pulls.filter((p) => release.placed?.has(p.n)).length ?? 0;
  const lead = !groups.length
    ? []
    : onChanges
      ? [
          `The release’s other pull requests, by kind (${onChanges} of its ${release!.pulls.length} are under their changes above).`,
          '',
        ]
      : ['Every pull request merged for this release, by kind, as the extension’s history records it.', ''];
  return [
    `<section className="${SEARCH_SKIP_CLASS}">`,
    '',
    `## ${title}`,
    '',
    ...lead,
    ...groups,
    ...list,
    ...(list.length ? [''] : []),
    '</section>',
    '',
  ].join('\n');
}
