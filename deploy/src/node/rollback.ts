import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseOrThrow, remotesPointerSchema, type SectionName } from '@roo-docs/schemas';
import type { RemoteBuild } from '@roo-docs/build';
import { validateSectionBuild } from './artefacts.ts';
import { readPointer, type Origin } from './origin.ts';
import { publish, type PublishReport } from './publish.ts';

/** Build ids a section has had live, oldest first, from the deploy history. */
export async function liveHistory(origin: Origin, section: SectionName): Promise<string[]> {
  const text = await readFile(join(origin.state, 'history.jsonl'), 'utf8').catch(() => '');
  const ids: string[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const after = parseOrThrow(remotesPointerSchema, JSON.parse(line).after, 'deploy history entry');
    const id = after.sections[section]?.buildId;
    if (id && ids[ids.length - 1] !== id) ids.push(id);
  }
  return ids;
}

/**
 * Points a section back to the build that was live before the current one, with its pages
 * prerendered again by the live shell. The older build is still on the origin (builds are never
 * deleted while tabs may use them), so nothing is rebuilt.
 */
export async function rollback(origin: Origin, section: SectionName): Promise<PublishReport & { from: string; to: string }> {
  const current = (await readPointer(origin)).sections[section]?.buildId;
  if (!current) throw new Error(`${section} is not live, so there is nothing to roll back`);
  const ids = await liveHistory(origin, section);
  const at = ids.lastIndexOf(current);
  const previous = at > 0 ? ids[at - 1] : undefined;
  if (!previous) throw new Error(`${section} has no earlier build in the deploy history`);
  const dir = join(origin.dir, '_mf', section, previous);
  const valid = await validateSectionBuild(section, previous, dir);
  const build: RemoteBuild = { section, buildId: previous, dir, table: valid.table, external: [], warnings: [] };
  const report = await publish({ origin, sections: [build] });
  return { ...report, from: current, to: previous };
}
