// What `npm run compare-sites -- --reader` prints: counts by kind, the files that differ with where
// the first of each kind differs, and the code by build folder.
import { KINDS, type ReaderComparison } from './compare-sites-reader.ts';

/** Prints up to 40 names under a title with their count; nothing for none. */
export function list(title: string, names: string[]): void {
  if (!names.length) return;
  console.log(`${title} (${names.length}):`);
  for (const n of names.slice(0, 40)) console.log(`  ${n}`);
  if (names.length > 40) console.log(`  … and ${names.length - 40} more`);
}

/** Prints the comparison; true when every file but code is the same on both sides. */
export function printReaderComparison(r: ReaderComparison, dirA: string, dirB: string): boolean {
  console.log(`${r.files[0]} and ${r.files[1]} published files; ${r.sameIds} of ${r.ids} build ids the same`);
  console.log('compared, code aside: ' + KINDS.map((k) => `${k} ${r.compared[k]} (${r.differing[k].length} differ)`).join(', '));
  for (const k of KINDS) {
    list(`${k} that differ`, r.differing[k]);
    if (r.firstDifference[k]) console.log(`  first: ${r.firstDifference[k]}`);
  }
  list(`only in ${dirA}`, r.onlyA);
  list(`only in ${dirB}`, r.onlyB);
  console.log(
    "code (JS, and a section's ssr/ folder), not judged: files A/B, the same, renamed only, without a twin A/B, bytes A/B",
  );
  for (const [folder, c] of Object.entries(r.code)) {
    console.log(
      `  ${folder}: ${c.files.join('/')}, ${c.same}, ${c.renamedOnly}, ${c.withoutTwin.join('/')}, ${c.bytes.join('/')}`,
    );
    // A few changed files are worth naming (which chunk took the change); hundreds are not.
    const [inA, inB] = c.changed.map((names) => names.map((n) => n.slice(folder.length + 1)).join(' '));
    if ((inA || inB) && c.changed.flat().length <= 8) console.log(`    without a twin: ${inA} / ${inB}`);
  }
  const differs = KINDS.some((k) => r.differing[k].length) || r.onlyA.length > 0 || r.onlyB.length > 0;
  if (!differs) console.log('every file but code identical apart from build ids and generated names');
  return !differs;
}
