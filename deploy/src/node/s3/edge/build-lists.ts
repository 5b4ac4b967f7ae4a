import { LRUCache } from 'lru-cache';
import { parseOrThrow } from '@roo-docs/schemas';
import { buildListKey, buildListSchema, type BuildRef } from '../layout.ts';
import type { ObjectStore } from '../store.ts';

/** The build a build-folder path lies in, and the path inside it; null for `_assets/`. */
export function buildOfPath(file: string): { ref: BuildRef; inside: string } | null {
  const mf = /^_mf\/([a-z-]+)\/([a-f0-9]{8,40})\/(.+)$/.exec(file);
  if (mf) return { ref: { kind: 'section', section: mf[1]!, id: mf[2]! }, inside: mf[3]! };
  const shell = /^_shell\/([a-f0-9]{8,40})\/(.+)$/.exec(file);
  if (shell) return { ref: { kind: 'shell', id: shell[1]! }, inside: shell[2]! };
  return null;
}

/**
 * Which files each build folder holds, from its file list (written after the files, never
 * changed): the edge picks a twin without asking the store for names that do not exist, and a
 * build whose upload never finished serves nothing.
 */
export class BuildLists {
  private readonly lists = new LRUCache<string, Set<string> | false>({ max: 256 });

  constructor(private readonly store: ObjectStore) {}

  async files(ref: BuildRef): Promise<Set<string> | false> {
    const key = buildListKey(ref);
    const known = this.lists.get(key);
    if (known !== undefined) return known;
    const got = await this.store.get(key, 'edge: read a build list');
    // Missing means "not complete yet": remembered only briefly, the upload may be finishing.
    if (!got) {
      this.lists.set(key, false, { ttl: 2000 });
      return false;
    }
    const list = parseOrThrow(buildListSchema, JSON.parse(got.body.toString('utf8')), key);
    const files = new Set(list.files);
    this.lists.set(key, files);
    return files;
  }
}
