import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, type StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { npxEntryOf, offlineNpxEnv } from '@roo-docs/mcp/build';
import { DOCS_MCP_BIN, DOCS_MCP_HTTP_PATH } from '@roo-docs/schemas/contract';
import { REPO_ROOT } from './repo-root.ts';

/** A tool's answer as a test reads it: its text, whether it is an error, its structured part. */
export interface ToolAnswer {
  text: string;
  isError: boolean;
  structured: Record<string, unknown> | undefined;
}

export interface McpUnderTest {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  close(): Promise<void>;
}

function wrap(client: Client, close: () => Promise<void>): McpUnderTest {
  return {
    client,
    async call(name, args) {
      const result = await client.callTool({ name, arguments: args });
      const content = result.content as { type: string; text?: string }[];
      return {
        text: content.map((c) => c.text ?? '').join('\n'),
        isError: result.isError === true,
        structured: result.structuredContent as Record<string, unknown> | undefined,
      };
    },
    close,
  };
}

/** An SDK client on a server its own stdio transport spawns, as Roo Code starts one. */
async function stdioClient(params: StdioServerParameters): Promise<McpUnderTest> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ stderr: 'inherit', ...params }));
  return wrap(client, () => client.close());
}

/** The package's bin on a published folder, over stdio, spawned by the SDK's own transport. */
export function stdioMcp(siteDir: string): Promise<McpUnderTest> {
  return stdioClient({
    command: process.execPath,
    args: [join(REPO_ROOT, 'mcp/bin', `${DOCS_MCP_BIN}.js`), '--site', siteDir],
  });
}

/**
 * A packed tarball run by `npx` exactly as the contract's stdio entry has Roo Code run the
 * published package, on an npm cache of its own that may fetch nothing. The transport passes only
 * its default environment and these variables, as Roo Code's does.
 */
export function npxMcp(tarball: string, siteDir: string, options: { cwd: string; cache: string }) {
  return stdioClient({ ...npxEntryOf(tarball, siteDir), cwd: options.cwd, env: offlineNpxEnv(options.cache) });
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

/** An SDK client on a served site's Streamable HTTP endpoint. */
export async function httpMcp(siteUrl: string): Promise<McpUnderTest> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${siteUrl}${DOCS_MCP_HTTP_PATH}`)));
  return wrap(client, () => client.close());
}
