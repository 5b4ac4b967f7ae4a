import type { SectionName } from '@roo-docs/schemas';
import type { RemoteBuild } from '@roo-docs/section-build';
import { validateSectionBuild } from '../publish/artefacts.ts';
import { releaseStack } from './history.ts';
import { readPointer, sectionBuildDir, type Origin } from './origin.ts';
import { publish, type PublishReport } from '../publish/publish.ts';

/**
 * Points a section back to the release before the current one (rolling back again goes further back), with its pages
 * prerendered again by the live shell. The older build is still on the origin (builds are never
 * deleted while tabs may use them), so nothing is rebuilt.
 */
export async function rollback(origin: Origin, section: SectionName): Promise<PublishReport & { from: string; to: string }> {
  const current = (await readPointer(origin)).sections[section]?.buildId;
  if (!current) throw new Error(`${section} is not live, so there is nothing to roll back`);
  const stack = await releaseStack(origin, section);
  // The stack's top is the live build unless someone edited remotes.json by hand: then refuse.
  if (stack[stack.length - 1] !== current)
    throw new Error(`${section}'s live build ${current} is not its last release in the deploy history`);
  const previous = stack[stack.length - 2];
  if (!previous) throw new Error(`${section} has no earlier build in the deploy history`);
  const dir = sectionBuildDir(origin, section, previous);
  const valid = await validateSectionBuild(section, previous, dir);
  const build: RemoteBuild = { section, buildId: previous, dir, table: valid.table, external: [], warnings: [] };
  const report = await publish({ origin, sections: [build], rollback: section, validated: new Map([[section, valid]]) });
  return { ...report, from: current, to: previous };
}
