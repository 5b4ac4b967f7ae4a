import { mkdirSync, readdirSync, readlinkSync, renameSync, rmdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Origin } from './origin.ts';

/**
 * Everything a publish changes (pages, their `.br`/`.gz` twins, `remotes.json`, sitemap, llms.txt,
 * schemas, redirect pages) lives in one folder per publish, `.pages/<id>/`, laid out as the site.
 * `.pages/live` is a symlink to the live one, and each served path is a symlink through it
 * (`faq/index.html -> ../.pages/live/faq/index.html`). A publish fills a new folder, then
 * renames a fresh `live` link over the old one: one rename(2) switches every page, twin and the
 * pointer together, so no reader ever sees two builds of a section, a twin of another version of
 * its page, or a page newer than the pointer.
 */
export const pagesRoot = (origin: Origin) => join(origin.dir, '.pages');
export const livePages = (origin: Origin) => join(pagesRoot(origin), 'live');
export const pageFolder = (origin: Origin, id: string) => join(pagesRoot(origin), id);

// Build folders and assets are immutable and served as they are; dot names are private.
const NOT_PAGES = new Set(['_mf', '_shell', '_assets']);
const isPageArea = (name: string) => !name.startsWith('.') && !NOT_PAGES.has(name);

/** A link's target (dangling or not), 'other' for a file or folder, null for nothing. */
export function entryAt(path: string): { link: string } | 'other' | null {
  try {
    return { link: readlinkSync(path) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EINVAL') return 'other';
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

const resolves = (path: string) => statSync(path, { throwIfNoEntry: false }) !== undefined;

/** Files and links under `dir`, relative to it, sorted; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** Every file and link of the served site outside the immutable folders, origin-relative. */
export function servedPaths(origin: Origin): string[] {
  const top = readdirSync(origin.dir, { withFileTypes: true }).filter((e) => isPageArea(e.name));
  return top.flatMap((e) => (e.isDirectory() ? filesUnder(join(origin.dir, e.name)).map((f) => join(e.name, f)) : [e.name]));
}

/** The id of the live page folder, or null before the first publish. */
export function liveId(origin: Origin): string | null {
  const live = entryAt(livePages(origin));
  return live && live !== 'other' ? live.link : null;
}

const linkTarget = (origin: Origin, file: string) => relative(dirname(join(origin.dir, file)), join(livePages(origin), file));

/** Replaces `path` (whatever is there, or nothing) with a symlink to `target`, in one rename. */
function placeLink(target: string, path: string) {
  const tmp = `${path}.link-${process.pid}`;
  rmSync(tmp, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, tmp);
  renameSync(tmp, path);
}

/**
 * Makes each of `files` a served path: a link through `.pages/live`. A link made for a page the
 * live folder lacks yet answers 404 until the switch, as the page did before; existing links
 * are left alone, so this costs one readlink per page.
 */
export function ensureLinks(origin: Origin, files: string[]): number {
  let made = 0;
  for (const file of files) {
    const target = linkTarget(origin, file);
    const there = entryAt(join(origin.dir, file));
    if (there && there !== 'other' && there.link === target) continue;
    placeLink(target, join(origin.dir, file));
    made++;
  }
  return made;
}

/** Points `.pages/live` at folder `id`: the switch-over, one rename. */
export function switchLive(origin: Origin, id: string): void {
  placeLink(id, livePages(origin));
}

/**
 * Removes served links the live folder has no file for (dropped pages), and folders left empty;
 * also a link a killed deploy left half-placed (`<file>.link-<pid>`).
 */
export function removeDeadLinks(origin: Origin): number {
  let removed = 0;
  for (const file of servedPaths(origin)) {
    const path = join(origin.dir, file);
    const there = entryAt(path);
    if (!there || there === 'other' || (resolves(path) && !/\.link-\d+$/.test(file))) continue;
    rmSync(path, { force: true });
    removeEmptyParents(origin.dir, dirname(path));
    removed++;
  }
  return removed;
}

/** Removes page folders other than the live one and `keep` (publishes that never switched, old ones). */
export function removeOtherFolders(origin: Origin, keep?: string): string[] {
  const live = liveId(origin);
  let names: string[];
  try {
    names = readdirSync(pagesRoot(origin));
  } catch {
    return [];
  }
  const gone = names.filter((n) => n !== 'live' && n !== live && n !== keep);
  for (const name of gone) rmSync(pageFolder(origin, name), { recursive: true, force: true });
  return gone;
}

/** A dropped page leaves no empty folder behind (`/old-page/` would otherwise list as a directory). */
function removeEmptyParents(root: string, dir: string): void {
  while (dir.startsWith(`${root}/`)) {
    try {
      rmdirSync(dir);
    } catch {
      return; // not empty (or already gone): stop here
    }
    dir = dirname(dir);
  }
}
