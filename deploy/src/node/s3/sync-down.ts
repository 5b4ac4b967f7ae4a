import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { parseOrThrow, SECTION_NAMES } from '@roo-docs/schemas';
import { writeAtomic, type Origin } from '../origin/origin.ts';
import {
  ensureLinks,
  filesUnder,
  liveId,
  pageFolder,
  removeDeadLinks,
  removeOtherFolders,
  switchLive,
} from '../origin/page-folder.ts';
import {
  blobKey,
  buildFolder,
  buildListKey,
  buildListSchema,
  pageSetSchema,
  privateShellKey,
  publicKey,
  setKey,
  type BuildRef,
  type PageSet,
  type S3Pointer,
} from './layout.ts';
import type { ObjectStore } from './store.ts';
import { cachedBlob, cachedSet, sha256 } from './work-cache.ts';

const limit = pLimit(16);

async function fetchTo(store: ObjectStore, key: string, file: string, step: string): Promise<Buffer> {
  const got = await store.get(key, step);
  if (!got) throw new Error(`object store, step '${step}': ${key} is missing, yet the live pointer needs it`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, got.body);
  return got.body;
}

/** The builds a pointer names: the shell and each live section. */
export function buildsOf(pointer: S3Pointer['remotes']): BuildRef[] {
  const refs: BuildRef[] = pointer.shell ? [{ kind: 'shell', id: pointer.shell.buildId }] : [];
  for (const section of SECTION_NAMES) {
    const p = pointer.sections[section];
    if (p) refs.push({ kind: 'section', section, id: p.buildId });
  }
  return refs;
}

/**
 * Brings one complete build into the work folder (once: builds never change). Its file list is
 * written after its files, so a build whose list is missing was never finished and is refused.
 */
export async function ensureBuild(store: ObjectStore, work: Origin, ref: BuildRef): Promise<void> {
  const folder = join(work.dir, buildFolder(ref));
  const privateDir = ref.kind === 'shell' ? join(work.state, 'shell', ref.id) : undefined;
  if (existsSync(folder) && (!privateDir || existsSync(privateDir))) return;
  const step = `fetch build ${buildFolder(ref)}`;
  const listed = await store.get(buildListKey(ref), step);
  if (!listed) throw new Error(`object store, step '${step}': the build was never completely uploaded (no ${buildListKey(ref)})`);
  const list = parseOrThrow(buildListSchema, JSON.parse(listed.body.toString('utf8')), buildListKey(ref));
  const fill = async (target: string, files: string[], keyOf: (f: string) => string) => {
    const tmp = `${target}.s3-${process.pid}`;
    await rm(tmp, { recursive: true, force: true });
    await Promise.all(files.map((f) => limit(() => fetchTo(store, keyOf(f), join(tmp, f), step))));
    await rm(target, { recursive: true, force: true });
    await mkdir(dirname(target), { recursive: true });
    await rename(tmp, target);
  };
  if (privateDir) await fill(privateDir, list.privateFiles, (f) => privateShellKey(ref.id, f));
  await fill(folder, list.files, (f) => publicKey(`${buildFolder(ref)}/${f}`));
}

/** The site-wide content-addressed assets the work folder lacks. */
export async function ensureAssets(store: ObjectStore, work: Origin): Promise<void> {
  const remote = await store.list(publicKey('_assets/'), 'list assets');
  const missing = remote.filter((o) => !existsSync(join(work.dir, o.key.slice('public/'.length))));
  await Promise.all(
    missing.map((o) => limit(() => fetchTo(store, o.key, join(work.dir, o.key.slice('public/'.length)), 'fetch assets'))),
  );
}

export async function readSet(store: ObjectStore, work: Origin, id: string): Promise<PageSet> {
  const local = cachedSet(work, id);
  const text = await readFile(local, 'utf8').catch(() => null);
  if (text) return parseOrThrow(pageSetSchema, JSON.parse(text), local);
  const got = await store.get(setKey(id), `fetch page set ${id}`);
  if (!got) throw new Error(`object store, step 'fetch page set ${id}': ${setKey(id)} is missing, yet the pointer names it`);
  const set = parseOrThrow(pageSetSchema, JSON.parse(got.body.toString('utf8')), setKey(id));
  await writeAtomic(local, got.body);
  return set;
}

// Pages with the same bytes share one blob: fetched once even when asked for at the same moment.
const fetching = new Map<string, Promise<string>>();

function ensureBlob(store: ObjectStore, work: Origin, sha: string): Promise<string> {
  const file = cachedBlob(work, sha);
  if (existsSync(file)) return Promise.resolve(file);
  let pending = fetching.get(file);
  if (!pending) {
    pending = fetchBlob(store, file, sha).finally(() => fetching.delete(file));
    fetching.set(file, pending);
  }
  return pending;
}

async function fetchBlob(store: ObjectStore, file: string, sha: string): Promise<string> {
  const body = await fetchTo(store, blobKey(sha), `${file}.tmp-${process.pid}`, 'fetch pages');
  if (sha256(body) !== sha)
    throw new Error(`object store, step 'fetch pages': ${blobKey(sha)} does not hold the bytes its name says`);
  await rename(`${file}.tmp-${process.pid}`, file);
  return file;
}

/**
 * Lays the pointer's page sets out as the work folder's live page folder (hard links to the
 * fetched bytes), exactly as a folder origin publishing them would have it.
 */
async function materializePages(store: ObjectStore, work: Origin, pointer: S3Pointer | null): Promise<void> {
  const ids = pointer ? Object.values(pointer.sets).sort() : [];
  const id = `s3-${sha256(ids.join(',')).slice(0, 16)}`;
  if (liveId(work) === id && existsSync(pageFolder(work, id))) return;
  const folder = pageFolder(work, id);
  await rm(folder, { recursive: true, force: true });
  for (const setId of ids) {
    const set = await readSet(store, work, setId);
    await Promise.all(
      Object.entries(set.files).map(([path, f]) =>
        limit(async () => {
          const blob = await ensureBlob(store, work, f.sha256);
          await mkdir(dirname(join(folder, path)), { recursive: true });
          await link(blob, join(folder, path));
        }),
      ),
    );
  }
  await mkdir(folder, { recursive: true });
  ensureLinks(work, filesUnder(folder));
  switchLive(work, id);
  removeDeadLinks(work);
  removeOtherFolders(work);
}

/**
 * Makes the work folder a folder origin equal to the object store's live site: its builds, its
 * pages, its history. The store is the truth: a local journal of a run killed before its pointer
 * switch is dropped (nothing of it went live), and the command starts again from the store.
 */
export async function syncDown(store: ObjectStore, work: Origin, pointer: S3Pointer | null): Promise<void> {
  await mkdir(work.state, { recursive: true });
  await rm(join(work.state, 'journal.json'), { force: true });
  for (const ref of pointer ? buildsOf(pointer.remotes) : []) await ensureBuild(store, work, ref);
  if (pointer) await ensureAssets(store, work);
  await materializePages(store, work, pointer);
  const history = (pointer?.history ?? []).map((e) => JSON.stringify(e)).join('\n');
  await writeAtomic(join(work.state, 'history.jsonl'), history ? `${history}\n` : '');
}
