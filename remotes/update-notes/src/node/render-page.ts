import { atAGlance, IMPACT_TEXT } from './at-a-glance.ts';
import type { Entry } from './entry-schema.ts';
import { pageRefs } from './follow-ups.ts';
import { NO_PULL_REQUESTS, type PullRequests } from './pull-request-data.ts';
import { linkReferences, referencedNumbers } from './references.ts';
import { pullsOnChanges } from './pulls-on-changes.ts';
import { linkedUsers, pullItemText, referencesSection } from './release-references.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

/** The title an entry's page gets: its own, or `Roo Code <version> Release Notes (<date>)`. */
export function pageTitle(e: Entry): string {
  return e.title ?? `Roo Code ${e.version} Release Notes${e.date ? ` (${e.date})` : ''}`;
}

/** Frontmatter text (title, summary) placed in MDX prose: braces and tags would be read as JSX. */
export function mdxText(s: string): string {
  return s.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
}

export function frontmatter(title: string, description: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n`;
}

function link(e: Entry): string {
  return `[${e.kind === 'series' ? `${e.version} series` : e.version}](${routeOfVersion(e.version)})`;
}

// Where a pull request's line goes until the text around it is linked: a word no entry can hold.
const PULL_MARK = 'PULLREF7f3a';
const PULL_MARKS = new RegExp(`${PULL_MARK}(\\d+)${PULL_MARK}`, 'g');

interface Ordered {
  length: number;
  /** Entries of each kind sorted by version, and each version's place in its list. */
  sorted: Record<Entry['kind'], Entry[]>;
  at: Record<Entry['kind'], Map<string, number>>;
  /** Series entries by version. */
  series: Map<string, Entry>;
  /** Every number an entry lists as an issue: a `#N` in any body links to the issue, not a pull request. */
  issues: Set<string>;
}

// A section renders every page against the same list: sorting it once per list instead of once
// per page keeps 1,400 entries from costing seconds (n² log n comparisons).
const orderedLists = new WeakMap<Entry[], Ordered>();

function ordered(all: Entry[]): Ordered {
  const known = orderedLists.get(all);
  if (known && known.length === all.length) return known;
  const sortedOf = (kind: Entry['kind']) =>
    all.filter((x) => x.kind === kind).sort((a, b) => compareVersions(a.version, b.version));
  const positions = (list: Entry[]) => {
    const m = new Map<string, number>();
    list.forEach((x, i) => m.has(x.version) || m.set(x.version, i));
    return m;
  };
  const sorted = { patch: sortedOf('patch'), series: sortedOf('series') };
  const series = new Map<string, Entry>();
  for (const x of all) if (x.kind === 'series' && !series.has(x.version)) series.set(x.version, x);
  const issues = new Set(all.flatMap((x) => x.issues ?? []));
  const made = {
    length: all.length,
    sorted,
    at: { patch: positions(sorted.patch), series: positions(sorted.series) },
    series,
    issues,
  };
  orderedLists.set(all, made);
  return made;
}

/** The entries of the same kind just below and above this one, by version number. */
export function neighbours(e: Entry, all: Entry[]): { older?: Entry; newer?: Entry } {
  const { sorted, at } = ordered(all);
  const same = sorted[e.kind];
  const i = at[e.kind].get(e.version) ?? -1;
  return { older: same[i - 1], newer: same[i + 1] };
}

function intro(e: Entry, all: Entry[]): string {
  const series = ordered(all).series.get(seriesOf(e.version));
  if (e.kind === 'series') {
    const patches = releasesOf(e, all);
    const dated = patches.filter((p) => p.date);
    const span = dated.length ? ` Its releases shipped between ${dated.at(-1)!.date} and ${dated[0]!.date}.` : '';
    return `This page sums up the ${e.version} series of Roo Code (v${e.version}): ${e.covers!.length} releases, from ${e.covers![0]} to ${e.covers!.at(-1)}.${span}`;
  }
  const when = e.date
    ? `Roo Code ${e.version} (v${e.version}) was released on ${e.date}`
    : `The release date of Roo Code ${e.version} (v${e.version}) was not recorded`;
  const bundle =
    e.covers && e.covers.length > 1
      ? ` This page covers releases ${e.covers[0]} to ${e.covers.at(-1)}, which shipped together.`
      : '';
  return `${when}, part of the ${series ? link(series) : `${seriesOf(e.version)} series`}.${bundle}`;
}

/**
 * The patch entries of a series, newest first (a bundled page appears once): those it covers, and
 * any patch of the series released after its summary was written (`npm run release` adds patches,
 * never a summary's `covers`), so its page and the index still list every release of the series.
 */
export function releasesOf(series: Entry, all: Entry[]): Entry[] {
  const covered = new Set(series.covers);
  const isOf = (x: Entry) =>
    covered.has(x.version) || !!x.covers?.some((v) => covered.has(v)) || seriesOf(x.version) === series.version;
  return all.filter((x) => x.kind === 'patch' && isOf(x)).sort((a, b) => compareVersions(b.version, a.version));
}

// What updating to each release asks, the thing a reader catching up decides by; each release's
// summary is on its own page and in the index's catch-up (a series page must fit the first-visit budget).
function releasesTable(series: Entry, all: Entry[]): string {
  const rows = releasesOf(series, all).map(
    (p) => `| ${link(p)} | ${p.date ?? 'not recorded'} | ${p.impact ? IMPACT_TEXT[p.impact].label : ''} |`,
  );
  return ['## Releases in this series', '', '| Version | Date | Impact |', '| --- | --- | --- |', ...rows, ''].join('\n');
}

function footer(e: Entry, all: Entry[]): string {
  const { older, newer } = neighbours(e, all);
  const word = e.kind === 'series' ? 'series' : 'release';
  const parts = [
    older ? `Previous ${word}: ${link(older)}` : `This is the earliest ${word} in these notes`,
    newer ? `next ${word}: ${link(newer)}` : `this is the latest ${word}`,
  ];
  return `${parts.join('; ')}. All versions are listed in the [Update Notes](/update-notes/) index.`;
}

/**
 * The generated page of one entry, and the line where the entry's body starts in it; `pulls`
 * gives each release's pull requests (without it, a page lists its `pulls` as numbers).
 */
export function renderPage(e: Entry, all: Entry[], pulls: PullRequests = NO_PULL_REQUESTS): { mdx: string; bodyStart: number } {
  const known = pageRefs(all, pulls);
  const head = [
    frontmatter(pageTitle(e), e.summary),
    `{/* Generated from remotes/update-notes/${e.file}: edit that file, not this one. */}`,
    '',
    intro(e, all),
    '',
    atAGlance(e, known, e.kind === 'series' ? releasesOf(e, all) : []),
  ].join('\n');
  const shipped = known.shippedOn.get(e.version);
  const release = shipped && { pulls: shipped, followUps: known.followUps, issues: known.issues };
  // Each pull request the text cites goes under its change; the rest are listed after the body.
  const mark = (i: number) => `${PULL_MARK}${i}${PULL_MARK}`;
  const onChanges = pullsOnChanges(e.body, shipped ?? [], mark);
  const body = linkReferences(onChanges.body, ordered(all).issues)
    .replace(PULL_MARKS, (_, i: string) => pullItemText(onChanges.lines[Number(i)]!, release!))
    .trimEnd();
  const cited = new Set(referencedNumbers(e.body));
  const refs = referencesSection(e, release && { ...release, cited, placed: onChanges.placed, linked: linkedUsers(body) });
  const tail = [...(refs ? ['', refs] : []), ...(e.kind === 'series' ? ['', releasesTable(e, all)] : ['']), footer(e, all), ''];
  return { mdx: `${head}${body}\n${tail.join('\n')}`, bodyStart: head.split('\n').length };
}
