import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { REPO_ROOT } from './sections.ts';

const builds = new Map<SectionName, Promise<RemoteBuild>>();

/** The section built once per test file, however many of its checks read the build. */
export function builtSection(section: SectionName): Promise<RemoteBuild> {
  if (!builds.has(section)) builds.set(section, buildRemote(REPO_ROOT, section));
  return builds.get(section)!;
}
