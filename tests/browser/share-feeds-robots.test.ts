import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { test } from '@rstest/core';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { watchErrors } from '../support/browser.ts';
import { withSite } from '../support/with-site.ts';

const site = withSite('share-feeds-robots');
const SITE_URL = 'https://docs.roocode.com';

/** Every route of the live site, with its section, from the published route tables. */
async function liveRoutes() {
  const pointer = await readPointer(site.origin);
  const routes: { path: string; title: string; section: string }[] = [];
  for (const [section, live] of Object.entries(pointer.sections)) {
    const table = JSON.parse(await readFile(join(site.origin.dir, live!.routes), 'utf8')) as {
      routes: { path: string; title: string }[];
    };
    routes.push(...table.routes.map((r) => ({ path: r.path, title: r.title, section })));
  }
  return routes;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

test('robots.txt is served as text and names the sitemap by its absolute URL; the sitemap is there', async () => {
  const res = await fetch(`${site.url}/robots.txt`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const lines = (await res.text()).split('\n');
  assert.ok(lines.includes('User-agent: *') && lines.includes('Allow: /'), lines.join('\n'));
  const sitemap = lines.find((l) => l.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
  assert.equal(sitemap, `${SITE_URL}/sitemap.xml`);
  const local = await fetch(`${site.url}${new URL(sitemap!).pathname}`);
  assert.equal(local.status, 200);
  assert.match(await local.text(), /<urlset/);
});

test('every page names its own share image: absolute, on the origin, a 1200×630 PNG, with size, alt and a large card', async () => {
  const routes = await liveRoutes();
  assert.ok(routes.length > 400, `${routes.length} routes`);
  const images = new Map<string, string>();
  const problems: string[] = [];
  for (const r of routes) {
    const file = r.path === '/' ? 'index.html' : `${r.path.replace(/^\/|\/$/g, '')}/index.html`;
    const html = await readFile(join(site.origin.dir, file), 'utf8');
    const image = meta(html, 'og:image');
    if (!image?.startsWith(`${SITE_URL}/_assets/`) || !/\/[0-9a-f]{16}\.png$/.test(image))
      problems.push(`${r.path}: og:image ${image}`);
    if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630') problems.push(`${r.path}: size`);
    if (!meta(html, 'og:image:alt')?.startsWith(r.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')))
      problems.push(`${r.path}: alt`);
    if (meta(html, 'twitter:card') !== 'summary_large_image')
      problems.push(`${r.path}: twitter:card ${meta(html, 'twitter:card')}`);
    if (image) images.set(r.path, new URL(image).pathname);
  }
  assert.deepEqual(problems, []);
  // Titles differ, so pictures do: one file per page.
  assert.equal(new Set(images.values()).size, routes.length);
  for (const path of ['/', '/features/checkpoints', '/providers/anthropic', '/update-notes/v3.28.17']) {
    const res = await fetch(`${site.url}${images.get(path)}`);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.deepEqual([format, width, height], ['png', 1200, 630], path);
  }
});

test('the not-found and search pages name no image and keep the small card', async () => {
  for (const file of ['404.html', 'search/index.html']) {
    const html = await readFile(join(site.origin.dir, file), 'utf8');
    assert.equal(meta(html, 'og:image'), undefined, file);
    assert.equal(meta(html, 'twitter:card'), 'summary', file);
  }
});

const FEEDS = [
  ['RSS', '/update-notes/rss.xml', 'application/rss+xml'],
  ['Atom', '/update-notes/atom.xml', 'application/atom+xml'],
  ['JSON Feed', '/update-notes/feed.json', 'application/feed+json'],
] as const;

test('/update-notes/ links its three feeds, in the text and in its head, and each opens as the feed it names', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/update-notes/`);
  await page.waitForSelector('html[data-hydrated]');
  const alternates = await page.$$eval('head link[rel=alternate][type]', (links) =>
    links.map((l) => [l.getAttribute('type'), l.getAttribute('href'), l.getAttribute('title')]),
  );
  for (const [label, href, type] of FEEDS) {
    assert.ok(
      alternates.some(([t, h, title]) => t === type && h === href && title?.includes(label)),
      `${type} in the head: ${JSON.stringify(alternates)}`,
    );
    assert.equal(await page.locator(`main a[href="${href}"]`).innerText(), label);
  }
  assert.deepEqual(errors, []);
  // A feed is a file, not a page: following its link asks the server, as a feed reader would.
  const [response] = await Promise.all([
    page.waitForResponse(`${site.url}/update-notes/rss.xml`),
    page.click('main a[href="/update-notes/rss.xml"]'),
  ]);
  assert.equal(response.status(), 200);
  await page.waitForURL(`${site.url}/update-notes/rss.xml`);
  const parsed = await page.evaluate(async () => {
    const get = async (path: string) => new DOMParser().parseFromString(await (await fetch(path)).text(), 'application/xml');
    const rss = await get('/update-notes/rss.xml');
    const atom = await get('/update-notes/atom.xml');
    const json = (await (await fetch('/update-notes/feed.json')).json()) as {
      items: { title: string; url: string; date_published: string }[];
    };
    const text = (el: Element | null | undefined) => el?.textContent ?? null;
    return {
      errors: [rss, atom].filter((d) => d.querySelector('parsererror')).length,
      rss: [...rss.querySelectorAll('item')].map((i) => [
        text(i.querySelector('title')),
        text(i.querySelector('link')),
        text(i.querySelector('pubDate')),
        text(i.querySelector('description')),
      ]),
      atom: [...atom.querySelectorAll('entry')].map((e) => [
        text(e.querySelector('title')),
        e.querySelector('link')?.getAttribute('href'),
        text(e.querySelector('updated')),
      ]),
      json: json.items.map((i) => [i.title, i.url, i.date_published]),
    };
  });
  assert.equal(parsed.errors, 0);
  assert.equal(parsed.rss.length, 50);
  assert.deepEqual(parsed.rss[0], [
    'Roo Code 3.28.17',
    `${SITE_URL}/update-notes/v3.28.17`,
    'Wed, 15 Oct 2025 00:00:00 GMT',
    'Claude Haiku 4.5 arrives on its launch day with the Anthropic, Bedrock, Vertex AI and Claude Code providers, plus a corrected Traditional Chinese label.',
  ]);
  assert.equal(parsed.rss[1]![0], 'Roo Code 3.28.16');
  assert.deepEqual(
    parsed.atom.map((a) => a[0]),
    parsed.rss.map((r) => r[0]),
  );
  assert.deepEqual(
    parsed.json.map((j) => j[0]),
    parsed.rss.map((r) => r[0]),
  );
  assert.deepEqual(parsed.json[0], ['Roo Code 3.28.17', `${SITE_URL}/update-notes/v3.28.17`, '2025-10-15T00:00:00.000Z']);
  // Each item's link is a live page of the site.
  for (const [, link] of parsed.rss.slice(0, 5))
    assert.equal((await fetch(`${site.url}${new URL(link!).pathname}`)).status, 200, link!);
  await page.close();
});
