// Cites the pull requests of a release that its entry does not cite yet on the change the
// extension's CHANGELOG states them in: the CHANGELOG line at the release's tag that names the pull
// request (its number, or clearly its title and author) is matched to the one change of the entry
// that states the same thing (see changelog-match.ts). The entry's line gets the number, and
// `thanks @author` where it credits no one yet and the sources credit the author for the release;
// nothing else of its wording changes.
//
//   npx jiti scripts/place-pulls-changelog.ts [Roo-Code bare repo] [--series 3.19] [--apply]
//
// Without --apply it prints each match (pull request, CHANGELOG line, change) for review.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { changeUnits, seriesOf } from '@roo-docs/remote-update-notes';
import { changelogSection, citeWithCredit, placeByChangelog } from '@roo-docs/remote-update-notes/sources';
import { readReleaseNotes, remoteDir } from './release-notes-state.ts';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const series = args.includes('--series') ? args[args.indexOf('--series') + 1] : undefined;
const extension =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--series') ?? '/work/.mirror/RooCodeInc+Roo-Code/repo';
const LAST_TAG = 'v3.28.17';
const git = (...a: string[]) =>
  execFileSync('git', [`--git-dir=${extension}`, ...a], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
// The CHANGELOG as the release's own tag has it, and as the last one does (a release without a tag of its own).
const changelogAt = (tag: string) => {
  try {
    return git('show', `${tag}:CHANGELOG.md`);
  } catch {
    return '';
  }
};
const last = changelogAt(LAST_TAG);
const linesOf = (version: string) => [
  ...new Set([...changelogSection(changelogAt(`v${version}`), version), ...changelogSection(last, version)]),
];

const { entries, pulls, refs, weight } = await readReleaseNotes();

let placed = 0;
for (const e of entries.filter((x) => x.kind === 'patch' && (!series || seriesOf(x.version) === series))) {
  const units = changeUnits(e.body);
  const cited = new Set(units.flatMap((u) => u.cites));
  const shipped = refs.shippedOn.get(e.version) ?? [];
  const open = shipped.filter((p) => p.kind !== 'internal' && !cited.has(p.n));
  const lines = (e.covers ?? [e.version]).flatMap(linesOf);
  const found = placeByChangelog(units, lines, open, weight, shipped).filter((p) => units[p.unit]!.citeAt !== undefined);
  if (!found.length) continue;
  placed += found.length;
  console.log(`${e.version}: ${found.length} of ${open.length}`);
  for (const p of found) {
    const pull = pulls.byNumber.get(p.n)!.pull;
    console.log(`  #${p.n} ${pull.title} — ${pull.author ?? '?'}\n    CL ${p.line.trim().slice(0, 150)}`);
    console.log(`    → ${units[p.unit]!.text.split('\n')[0]!.slice(0, 150)}`);
  }
  if (!apply) continue;
  let body = e.body;
  const byUnit = new Map<number, typeof found>();
  for (const p of found) byUnit.set(p.unit, [...(byUnit.get(p.unit) ?? []), p]);
  // From the end back, so the offsets of earlier changes still hold.
  for (const [i, list] of [...byUnit].sort((a, b) => units[b[0]]!.citeAt! - units[a[0]]!.citeAt!)) {
    const end = units[i]!.citeAt!;
    const start = body.lastIndexOf('\n', end - 1) + 1;
    const numbers = list.map((p) => p.n).sort((a, b) => Number(a) - Number(b));
    // Thanked by name only where the sources credit them for this release (the page's `credits`),
    // in the credits' spelling; the page names every author on its pull request's line anyway.
    const credited = new Map((e.credits ?? []).map((c) => [c.toLowerCase(), c]));
    const authors = numbers.map((n) => credited.get(pulls.byNumber.get(n)!.pull.author?.toLowerCase() ?? '') ?? null);
    body = `${body.slice(0, start)}${citeWithCredit(body.slice(start, end), numbers, authors, (n) => pulls.byNumber.has(n))}${body.slice(end)}`;
  }
  const file = join(remoteDir, e.file);
  const text = await readFile(file, 'utf8');
  await writeFile(file, `${text.slice(0, text.length - e.body.length)}${body}`);
}
console.log(`${placed} pull requests matched${apply ? ' and cited' : ' (dry run: --apply writes them)'}`);
