// Cites each pull request of a release on the change of its entry that describes it, where the
// match is clear: the entry's text then names it (`(#6167; thanks @a)`) and its page lists it,
// with its title and author, under that change. Pull requests no change clearly describes stay in
// the page's list of the others. The match reads only the entries and
// remotes/update-notes/sources/pull-requests.json (titles and authors from the extension's release
// tags); see match-pulls.ts for how a title is scored against a change.
//
//   npx jiti scripts/place-pulls.ts [--apply] [--show]
//
// Without --apply it prints what it would cite, per page; --show adds each placement with its
// score. Numbers an entry already names are left where they are.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { citePulls } from '@roo-docs/remote-update-notes/sources';
import { readReleaseNotes, remoteDir } from './release-notes-state.ts';

const args = process.argv.slice(2);
const { entries, pulls, refs, weight } = await readReleaseNotes();

let placed = 0;
let pages = 0;
for (const e of entries.filter((x) => x.kind === 'patch')) {
  const shipped = refs.shippedOn.get(e.version) ?? [];
  const { body, placements, units } = citePulls(e.body, shipped, weight);
  if (!placements.length) continue;
  placed += placements.length;
  pages++;
  console.log(`${e.version}: ${placements.length} of ${shipped.length} pull requests cited`);
  if (args.includes('--show'))
    for (const p of placements) {
      const pull = pulls.byNumber.get(p.n)!.pull;
      const change = units[p.unit]!.text.split('\n')[0]!.slice(0, 90);
      console.log(`  #${p.n} ${pull.title} (${p.score.toFixed(2)} vs ${p.runnerUp.toFixed(2)})\n    → ${change}`);
    }
  if (args.includes('--apply')) {
    const file = join(remoteDir, e.file);
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text.slice(0, text.length - e.body.length)}${body}`);
  }
}
console.log(
  `${placed} pull requests cited on ${pages} pages${args.includes('--apply') ? '' : ' (dry run: --apply writes them)'}`,
);
