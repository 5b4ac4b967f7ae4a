import type { Entry } from './entry-schema.ts';
import { FEED_FILES, FEED_ITEMS } from './feeds.ts';
import { frontmatter, mdxText, releasesOf } from './render-page.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function line(e: Entry): string {
  const date = e.date ? `, ${e.date}` : '';
  return `- [${e.version}](${routeOfVersion(e.version)})${date}: ${mdxText(e.summary)}`;
}

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

/**
 * The `/update-notes/` page: the hand-written introduction, then every version grouped by minor
 * series, newest first, with its date and summary. Regenerated on every build, never edited.
 */
export function renderIndex(introSource: string, entries: Entry[]): string {
  const match = FRONTMATTER.exec(introSource);
  if (!match) throw new Error('remotes/update-notes/index-intro.mdx: missing frontmatter');
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const out = [
    frontmatter(meta.title ?? 'Update Notes', meta.description ?? ''),
    '{/* Generated from remotes/update-notes/index-intro.mdx and entries/: edit those files. */}',
    '',
    introSource.slice(match[0].length).trimEnd(),
    '',
    '## Follow new releases',
    '',
    `A feed reader can tell you when a release comes out: subscribe to ${FEED_FILES.map((f) => `[${f.label}](${f.path})`)
      .join(', ')
      .replace(
        /, ([^,]*)$/,
        ' or $1',
      )}. Each holds the ${FEED_ITEMS} latest releases whose date was recorded, newest first, each with its version, date, summary and a link to its page.`,
    '',
    '## All versions',
    '',
    'Newest first. Each series names its summary page, where one exists, followed by its releases.',
  ];
  // Series are bold lead-ins, not headings: one section per series would outrank the series'
  // own page when someone searches for its number.
  for (const g of seriesGroups(entries)) {
    const summary = g.summary
      ? ` ([series summary](${routeOfVersion(g.series)}), ${releasesOf(g.summary, entries).length} release pages): ${mdxText(g.summary.summary)}`
      : '';
    out.push('', `**Series ${g.series}**${summary}`, '', ...g.patches.map(line));
  }
  return `${out.join('\n')}\n`;
}
