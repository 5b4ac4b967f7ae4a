import { join } from 'node:path';
import { buildMcpBundle, packBundle, type BundleResult } from '@roo-docs/mcp/build';
import { REPO_ROOT } from './repo-root.ts';

/** A publish folder built and packed as an operator would, and the tarball `npm pack` made of it. */
export interface PackedMcp extends BundleResult {
  tarball: string;
}

/** `npm run build -w @roo-docs/mcp` into `work/dist`, then `npm pack` of that folder into `work`. */
export async function packMcp(work: string): Promise<PackedMcp> {
  const built = await buildMcpBundle(join(REPO_ROOT, 'mcp'), join(work, 'dist'));
  return { ...built, tarball: await packBundle(built.outDir, work) };
}
