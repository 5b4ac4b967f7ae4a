import { expect, test } from '@rstest/core';
import { SaxesParser } from 'saxes';
import { FEED_ITEMS, feedEntries, releaseFeeds } from './feeds.ts';
import { parseEntry } from './parse-entry.ts';

const patch = (v: string, date?: string) =>
  parseEntry(
    `---\nversion: ${v}\nkind: patch\n${date ? `date: ${date}\n` : ''}summary: What changed in release ${v}, in one line.\nimpact: none\nhighlights: [Highlight of release ${v}]\n---\n\n## Fixes\n\n- A fix.\n`,
    `entries/v${v}.mdx`,
  );
const series = parseEntry(
  '---\nversion: 3.28\nkind: series\nsummary: Everything in the 3.28 series at a glance.\ncovers: [3.28.9, 3.28.10]\nhighlights: [Highlight of the 3.28 series]\n---\n\n## Highlights\n\n- Many things.\n',
  'entries/v3.28.mdx',
);
// Out of order on purpose, with a series and an undated release.
const entries = [
  patch('3.28.9', '2025-09-30'),
  series,
  patch('3.28.10', '2025-10-02'),
  patch('3.27.0'),
  patch('3.26.4', '2025-09-01'),
];

/** Each element named `item` (or `entry`) as a map of its children's text, in document order. */
function xmlItems(xml: string, itemName: string): Record<string, string>[] {
  const parser = new SaxesParser();
  const items: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let field: string | null = null;
  parser.on('opentag', (tag) => {
    if (tag.name === itemName) current = {};
    else if (current) {
      field = tag.name;
      if (tag.name === 'link' && tag.attributes.href) current.link = String(tag.attributes.href);
    }
  });
  const text = (t: string) => {
    if (current && field) current[field] = (current[field] ?? '') + t;
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', (tag) => {
    if (tag.name === itemName && current) {
      items.push(current);
      current = null;
    }
    field = null;
  });
  parser.write(xml).close();
  return items;
}

test('feeds carry dated releases newest first, leaving out series and undated entries', () => {
  expect(feedEntries(entries).map((e) => e.version)).toEqual(['3.28.10', '3.28.9', '3.26.4']);
  const many = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => patch(`3.20.${i}`, '2025-01-01'));
  expect(feedEntries(many)).toHaveLength(FEED_ITEMS);
  expect(feedEntries(many)[0]!.version).toBe(`3.20.${FEED_ITEMS + 4}`);
});

test('the RSS feed names each release by version, with its date, summary and absolute link', () => {
  const rss = releaseFeeds(entries).get('/update-notes/rss.xml')!;
  expect(rss.startsWith('<?xml')).toBe(true);
  expect(rss).toContain('<lastBuildDate>Thu, 02 Oct 2025 00:00:00 GMT</lastBuildDate>');
  const items = xmlItems(rss, 'item');
  expect(items.map((i) => i.title)).toEqual(['Roo Code 3.28.10', 'Roo Code 3.28.9', 'Roo Code 3.26.4']);
  expect(items[0]).toMatchObject({
    link: 'https://docs.roocode.com/update-notes/v3.28.10',
    guid: 'https://docs.roocode.com/update-notes/v3.28.10',
    pubDate: 'Thu, 02 Oct 2025 00:00:00 GMT',
    description: 'What changed in release 3.28.10, in one line.',
    category: '3.28 series',
  });
});

test('the Atom feed has the same entries, with ids, updated dates and summaries', () => {
  const atom = releaseFeeds(entries).get('/update-notes/atom.xml')!;
  expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(atom).toContain('<category label="3.28 series" term="3.28"/>');
  const items = xmlItems(atom, 'entry');
  expect(items.map((i) => i.id)).toEqual([
    'https://docs.roocode.com/update-notes/v3.28.10',
    'https://docs.roocode.com/update-notes/v3.28.9',
    'https://docs.roocode.com/update-notes/v3.26.4',
  ]);
  expect(items[1]).toMatchObject({
    title: 'Roo Code 3.28.9',
    link: 'https://docs.roocode.com/update-notes/v3.28.9',
    updated: '2025-09-30T00:00:00.000Z',
    summary: 'What changed in release 3.28.9, in one line.',
  });
});

test('the JSON Feed is version 1 with the same items and links to all three feeds', () => {
  const json = JSON.parse(releaseFeeds(entries).get('/update-notes/feed.json')!) as {
    version: string;
    feed_url: string;
    home_page_url: string;
    items: { id: string; url: string; title: string; content_html: string; date_published: string }[];
  };
  expect(json.version).toBe('https://jsonfeed.org/version/1');
  expect(json.feed_url).toBe('https://docs.roocode.com/update-notes/feed.json');
  expect(json.home_page_url).toBe('https://docs.roocode.com/update-notes/');
  expect(json.items.map((i) => [i.title, i.date_published])).toEqual([
    ['Roo Code 3.28.10', '2025-10-02T00:00:00.000Z'],
    ['Roo Code 3.28.9', '2025-09-30T00:00:00.000Z'],
    ['Roo Code 3.26.4', '2025-09-01T00:00:00.000Z'],
  ]);
  expect(json.items[2]).toMatchObject({
    url: 'https://docs.roocode.com/update-notes/v3.26.4',
    content_html: 'What changed in release 3.26.4, in one line.',
  });
});

test('the same entries, in any order, give the same bytes', () => {
  const first = releaseFeeds(entries);
  const again = releaseFeeds([...entries].reverse());
  expect([...again]).toEqual([...first]);
});

test('a summary is text: its markup characters reach the feeds escaped', () => {
  const odd = parseEntry(
    '---\nversion: 3.28.11\nkind: patch\ndate: 2025-10-03\nsummary: Fixes the <think> tag parsing for R&D models in one go.\nimpact: none\nhighlights: [Tag parsing fixed for R&D models]\n---\n\n## Fixes\n\n- A fix.\n',
    'entries/v3.28.11.mdx',
  );
  const json = JSON.parse(releaseFeeds([odd]).get('/update-notes/feed.json')!) as { items: { content_html: string }[] };
  expect(json.items[0]!.content_html).toBe('Fixes the &lt;think&gt; tag parsing for R&amp;D models in one go.');
});
