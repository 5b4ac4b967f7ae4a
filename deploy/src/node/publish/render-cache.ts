import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PAGE_KEYS_FILE } from '@roo-docs/section-build';
import type { RemotesPointer, SectionName, SectionPointer } from '@roo-docs/schemas';
import type { DocumentKeyInput, ShellSsr } from '@roo-docs/shell/node';
import { htmlFileOf, writeAtomic, type Origin } from '../origin/origin.ts';
import { livePages } from '../origin/page-folder.ts';

/**
 * What the last publish of a section rendered: the shell and pointer its pages were rendered
 * under, and per route the key of what the page was drawn from and the hash of the HTML written.
 */
interface RenderRecord {
  shell: string;
  pointer: RemotesPointer;
  pages: Record<string, [key: string, html: string]>;
}

const recordFile = (origin: Origin, section: SectionName) => join(origin.state, 'rendered', `${section}.json`);
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

const HEX = /^[0-9a-f]{8,64}$/;
const URL_FIELDS = ['manifest', 'routes', 'searchShard', 'ssr'] as const;

/**
 * The strings a page prints of the builds it was rendered under that differ in `next`, old to new:
 * each changed section's build id and artefact hashes. Null when a page under `next` is not the
 * old one with those strings swapped (a section or the shell added, removed or changed, or an
 * artefact moved).
 */
export function swappedStrings(old: RemotesPointer, next: RemotesPointer): Map<string, string> | null {
  if (old.shell?.buildId !== next.shell?.buildId) return null;
  // The allowed origins are in every page's script policy too, not only in its inlined pointer.
  if (JSON.stringify(old.devOrigins ?? []) !== JSON.stringify(next.devOrigins ?? [])) return null;
  const sections = new Set([...Object.keys(old.sections), ...Object.keys(next.sections)]) as Set<SectionName>;
  const swaps = new Map<string, string>();
  for (const section of sections) {
    const a: SectionPointer | undefined = old.sections[section];
    const b: SectionPointer | undefined = next.sections[section];
    if (!a || !b) return null;
    if (a.buildId === b.buildId) {
      if (JSON.stringify(a) !== JSON.stringify(b)) return null;
      continue;
    }
    if (URL_FIELDS.some((k) => a[k].replaceAll(a.buildId, b.buildId) !== b[k])) return null;
    const pairs: [string, string][] = [[a.buildId, b.buildId]];
    for (const k of ['manifest', 'routes', 'searchShard'] as const)
      if (a.hashes[k] !== b.hashes[k]) pairs.push([a.hashes[k], b.hashes[k]]);
    for (const [from, to] of pairs) {
      // Hex words only (they are swapped as such), and one old string never stands for two new ones.
      if (!HEX.test(from) || !HEX.test(to) || (swaps.has(from) && swaps.get(from) !== to)) return null;
      swaps.set(from, to);
    }
  }
  return swaps;
}

/**
 * Swaps whole hex words of `html` by `swaps`; null unless every one of them occurs (a page names
 * every section's build in its pointer, so a page missing one is not what this expects).
 */
export function swapStrings(html: string, swaps: Map<string, string>): string | null {
  if (!swaps.size) return html;
  const found = new Set<string>();
  const pattern = new RegExp(`(?<![0-9a-f])(?:${[...swaps.keys()].join('|')})(?![0-9a-f])`, 'g');
  const out = html.replace(pattern, (word) => {
    found.add(word);
    return swaps.get(word)!;
  });
  return found.size === swaps.size ? out : null;
}

export interface RenderCache {
  /** The page's last rendered HTML with the new builds swapped in, or null to render it. */
  reuse(path: string, input: DocumentKeyInput): Promise<string | null>;
  /** Records the HTML published for a page (rendered or reused), after `reuse` was asked. */
  remember(path: string, html: string): void;
  /** Pages reused so far. */
  readonly reused: number;
  /** Writes the record of this publish, once its pages are live. */
  save(): Promise<void>;
}

/**
 * A page of a section is drawn from its page module, the navigation it shows and the shell; the
 * pointer and build ids it only prints. When none of the first three changed since the last
 * publish (its build's page key, the shell's `documentKey`, the shell build), the page's live
 * HTML with the builds' strings swapped is byte for byte what a new render gives, and rendering
 * is skipped. The live file must still be the one recorded (its hash), so anything else that
 * rewrote it (an older deploy, a hand edit) makes it render again.
 */
export async function openRenderCache(
  origin: Origin,
  section: SectionName,
  shell: { buildId: string; ssr: ShellSsr },
  pointer: RemotesPointer,
): Promise<RenderCache> {
  const file = recordFile(origin, section);
  const ssr = pointer.sections[section]?.ssr;
  const pageKeys: Record<string, string> | null =
    typeof shell.ssr.documentKey === 'function' && ssr
      ? await readFile(join(origin.dir, dirname(ssr), PAGE_KEYS_FILE.replace(/^ssr\//, '')), 'utf8').then(
          (t) => JSON.parse(t) as Record<string, string>,
          () => null,
        )
      : null;
  const old: RenderRecord | null = pageKeys
    ? await readFile(file, 'utf8').then(
        (t) => JSON.parse(t) as RenderRecord,
        () => null,
      )
    : null;
  const swaps = old && old.shell === shell.buildId ? swappedStrings(old.pointer, pointer) : null;
  const next: RenderRecord = { shell: shell.buildId, pointer, pages: {} };
  let reused = 0;
  const keys = new Map<string, string>();
  const keyOf = (path: string, input: DocumentKeyInput) => {
    const page = pageKeys?.[path];
    if (page === undefined) return null;
    const key = sha(`${shell.buildId}\0${page}\0${shell.ssr.documentKey!(input)}`);
    keys.set(path, key);
    return key;
  };
  return {
    get reused() {
      return reused;
    },
    async reuse(path, input) {
      const key = keyOf(path, input);
      const was = old?.pages[path];
      if (!swaps || !was || was[0] !== key) return null;
      // Synchronously, as publish writes pages: libuv's threads are busy compressing.
      let live: string;
      try {
        live = readFileSync(join(livePages(origin), htmlFileOf(path)), 'utf8');
      } catch {
        return null;
      }
      if (sha(live) !== was[1]) return null;
      const html = swapStrings(live, swaps);
      if (html !== null) reused++;
      return html;
    },
    remember(path, html) {
      const key = keys.get(path);
      if (key) next.pages[path] = [key, sha(html)];
    },
    async save() {
      if (Object.keys(next.pages).length) await writeAtomic(file, JSON.stringify(next));
      else await rm(file, { force: true });
    },
  };
}
