// A published site's files as both comparisons read them: live build folders only, build ids named.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Each build id of a site (its pointer's shell and sections), by a name both sites share. */
export function buildIds(dir: string): Map<string, string> {
  const pointer = JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as {
    shell: { buildId: string } | null;
    sections: Record<string, { buildId: string }>;
  };
  const ids = new Map<string, string>();
  if (pointer.shell) ids.set(pointer.shell.buildId, '<shell-build>');
  for (const [section, p] of Object.entries(pointer.sections)) ids.set(p.buildId, `<${section}-build>`);
  return ids;
}

/**
 * Published files as a reader gets them (links followed): not the deploy's own folders (`.deploy`,
 * `.pages`, which the site's links point into), not compressed copies (made from the files compared).
 */
function publishedFiles(dir: string, at = ''): string[] {
  const files: string[] = [];
  for (const name of readdirSync(join(dir, at))) {
    if (name.startsWith('.') || /\.(br|gz)$/.test(name)) continue;
    const rel = at ? `${at}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) files.push(...publishedFiles(dir, rel));
    else files.push(rel);
  }
  return files;
}

export function neutral(text: string, ids: Map<string, string>): string {
  let out = text;
  for (const [id, name] of ids) out = out.replaceAll(id, name);
  return out;
}

/** Build folders no longer live (kept for rollback) are left out: only what the pointer names is compared. */
export function liveFiles(dir: string, ids: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of publishedFiles(dir)) {
    const build = /^_(?:mf\/[^/]+|shell)\/([0-9a-f]{12})\//.exec(rel)?.[1];
    if (build && !ids.has(build)) continue;
    files.set(neutral(rel, ids), rel);
  }
  return files;
}
