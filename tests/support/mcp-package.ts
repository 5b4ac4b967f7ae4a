import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildMcpBundle, type BundleResult } from '@roo-docs/mcp/build';
import { REPO_ROOT } from './repo-root.ts';

/** A publish folder built and packed as an operator would, and the tarball `npm pack` made of it. */
export interface PackedMcp extends BundleResult {
  tarball: string;
}

/** `npm run build -w @roo-docs/mcp` into `work/dist`, then `npm pack` of that folder into `work`. */
export async function packMcp(work: string): Promise<PackedMcp> {
  const built = await buildMcpBundle(join(REPO_ROOT, 'mcp'), join(work, 'dist'));
  const { stdout } = await promisify(execFile)('npm', ['pack', built.outDir, '--pack-destination', work, '--json'], {
    cwd: work,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  return { ...built, tarball: join(work, filename) };
}
