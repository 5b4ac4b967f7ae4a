import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { parseOrThrow, sectionRouteTableSchema, type SectionName, type SectionRouteTable } from '@roo-docs/schemas';
import { faultPoint } from '../origin/fault.ts';
import { readHistory } from '../origin/history.ts';
import { readPointer, type Origin } from '../origin/origin.ts';
import { filesUnder, livePages } from '../origin/page-folder.ts';
import { cacheControl } from '../serve/site-path.ts';
import { contentTypeOf } from '../serve/content-type.ts';
import {
  blobKey,
  buildFolder,
  buildListKey,
  HISTORY_KEPT,
  privateShellKey,
  publicKey,
  setKey,
  type BuildRef,
  type PageSet,
  type S3Pointer,
} from './layout.ts';
import { splitIntoSets } from './page-sets.ts';
import { buildsOf, readSet } from './sync-down.ts';
import type { ObjectStore } from './store.ts';
import { sha256 } from './work-cache.ts';

const limit = pLimit(16);

/** The object's headers as the edge serves it, so the bucket alone also serves it right. */
function objectHeaders(sitePath: string) {
  const twin = /\.(br|gz)$/.exec(sitePath);
  const plain = twin ? sitePath.slice(0, -3) : sitePath;
  return {
    contentType: contentTypeOf(plain),
    cacheControl: cacheControl(`/${plain}`),
    ...(twin ? { contentEncoding: twin[1] === 'br' ? 'br' : 'gzip' } : {}),
  };
}

/** Uploads one build's files, then its file list: the list's presence says the build is whole. */
async function uploadBuild(store: ObjectStore, work: Origin, ref: BuildRef): Promise<void> {
  if (await store.exists(buildListKey(ref), 'upload builds')) return;
  const folder = buildFolder(ref);
  const files = filesUnder(join(work.dir, folder));
  const privateFiles = ref.kind === 'shell' ? filesUnder(join(work.state, 'shell', ref.id)) : [];
  let sent = 0;
  const put = (key: string, file: string, path: string) =>
    limit(async () => {
      await store.putImmutable(key, await readFile(file), objectHeaders(path), `upload build ${folder}`);
      if (++sent === Math.ceil(files.length / 2)) faultPoint('s3:mid-upload');
    });
  await Promise.all([
    ...files.map((f) => put(publicKey(`${folder}/${f}`), join(work.dir, folder, f), `${folder}/${f}`)),
    ...privateFiles.map((f) => put(privateShellKey(ref.id, f), join(work.state, 'shell', ref.id, f), f)),
  ]);
  const list = JSON.stringify({ files, privateFiles });
  await store.putImmutable(buildListKey(ref), Buffer.from(list), { contentType: 'application/json' }, `upload build ${folder}`);
}

async function uploadAssets(store: ObjectStore, work: Origin): Promise<void> {
  const remote = new Set((await store.list(publicKey('_assets/'), 'list assets')).map((o) => o.key));
  const local = filesUnder(join(work.dir, '_assets')).filter((f) => !f.includes('.tmp-'));
  await Promise.all(
    local
      .filter((f) => !remote.has(publicKey(`_assets/${f}`)))
      .map((f) =>
        limit(async () =>
          store.putImmutable(
            publicKey(`_assets/${f}`),
            await readFile(join(work.dir, '_assets', f)),
            objectHeaders(`_assets/${f}`),
            'upload assets',
          ),
        ),
      ),
  );
}

async function tablesOf(work: Origin, remotes: S3Pointer['remotes']): Promise<Map<SectionName, SectionRouteTable>> {
  const tables = new Map<SectionName, SectionRouteTable>();
  for (const [section, p] of Object.entries(remotes.sections)) {
    const raw = JSON.parse(await readFile(join(work.dir, p.routes), 'utf8')) as unknown;
    tables.set(section as SectionName, parseOrThrow(sectionRouteTableSchema, raw, p.routes));
  }
  return tables;
}

/**
 * Uploads the work folder's live page folder as page sets: a set whose files are unchanged keeps
 * its id (and is not uploaded again); a new one uploads the bytes the store lacks, then its list.
 */
async function uploadSets(store: ObjectStore, work: Origin, base: S3Pointer | null, remotes: S3Pointer['remotes']) {
  const known = new Set<string>();
  for (const id of Object.values(base?.sets ?? {}))
    for (const f of Object.values((await readSet(store, work, id)).files)) known.add(f.sha256);
  const live = livePages(work);
  const rendered = buildsOf(remotes).map((b) => b.id);
  const sets: Record<string, string> = {};
  for (const [name, paths] of splitIntoSets(filesUnder(live), await tablesOf(work, remotes))) {
    const files: PageSet['files'] = {};
    const bytes = new Map<string, Buffer>();
    for (const path of paths.sort()) {
      const body = await readFile(join(live, path));
      const sha = sha256(body);
      files[path] = { sha256: sha, size: body.length };
      bytes.set(sha, body);
    }
    const id = `${name}-${sha256(JSON.stringify(files)).slice(0, 20)}`;
    sets[name] = id;
    if (base?.sets[name] === id) continue;
    await Promise.all(
      [...bytes]
        .filter(([sha]) => !known.has(sha))
        .map(([sha, body]) => limit(() => store.putImmutable(blobKey(sha), body, {}, 'upload pages'))),
    );
    faultPoint('s3:pages-uploaded');
    const set: PageSet = { schemaVersion: 1, name, files, renderedWith: rendered };
    await store.putImmutable(
      setKey(id),
      Buffer.from(JSON.stringify(set)),
      { contentType: 'application/json' },
      'upload page sets',
    );
  }
  return sets;
}

/**
 * After the folder command ran in the work folder: everything its new live state needs is
 * uploaded (builds, assets, page sets), and the pointer that would name it is returned, not written.
 */
export async function syncUp(store: ObjectStore, work: Origin, base: S3Pointer | null): Promise<S3Pointer> {
  const remotes = await readPointer(work);
  const before = new Set(base ? buildsOf(base.remotes).map((b) => buildFolder(b)) : []);
  for (const ref of buildsOf(remotes)) if (!before.has(buildFolder(ref))) await uploadBuild(store, work, ref);
  await uploadAssets(store, work);
  faultPoint('s3:builds-uploaded');
  const sets = await uploadSets(store, work, base, remotes);
  const history = (await readHistory(work)).slice(-HISTORY_KEPT);
  return { schemaVersion: 1, remotes, sets, history, publishedAt: new Date().toISOString() };
}
