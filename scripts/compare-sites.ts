// Compares two published sites file by file, build ids aside: the check that a change meant to
// keep the output (a re-cut of the code, a new build machine) did, and that a build is reproducible.
//   npm run compare-sites -- <siteA> <siteB>
// Exits 1 when a published file differs or exists on one side only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each build id of a site (its pointer's shell and sections), by a name both sites share. */
function buildIds(dir: string): Map<string, string> {
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

function neutral(text: string, ids: Map<string, string>): string {
  let out = text;
  for (const [id, name] of ids) out = out.replaceAll(id, name);
  return out;
}

/** Build folders no longer live (kept for rollback) are left out: only what the pointer names is compared. */
function liveFiles(dir: string, ids: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of publishedFiles(dir)) {
    const build = /^_(?:mf\/[^/]+|shell)\/([0-9a-f]{12})\//.exec(rel)?.[1];
    if (build && !ids.has(build)) continue;
    files.set(neutral(rel, ids), rel);
  }
  return files;
}

export interface SiteComparison {
  files: [number, number];
  /** How many of the first site's build ids the second has too (all of them when the builds are reproducible). */
  sameIds: number;
  ids: number;
  differing: string[];
  onlyA: string[];
  onlyB: string[];
}

/** The published files of two sites that differ beyond their build ids, and those on one side only. */
export function compareSites(a: string, b: string): SiteComparison {
  const idsA = buildIds(a);
  const idsB = buildIds(b);
  const filesA = liveFiles(a, idsA);
  const filesB = liveFiles(b, idsB);
  const differing: string[] = [];
  for (const [name, rel] of filesA) {
    const other = filesB.get(name);
    if (other === undefined) continue;
    const textA = readFileSync(join(a, rel), 'latin1');
    const textB = readFileSync(join(b, other), 'latin1');
    if (textA !== textB && neutral(textA, idsA) !== neutral(textB, idsB)) differing.push(name);
  }
  return {
    files: [filesA.size, filesB.size],
    sameIds: [...idsA.keys()].filter((id) => idsB.has(id)).length,
    ids: idsA.size,
    differing,
    onlyA: [...filesA.keys()].filter((n) => !filesB.has(n)),
    onlyB: [...filesB.keys()].filter((n) => !filesA.has(n)),
  };
}

function main(): void {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('Usage: npm run compare-sites -- <siteA> <siteB>');
  const r = compareSites(a, b);
  console.log(`${r.files[0]} and ${r.files[1]} published files; ${r.sameIds} of ${r.ids} build ids the same`);
  const list = (title: string, names: string[]) => {
    if (!names.length) return;
    console.log(`${title} (${names.length}):`);
    for (const n of names.slice(0, 40)) console.log(`  ${n}`);
    if (names.length > 40) console.log(`  … and ${names.length - 40} more`);
  };
  list('differ beyond their build ids', r.differing);
  list(`only in ${a}`, r.onlyA);
  list(`only in ${b}`, r.onlyB);
  if (r.differing.length || r.onlyA.length || r.onlyB.length) process.exitCode = 1;
  else console.log('identical apart from build ids');
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();
