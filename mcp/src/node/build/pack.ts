import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCS_MCP_PACKAGE, docsMcpStdioEntry } from '@roo-docs/schemas/contract';

/** `npm pack` of a publish folder into `destination`: the tarball `npm publish` would upload. */
export async function packBundle(outDir: string, destination: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['pack', outDir, '--pack-destination', destination, '--json'], {
    cwd: destination,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  return join(destination, filename);
}

/**
 * The contract's stdio entry, the one a reader pastes into Roo Code, with the package's name
 * swapped for a packed tarball: the same command and arguments, before anything is published.
 */
export function npxEntryOf(tarball: string, site: string): { command: string; args: string[] } {
  const entry = docsMcpStdioEntry(site);
  if (!entry.args.includes(DOCS_MCP_PACKAGE)) throw new Error(`The stdio entry no longer names ${DOCS_MCP_PACKAGE}`);
  return { command: entry.command, args: entry.args.map((arg) => (arg === DOCS_MCP_PACKAGE ? `file:${tarball}` : arg)) };
}

/**
 * What `npx` needs to prove it fetches nothing: a cache of its own (empty when it starts) and
 * offline mode, which fails any request the cache cannot answer.
 */
export const offlineNpxEnv = (cache: string): Record<string, string> => ({
  npm_config_cache: cache,
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
});
