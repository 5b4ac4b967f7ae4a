import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
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

/** The package's bin on a published folder, over stdio, spawned by the SDK's own transport. */
export async function stdioMcp(siteDir: string): Promise<McpUnderTest> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(REPO_ROOT, 'mcp/bin', `${DOCS_MCP_BIN}.js`), '--site', siteDir],
    stderr: 'inherit',
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return wrap(client, () => client.close());
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
