// Compares two published sites file by file, build ids aside: the check that a change meant to
// keep the output (a re-cut of the code, a new build machine) did, and that a build is reproducible.
//   npm run compare-sites -- <siteA> <siteB>
// Exits 1 when a published file differs or exists on one side only. With `--reader` first, builds
// of different commits: code counted, not judged; every other file compared (compare-sites-reader.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIds, liveFiles, neutral } from './compare-sites-files.ts';
import { compareForReader } from './compare-sites-reader.ts';
import { list, printReaderComparison } from './compare-sites-report.ts';

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
  const args = process.argv.slice(2);
  const reader = args[0] === '--reader';
  const [a, b] = reader ? args.slice(1) : args;
  if (!a || !b) throw new Error('Usage: npm run compare-sites -- [--reader] <siteA> <siteB>');
  if (reader) {
    if (!printReaderComparison(compareForReader(a, b), a, b)) process.exitCode = 1;
    return;
  }
  const r = compareSites(a, b);
  console.log(`${r.files[0]} and ${r.files[1]} published files; ${r.sameIds} of ${r.ids} build ids the same`);
  list('differ beyond their build ids', r.differing);
  list(`only in ${a}`, r.onlyA);
  list(`only in ${b}`, r.onlyB);
  if (r.differing.length || r.onlyA.length || r.onlyB.length) process.exitCode = 1;
  else console.log('identical apart from build ids');
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();
