/**
 * Copies the newest search shard of each section build (`remotes/<section>/dist/<buildId>/`) into
 * the relevance test's fixtures, so that test runs without a build. Refuses shards the worker
 * would refuse. Run after building all five sections:
 *   npx jiti search-worker/scripts/snapshot-shards.ts
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_NAMES, type SectionName } from '@roo-docs/schemas';
import { loadShard } from '../src/runtime/shard.ts';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const target = join(repoRoot, 'search-worker/src/runtime/fixtures/site-shards');

// The build folder is named by content hash, so "newest" is the only way to tell the current one.
function newestShard(section: SectionName): string {
  const dist = join(repoRoot, 'remotes', section, 'dist');
  const shards = (existsSync(dist) ? readdirSync(dist) : [])
    .filter((id) => !id.startsWith('.'))
    .map((id) => join(dist, id, 'search-shard.json'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!shards[0]) throw new Error(`No build of ${section}: run npx jiti deploy/src/node/cli/main.ts build-remote ${section}`);
  return shards[0];
}

mkdirSync(target, { recursive: true });
for (const section of SECTION_NAMES) {
  const source = newestShard(section);
  const shard = loadShard(JSON.parse(readFileSync(source, 'utf8')), section);
  copyFileSync(source, join(target, `${section}.json`));
  console.log(`${section}: build ${shard.buildId}, ${shard.index.documentCount} documents, ${statSync(source).size} bytes`);
}
