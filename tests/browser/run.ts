// Runs every browser scenario (and the visual suite, tests/visual) in one process, one after another (they share one build of the
// site; each publishes its own origin). node:test reports the results when the process ends.
// Pages are prerendered as deploy renders them, with React's production build (same HTML, ~7x faster).
import '../../deploy/src/node/cli/production-env.ts';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('--')); // flags such as --update go to the suites
const files = (await readdir(dir))
  .filter((f) => f.endsWith('.test.ts') && (!only.length || only.some((o) => f.includes(o))))
  .sort();
for (const file of files) await import(new URL(file, import.meta.url).href);
// The visual regression suite runs last, on the same build of the site.
if (!only.length || only.some((o) => 'visual'.includes(o))) await import('../visual/visual.test.ts');
