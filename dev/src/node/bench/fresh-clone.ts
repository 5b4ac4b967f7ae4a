import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheDirOf, PAGE_MEMO_FILE } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { devServerBundleDir } from '../../launch/dev-server-bundle.mjs';

/**
 * Removes what a fresh clone has not got and the dev server's start would use: the section
 * compiler's page memo of `sections` (every section unless named) and, with `bundle`, the dev
 * server's bundle (built again by the start). The published `site/` stays: a fresh clone builds it
 * once, before its first start.
 */
export async function asInFreshClone(
  repoRoot: string,
  { bundle = false, sections = SECTION_NAMES as readonly string[] } = {},
): Promise<void> {
  await Promise.all(sections.map((s) => rm(join(cacheDirOf(join(repoRoot, 'remotes', s)), PAGE_MEMO_FILE), { force: true })));
  if (bundle) await rm(devServerBundleDir(repoRoot), { recursive: true, force: true });
}
