import { link, mkdir, mkdtemp, readFile, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, rs, test } from '@rstest/core';
import { DEV_COOKIE } from '@roo-docs/schemas/contract';
import { precompress } from '../publish/precompress.ts';
import { createOriginServer, listen } from './serve.ts';
import { StoredAnswers } from './stored-answers.ts';

const PAGE = (words: string) => `<main>${`${words} `.repeat(300)}</main>`;

/** A site laid out as publishes lay it out: the page and its twins in `.pages/<id>/`, served through links. */
async function pagedSite() {
  const root = await mkdtemp(join(tmpdir(), 'origin-stored-'));
  const folder = async (id: string, words: string) => {
    await mkdir(join(root, '.pages', id, 'page'), { recursive: true });
    await writeFile(join(root, '.pages', id, 'page/index.html'), PAGE(words));
    await precompress(join(root, '.pages', id));
  };
  const switchTo = async (id: string) => {
    await symlink(id, join(root, '.pages/live.next'));
    await rename(join(root, '.pages/live.next'), join(root, '.pages/live'));
  };
  await folder('a', 'Roo reads the first build.');
  await switchTo('a');
  await mkdir(join(root, 'page'));
  for (const name of ['index.html', 'index.html.br', 'index.html.gz'])
    await symlink(`../.pages/live/page/${name}`, join(root, 'page', name));
  const server = createOriginServer(root);
  const base = `http://127.0.0.1:${await listen(server, 0)}`;
  return { root, base, folder, switchTo, close: () => server.close() };
}

const sent = () => rs.spyOn(StoredAnswers.prototype, 'send');
const fromStore = (spy: ReturnType<typeof sent>) => spy.mock.results.filter((r) => r.value === true).length;
const ask = (base: string, encoding = 'br, gzip') => fetch(`${base}/page`, { headers: { 'accept-encoding': encoding } });
const read = async (res: Response) => ({ status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) });

afterEach(() => {
  rs.restoreAllMocks();
});

// Each test starts a server and publishes nothing: seconds, but more on a loaded machine.
const ROOM = { timeout: 30_000 };

test('a repeated request gets the stored answer, the same as the first but its date', ROOM, async () => {
  const s = await pagedSite();
  const spy = sent();
  const first = await read(await ask(s.base));
  const again = await read(await ask(s.base));
  expect(fromStore(spy)).toBe(1);
  expect(again.headers['content-encoding']).toBe('br');
  expect({ ...again, headers: { ...again.headers, date: '' } }).toEqual({ ...first, headers: { ...first.headers, date: '' } });
  const head = await fetch(`${s.base}/page`, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
  expect(head.headers.get('content-length')).toBe(first.headers['content-length']);
  expect(await head.text()).toBe('');
  s.close();
});

test('a switch-over is seen at once', ROOM, async () => {
  const s = await pagedSite();
  await ask(s.base).then((r) => r.text());
  await s.folder('b', 'Roo reads the second build.');
  await s.switchTo('b');
  expect(await (await ask(s.base, 'identity')).text()).toContain('second build');
  const br = await ask(s.base);
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(Buffer.from(await br.arrayBuffer()).length).toBeGreaterThan(0);
  s.close();
});

test(
  'a page rewritten in place, a twin made older than its page, a link turned out of the site: none is sent stale',
  ROOM,
  async () => {
    const s = await pagedSite();
    const spy = sent();
    for (let i = 0; i < 2; i++) await ask(s.base, 'identity').then((r) => r.text());
    expect(fromStore(spy)).toBe(1);
    await writeFile(join(s.root, '.pages/a/page/index.html'), PAGE('Roo reads an edit in place.'));
    expect(await (await ask(s.base, 'identity')).text()).toContain('edit in place');

    for (let i = 0; i < 2; i++) await ask(s.base, 'gzip').then((r) => r.text());
    const old = new Date(Date.now() - 60_000);
    await utimes(join(s.root, '.pages/a/page/index.html.gz'), old, old);
    const gz = await ask(s.base, 'gzip');
    expect(gz.headers.get('content-encoding')).toBeNull();
    expect(await gz.text()).toContain('edit in place');

    const outside = await mkdtemp(join(tmpdir(), 'outside-stored-'));
    await writeFile(join(outside, 'secret.html'), 'secret');
    for (let i = 0; i < 2; i++) await ask(s.base, 'identity').then((r) => r.text());
    await symlink(join(outside, 'secret.html'), join(s.root, 'page/next'));
    await rename(join(s.root, 'page/next'), join(s.root, 'page/index.html'));
    const res = await ask(s.base, 'identity');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
    s.close();
  },
);

test('conditional, ranged and local-section requests never get a stored answer', ROOM, async () => {
  const s = await pagedSite();
  const spy = sent();
  const first = await ask(s.base);
  await first.text();
  const etag = first.headers.get('etag') ?? '';
  expect((await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } })).status).toBe(304);
  expect((await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-3' } })).status).toBe(206);
  await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br, gzip', cookie: `${DEV_COOKIE}=1` } }).then((r) => r.text());
  await fetch(`${s.base}/page?dev=x`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.text());
  expect(fromStore(spy)).toBe(0);
  s.close();
});

test('a twin the client prefers that appears later (background compression) is sent once it is there', ROOM, async () => {
  const s = await pagedSite();
  const brotli = join(s.root, '.pages/a/page/index.html.br');
  const bytes = await readFile(brotli);
  await rm(brotli);
  for (let i = 0; i < 2; i++) expect((await ask(s.base)).headers.get('content-encoding')).toBe('gzip');
  await writeFile(brotli, bytes);
  expect((await ask(s.base)).headers.get('content-encoding')).toBe('br');
  s.close();
});

test(
  'an unchanged page carried into the next folder by hard links is answered after the old folder is pruned',
  ROOM,
  async () => {
    const s = await pagedSite();
    for (let i = 0; i < 2; i++) await ask(s.base).then((r) => r.text());
    await mkdir(join(s.root, '.pages/b/page'), { recursive: true });
    for (const name of ['index.html', 'index.html.br', 'index.html.gz'])
      await link(join(s.root, '.pages/a/page', name), join(s.root, '.pages/b/page', name));
    await s.switchTo('b');
    await rm(join(s.root, '.pages/a'), { recursive: true });
    for (const encoding of ['br, gzip', 'br, gzip', 'identity']) {
      const res = await ask(s.base, encoding);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('first build');
    }
    s.close();
  },
);
