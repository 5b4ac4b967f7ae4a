import { chmod, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runRspack } from '@roo-docs/build-kit';
import { foreignLoads } from './bundle-imports.ts';
import { BUNDLE_FILE, bundleConfig } from './bundle-config.ts';
import { publishManifest, publishReadme, type SourceManifest } from './manifest.ts';

/** What a build wrote: the publish folder, its bundle and the bundle's size as served raw and gzipped. */
export interface BundleResult {
  outDir: string;
  bundle: string;
  version: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Builds the publish folder (`mcp/dist/` by default): the bundle, its package.json and README.
 * The folder is emptied first, so nothing of an older build is packed with it; a bundle that
 * loads anything but Node's built-ins is refused.
 */
export async function buildMcpBundle(mcpDir: string, outDir = join(mcpDir, 'dist')): Promise<BundleResult> {
  const source = JSON.parse(await readFile(join(mcpDir, 'package.json'), 'utf8')) as SourceManifest;
  await rm(outDir, { recursive: true, force: true });
  await runRspack([bundleConfig(mcpDir, outDir)]);
  const bundle = join(outDir, BUNDLE_FILE);
  const text = await readFile(bundle);
  const foreign = foreignLoads(text.toString('utf8'));
  if (foreign.length) {
    const names = [...new Set(foreign.map((load) => load.specifier))].join(', ');
    throw new Error(`${bundle} loads what it does not carry (${names}): a reader's npx would not have it`);
  }
  await chmod(bundle, 0o755);
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(publishManifest(source), null, 2)}\n`);
  await writeFile(join(outDir, 'README.md'), publishReadme());
  return {
    outDir,
    bundle,
    version: source.version,
    bytes: (await stat(bundle)).size,
    gzipBytes: gzipSync(text, { level: 9 }).length,
  };
}
