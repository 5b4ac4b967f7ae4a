import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { npxEntryOf, offlineNpxEnv } from '@roo-docs/mcp/build';
import { stdioClient, stdioClientOf } from '@roo-docs/mcp/clients';
import { REPO_ROOT } from './repo-root.ts';

export { httpClient as httpMcp, stdioClient, type DocsMcpClient as McpUnderTest } from '@roo-docs/mcp/clients';

/** The package's bin on a published folder, over stdio. */
export const stdioMcp = (siteDir: string) => stdioClient(siteDir);

/**
 * A packed tarball run by `npx` exactly as the contract's stdio entry has Roo Code run the
 * published package, on an npm cache of its own that may fetch nothing. The transport passes only
 * its default environment and these variables, as Roo Code's does.
 */
export function npxMcp(tarball: string, siteDir: string, options: { cwd: string; cache: string }) {
  return stdioClientOf({ ...npxEntryOf(tarball, siteDir), cwd: options.cwd, env: offlineNpxEnv(options.cache) });
}

/** `roo-docs-deploy serve --mcp` on a free port of 127.0.0.1 (a folder or an s3:// site), with its URL once it is up. */
export async function serveWithMcp(
  site: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const args = [join(REPO_ROOT, 'deploy/bin/roo-docs-deploy.js'), 'serve', '--mcp'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, SITE_DIR: site, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const served = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (served) resolve(served[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code}) before serving:\n${out}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { url, child, stop };
}
