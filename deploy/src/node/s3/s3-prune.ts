import { parseOrThrow, SECTION_NAMES } from '@roo-docs/schemas';
import { stackOf, type HistoryEntry } from '../origin/history.ts';
import type { PruneOptions } from '../origin/prune.ts';
import { buildFolder, pageSetSchema, setKey, type S3Pointer } from './layout.ts';
import { readS3Pointer } from './pointer-object.ts';
import type { ObjectStore } from './store.ts';
import { buildsOf } from './sync-down.ts';

/** Build folders (`_mf/<s>/<id>`, `_shell/<id>`) nothing can need: the folder prune's rules. */
function keptBuilds(pointer: S3Pointer, liveSets: { renderedWith: string[] }[], options: PruneOptions, since: number) {
  const keep = new Set(buildsOf(pointer.remotes).map(buildFolder));
  const history = pointer.history as HistoryEntry[];
  const recent = history.filter((e) => Date.parse(e.at) >= since).flatMap((e) => [e.before, e.after]);
  for (const section of SECTION_NAMES) {
    for (const id of stackOf(history, section).slice(-options.keepReleases)) keep.add(`_mf/${section}/${id}`);
    for (const p of recent) if (p.sections[section]) keep.add(`_mf/${section}/${p.sections[section].buildId}`);
  }
  for (const e of history.slice(-options.keepReleases))
    for (const p of [e.before, e.after]) if (p.shell) keep.add(`_shell/${p.shell.buildId}`);
  for (const p of recent) if (p.shell) keep.add(`_shell/${p.shell.buildId}`);
  // Live pages inline the pointer they were rendered with: every build it names stays loadable.
  return { folders: keep, rendered: new Set(liveSets.flatMap((s) => s.renderedWith)) };
}

/** The build folder an object key of `public/` or `builds/` or `private/` belongs to. */
function folderOfKey(key: string): { folder: string; id: string } | null {
  const m = /^(?:public\/|builds\/|private\/)(_?mf\/[a-z-]+\/[a-f0-9]{8,40}|_?shell\/[a-f0-9]{8,40})(?:[/.]|$)/.exec(key);
  if (!m) return null;
  const folder = m[1]!.startsWith('_') ? m[1]! : `_${m[1]!}`;
  return { folder, id: folder.split('/').pop()! };
}

/**
 * Deletes what nothing can need any more, with the folder prune's rules: builds neither live, nor
 * among a section's last `keepReleases` releases, nor live in the last `graceHours`, nor named by
 * the pointer a live page inlines; page sets and page bytes no live set uses; and uploads a killed
 * publish left (objects of a build whose list never came, multipart uploads never completed),
 * once older than the grace period, so a publish running right now loses nothing.
 */
export async function s3Prune(store: ObjectStore, options: PruneOptions): Promise<string[]> {
  const now = (options.now ?? new Date()).getTime();
  const since = now - options.graceHours * 3600_000;
  const base = await readS3Pointer(store);
  const removed: string[] = [];
  const aborted = await store.abortUploads(new Date(now - 3600_000), 'prune: abort unfinished uploads');
  if (aborted) removed.push(`${aborted} unfinished multipart upload(s)`);
  if (!base) return removed;
  const liveSets = await Promise.all(
    Object.values(base.doc.sets).map(async (id) => {
      const got = await store.get(setKey(id), 'prune: read live page sets');
      if (!got) throw new Error(`prune: the live pointer names page set ${id}, which is missing; nothing was deleted`);
      return parseOrThrow(pageSetSchema, JSON.parse(got.body.toString('utf8')), setKey(id));
    }),
  );
  const keep = keptBuilds(base.doc, liveSets, options, since);
  const old = (d: Date) => d.getTime() < since;

  const objects = [
    ...(await store.list('public/', 'prune: list builds')),
    ...(await store.list('builds/', 'prune: list builds')),
    ...(await store.list('private/', 'prune: list builds')),
  ];
  const byFolder = new Map<string, typeof objects>();
  for (const o of objects) {
    const f = folderOfKey(o.key);
    if (!f) continue;
    byFolder.set(f.folder, [...(byFolder.get(f.folder) ?? []), o]);
  }
  for (const [folder, objs] of byFolder) {
    const id = folder.split('/').pop()!;
    if (keep.folders.has(folder) || keep.rendered.has(id)) continue;
    // No lock guards the store: a build uploaded in the grace period may be about to go live.
    if (!objs.every((o) => old(o.lastModified))) continue;
    await store.deleteMany(
      objs.filter((o) => !o.key.startsWith('builds/')).map((o) => o.key),
      'prune: delete builds',
    );
    await store.deleteMany(
      objs.filter((o) => o.key.startsWith('builds/')).map((o) => o.key),
      'prune: delete builds',
    );
    removed.push(folder);
  }

  const liveIds = new Set(Object.values(base.doc.sets));
  const sets = await store.list('sets/', 'prune: list page sets');
  const deadSets = sets.filter((s) => !liveIds.has(s.key.slice(5, -5)) && old(s.lastModified)).map((s) => s.key);
  await store.deleteMany(deadSets, 'prune: delete page sets');
  removed.push(...deadSets);
  const used = new Set(liveSets.flatMap((s) => Object.values(s.files).map((f) => f.sha256)));
  // Sets kept for their grace period keep their bytes too.
  for (const s of sets.filter((s) => !deadSets.includes(s.key) && !liveIds.has(s.key.slice(5, -5)))) {
    const got = await store.get(s.key, 'prune: read page sets');
    if (got)
      for (const f of Object.values(parseOrThrow(pageSetSchema, JSON.parse(got.body.toString('utf8')), s.key).files))
        used.add(f.sha256);
  }
  const blobs = (await store.list('blobs/', 'prune: list pages')).filter((b) => !used.has(b.key.slice(6)) && old(b.lastModified));
  await store.deleteMany(
    blobs.map((b) => b.key),
    'prune: delete pages',
  );
  if (blobs.length) removed.push(`${blobs.length} page file(s) no live set uses`);
  return removed;
}
