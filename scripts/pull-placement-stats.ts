// Counts how many of the shipped pull requests sit on their changes, and how many have an author,
// from the entries and remotes/update-notes/sources/pull-requests.json (for issue reports).
//
//   npx jiti scripts/pull-placement-stats.ts [--series]
import { changeUnits, seriesOf } from '@roo-docs/remote-update-notes';
import { readReleaseNotes } from './release-notes-state.ts';

const { entries, pulls, refs } = await readReleaseNotes();

const total = { all: 0, placed: 0, open: 0, openPlaced: 0, features: 0, featuresPlaced: 0 };
const bySeries = new Map<string, { open: number; openPlaced: number }>();
for (const e of entries.filter((x) => x.kind === 'patch')) {
  const shipped = refs.shippedOn.get(e.version) ?? [];
  // A pull request sits on its change when a change of the entry cites it (as the page puts it).
  const placed = new Set(changeUnits(e.body).flatMap((u) => u.cites));
  const series = bySeries.get(seriesOf(e.version)) ?? { open: 0, openPlaced: 0 };
  for (const p of shipped) {
    const on = placed.has(p.n);
    total.all++;
    if (on) total.placed++;
    if (p.kind === 'feature') {
      total.features++;
      if (on) total.featuresPlaced++;
    }
    if (p.kind === 'internal') continue;
    total.open++;
    series.open++;
    if (on) {
      total.openPlaced++;
      series.openPlaced++;
    }
  }
  bySeries.set(seriesOf(e.version), series);
}
console.log(`features on their changes: ${total.featuresPlaced} of ${total.features}`);
const authors = [...pulls.byNumber.values()].filter((x) => x.pull.author).length;
console.log(`shipped pull requests on their changes: ${total.placed} of ${total.all}`);
console.log(
  `not internal, on their changes: ${total.openPlaced} of ${total.open} (${((100 * total.openPlaced) / total.open).toFixed(1)}%)`,
);
console.log(`authors known: ${authors} of ${pulls.byNumber.size} (${pulls.byNumber.size - authors} null)`);
if (process.argv.includes('--series')) for (const [s, c] of bySeries) console.log(`  ${s}: ${c.openPlaced} of ${c.open}`);
