import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { throughTemp } from './temp-names.ts';
import {
  parseOrThrow,
  remotesPointerSchema,
  sectionBuildBase,
  type RemotesPointer,
  type SectionName,
  POINTER_FILE,
} from '@roo-docs/schemas';

/**
 * The origin: a plain directory any static host can serve (its pages are links into `.pages/`,
 * page-folder.ts), plus private deploy state in `.deploy/`.
 */
export interface Origin {
  dir: string;
  state: string;
}

export function originAt(dir: string): Origin {
  return { dir, state: join(dir, '.deploy') };
}

/** The folder of a section build on the origin, served at `sectionBuildBase(section, buildId)`. */
export function sectionBuildDir(origin: Origin, section: SectionName, buildId: string): string {
  // No trailing slash: callers derive sibling names from it (`<dir>.tmp-<pid>`).
  return join(origin.dir, sectionBuildBase(section, buildId), '.');
}

/** Writes a file so readers see the old bytes or the new ones, never a torn mix. */
export async function writeAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await throughTemp(`${file}.${process.pid}.${Date.now()}.tmp`, file, (tmp) => writeFile(tmp, data));
}

export const EMPTY_POINTER: RemotesPointer = { schemaVersion: 1, shell: null, sections: {} };

export async function readPointer(origin: Origin): Promise<RemotesPointer> {
  let raw: string;
  try {
    raw = await readFile(join(origin.dir, POINTER_FILE), 'utf8');
  } catch {
    return EMPTY_POINTER;
  }
  return parseOrThrow(remotesPointerSchema, JSON.parse(raw), `${origin.dir}/${POINTER_FILE}`);
}

/** Writes `remotes.json` into `dir`: a publish's page folder (page-folder.ts), laid out as the site. */
export async function writePointer(dir: string, pointer: RemotesPointer): Promise<void> {
  const valid = parseOrThrow(remotesPointerSchema, pointer, `new ${POINTER_FILE}`);
  await writeAtomic(join(dir, POINTER_FILE), `${JSON.stringify(valid, null, 1)}\n`);
}

/** Where a route's prerendered HTML lives: `/` → index.html, `/faq` → faq/index.html. */
export function htmlFileOf(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}
