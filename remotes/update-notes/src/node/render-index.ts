import { slug } from 'github-slugger';
import { IMPACT_TEXT, strongestImpact } from './at-a-glance.ts';
import type { CatchUpTag } from '../shared/catch-up.ts';
import { ACTION_IMPACTS, type Entry } from './entry-schema.ts';
import { FEED_FILES, FEED_ITEMS } from './feeds.ts';
import { frontmatter, releasesOf } from './render-page.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
/** Where the generated parts go in `index-intro.mdx`: each marker on a line of its own. */
export const INDEX_MARKERS = { latest: '{/* latest release */}', catchUp: '{/* catch-up */}', feeds: '{/* feeds */}' } as const;

/** Every minor series with entries, newest first, each with its summary entry and its patches. */
export function seriesGroups(entries: Entry[]): { series: string; summary?: Entry; patches: Entry[] }[] {
  const names = [...new Set(entries.map((e) => seriesOf(e.version)))].sort((a, b) => compareVersions(b, a));
  return names.map((name) => {
    const summary = entries.find((e) => e.kind === 'series' && e.version === name);
    const patches = entries
      .filter((e) => e.kind === 'patch' && seriesOf(e.version) === name)
      .sort((a, b) => compareVersions(b.version, a.version));
    return { series: name, ...(summary ? { summary } : {}), patches };
  });
}

/** The heading a series has on the index, and its anchor (`### Series 3.25` → `#series-325`). */
export const seriesHeading = (series: string) => `Series ${series}`;
export const seriesAnchor = (series: string) => slug(seriesHeading(series));

const link = (e: Entry) => `[${e.version}](${routeOfVersion(e.version)})`;

function latestBox(latest: Entry): string[] {
  const text = IMPACT_TEXT[latest.impact!];
  const when = latest.date ? `, released on ${latest.date}` : '';
  return [
    `:::${text.box}[Latest release: Roo Code ${latest.version}]`,
    '',
    // What each impact means is on the release's page: the index, every first visit, keeps to the label.
    `${link(latest)}${when}. **Impact: ${text.label}.**`,
    '',
    ...latest.highlights.map((h) => `- ${h}`),
    '',
    ...(latest.actions?.length ? ['**What to do after updating**', '', ...latest.actions.map((a) => `- ${a}`), ''] : []),
    ':::',
  ];
}

/**
 * A series on the index: a heading (linking its summary page), then one line with its releases, dates and
 * the releases that ask you to act. Highlights and actions in full are on the series page and in
 * the catch-up form: the index is every reader's first visit and stays small.
 */
function seriesBlock(g: ReturnType<typeof seriesGroups>[number], entries: Entry[]): string[] {
  const patches = g.summary ? releasesOf(g.summary, entries) : g.patches;
  const dated = patches.filter((p) => p.date);
  // The earliest series have no recorded dates: their line gives none.
  const span = !dated.length
    ? ''
    : dated[0]!.date === dated.at(-1)!.date
      ? `, ${dated[0]!.date}`
      : `, ${dated.at(-1)!.date} to ${dated[0]!.date}`;
  const count = patches.length === 1 ? `One release, ${link(patches[0]!)}` : `${patches.length} releases`;

  const acting = [...patches]
    .sort((a, b) => compareVersions(a.version, b.version))
    .filter((p) => p.impact && ACTION_IMPACTS.includes(p.impact));
  const strongest = strongestImpact(patches);
  // The index says only what asks for action; a release's own page gives its impact in full.
  const impact = acting.length
    ? `Up to ${IMPACT_TEXT[strongest].label}; act after ${acting.map(link).join(', ')}.`
    : 'No action needed.';
  // The heading links the series' summary page, where there is one; its anchor is the same.
  const heading = g.summary ? `[${seriesHeading(g.series)}](${routeOfVersion(g.series)})` : seriesHeading(g.series);
  return ['', `### ${heading}`, '', `${count}${span}. ${impact}`];
}

/** Where to subscribe: the feeds the section publishes beside its pages. */
function feedsSection(): string[] {
  const links = FEED_FILES.map((f) => `[${f.label}](${f.path})`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  return [
    '## Follow new releases',
    '',
    `A feed reader can tell you when a release comes out: subscribe to ${links}, each with the ${FEED_ITEMS} latest dated releases.`,
  ];
}

/** The catch-up: the form (for readers with scripts), anchors to each series, and the series oldest first. */
function catchUpSection(entries: Entry[], tags: CatchUpTag[]): string[] {
  const groups = seriesGroups(entries).reverse();
  const versions = entries
    .filter((e) => e.kind === 'patch')
    .map((e) => e.version)
    .sort((a, b) => compareVersions(b, a));
  const anchors = groups.map((g) => `[${g.series}](#${seriesAnchor(g.series)})`).join(' · ');
  return [
    "## What's new since your version",
    '',
    'Pick the version you run for every later release’s highlights and actions, oldest first, for one provider or feature if you like.',
    '',
    `<CatchUp versions={${JSON.stringify(versions)}} tags={${JSON.stringify(tags)}} load={() => import('./catch-up.json')} />`,
    '',
    `Or jump to your series (the first two numbers of your version) and read down; each names the releases that ask you to act: ${anchors}.`,
    ...groups.flatMap((g) => seriesBlock(g, entries)),
  ];
}

/**
 * The `/update-notes/` page: the hand-written introduction with the latest release's box and the
 * catch-up placed at its markers. Each series is a heading (linkable, in the table of contents);
 * its releases are listed on its summary page and in the sidebar. Regenerated on every build.
 */
export function renderIndex(introSource: string, entries: Entry[], tags: CatchUpTag[] = []): string {
  const match = FRONTMATTER.exec(introSource);
  if (!match) throw new Error('remotes/update-notes/index-intro.mdx: missing frontmatter');
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const body = introSource.slice(match[0].length).trimEnd();
  for (const marker of Object.values(INDEX_MARKERS))
    if (body.split('\n').filter((l) => l.trim() === marker).length !== 1)
      throw new Error(`remotes/update-notes/index-intro.mdx: needs the line ${marker} once, where the generated part goes`);
  const latest = entries.filter((e) => e.kind === 'patch').sort((a, b) => compareVersions(b.version, a.version))[0];
  const parts: Record<string, string[]> = {
    [INDEX_MARKERS.latest]: latest ? latestBox(latest) : [],
    [INDEX_MARKERS.catchUp]: catchUpSection(entries, tags),
    [INDEX_MARKERS.feeds]: feedsSection(),
  };
  const out = [
    frontmatter(meta.title ?? 'Update Notes', meta.description ?? ''),
    "import { CatchUp } from '../../../src/runtime/CatchUp.tsx';",
    '',
    '{/* Generated from remotes/update-notes/index-intro.mdx and entries/: edit those files. */}',
    '',
    ...body.split('\n').flatMap((l) => parts[l.trim()] ?? [l]),
  ];
  return `${out.join('\n')}\n`;
}
