import { startDevProcess, type DevProcess } from '../../dev/src/node/dev-process.ts';
import { REPO_ROOT } from './repo-root.ts';

/**
 * Which site the browser tests drive: `published` (the default: built, published on a fresh origin,
 * served by the embedded server) or `dev` (`npm run dev` with every section live from source).
 * Set with `ROO_TEST_TARGET=dev`, or `npm run test:browser:dev`, which also keeps to the dev set.
 */
export type TestTarget = 'published' | 'dev';
export const TEST_TARGET_ENV = 'ROO_TEST_TARGET';
/** The targets of a file that holds for both; the files that pass it are the dev set. */
export const BOTH_TARGETS: readonly TestTarget[] = ['published', 'dev'];

/** Names the dev server the dev target's global setup started, for every file of the run. */
export const DEV_SITE_ENV = 'ROO_DOCS_TEST_DEV_SITE';

export function testTarget(): TestTarget {
  const value = process.env[TEST_TARGET_ENV] ?? 'published';
  if (value === 'published' || value === 'dev') return value;
  throw new Error(`${TEST_TARGET_ENV} must be 'published' or 'dev' (got '${value.slice(0, 80)}')`);
}

/**
 * `npm run dev` with every section live, as a writer's fresh clone runs it: the dev set drives
 * sections a writer edits, so none of them comes from a published copy. The published-site folder
 * is one that does not exist, so a `site/` left in the checkout cannot lend its search shards.
 */
export async function startDevTarget(): Promise<DevProcess> {
  const dev = await startDevProcess({ repoRoot: REPO_ROOT, siteDir: '.tmp/dev-target-no-site' });
  // What it printed is the only trace of a dev server that stopped under a test: say it there.
  dev.child.once('exit', (code, signal) => {
    if (!stopping.has(dev))
      process.stderr.write(`the dev target's server exited (${code ?? signal}):\n${dev.lines.slice(-40).join('\n')}\n`);
  });
  const close = dev.close;
  return Object.assign(dev, { close: () => (stopping.add(dev), close()) });
}

const stopping = new WeakSet<DevProcess>();
