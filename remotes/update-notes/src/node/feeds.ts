import { Feed } from 'feed';
import { SITE_URL, type PageAlternate } from '@roo-docs/schemas';
import type { Entry } from './entry-schema.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

/** How many releases each feed carries: readers poll for what is new, the index keeps the rest. */
export const FEED_ITEMS = 50;

/** The three feeds, by site path; each is linked from `/update-notes/`. */
export const FEED_FILES = [
  { path: '/update-notes/rss.xml', type: 'application/rss+xml', title: 'Roo Code release notes (RSS)', label: 'RSS' },
  { path: '/update-notes/atom.xml', type: 'application/atom+xml', title: 'Roo Code release notes (Atom)', label: 'Atom' },
  {
    path: '/update-notes/feed.json',
    type: 'application/feed+json',
    title: 'Roo Code release notes (JSON Feed)',
    label: 'JSON Feed',
  },
] as const;

/** The `<link rel="alternate">` entries of the index's head. */
export const FEED_ALTERNATES: PageAlternate[] = FEED_FILES.map(({ path, type, title }) => ({ type, href: path, title }));

/**
 * The dated releases, newest first: patch entries only (a series page sums up releases the feed
 * already carries), and only those whose day was recorded, since every feed item needs a date.
 */
export function feedEntries(entries: readonly Entry[]): Entry[] {
  return entries
    .filter((e) => e.kind === 'patch' && e.date)
    .sort((a, b) => compareVersions(b.version, a.version))
    .slice(0, FEED_ITEMS);
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
// Feeds carry the summary as HTML: a summary is plain text, so its markup characters are escaped.
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1 of the release notes, made with `feed`. Everything in them
 * comes from the entries (the feed's own date is its newest release's), so the same entries give
 * the same bytes: a build that adds no release leaves the feeds, and the build id, as they were.
 */
export function releaseFeeds(entries: readonly Entry[]): Map<string, string> {
  const items = feedEntries(entries);
  const home = `${SITE_URL}/update-notes/`;
  const links = Object.fromEntries(
    FEED_FILES.map((f) => [f.label === 'JSON Feed' ? 'json' : f.label.toLowerCase(), SITE_URL + f.path]),
  );
  const feed = new Feed({
    id: home,
    link: home,
    title: 'Roo Code release notes',
    description: 'What changed in each release of Roo Code, the AI coding agent for VS Code, newest first.',
    language: 'en',
    generator: false,
    // Atom asks for an author; the releases are the project's.
    author: { name: 'Roo Code', link: 'https://github.com/RooCodeInc/Roo-Code' },
    // Never the clock: the same entries must give the same bytes.
    updated: items[0] ? dayOf(items[0].date!) : new Date(0),
    feedLinks: links,
  });
  for (const e of items) {
    const link = SITE_URL + routeOfVersion(e.version);
    feed.addItem({
      title: `Roo Code ${e.version}`,
      id: link,
      link,
      date: dayOf(e.date!),
      published: dayOf(e.date!),
      description: html(e.summary),
      // Atom's category needs a term; the label is what readers see.
      category: [{ name: `${seriesOf(e.version)} series`, term: seriesOf(e.version) }],
    });
  }
  return new Map([
    [FEED_FILES[0].path, feed.rss2()],
    [FEED_FILES[1].path, feed.atom1()],
    [FEED_FILES[2].path, feed.json1()],
  ]);
}
