import { describe, expect, test } from '@rstest/core';
import { mcpSettingsFileSchema } from './mcp-settings.ts';

const messages = (value: unknown) => {
  const result = mcpSettingsFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const servers = (server: unknown) => ({ mcpServers: { docs: server } });

describe('MCP settings as Roo Code 3.28.17 reads them', () => {
  test('a stdio server and a Streamable HTTP server are accepted', () => {
    expect(messages(servers({ command: 'npx', args: ['-y', 'pkg'], env: { A: 'b' }, alwaysAllow: ['x'] }))).toEqual([]);
    expect(messages(servers({ type: 'streamable-http', url: 'http://127.0.0.1:4173/mcp', headers: {} }))).toEqual([]);
    expect(messages({ mcpServers: {} })).toEqual([]);
  });

  test('each wrong shape gets the message the assistant shows', () => {
    expect(messages({})).toEqual(['mcpServers: Invalid input: expected record, received undefined']);
    expect(messages(servers({ url: 'http://127.0.0.1/mcp' }))).toEqual([
      "mcpServers.docs.type: Configuration with 'url' must explicitly specify 'type' as 'sse' or 'streamable-http'.",
    ]);
    expect(messages(servers({ command: 'npx', url: 'http://127.0.0.1/mcp', type: 'sse' }))[0]).toMatch(
      /^mcpServers.docs: Cannot mix/,
    );
    expect(messages(servers({ type: 'stdio' }))[0]).toMatch(/must include either 'command'/);
    expect(messages(servers({ type: 'streamable-http', command: 'npx' }))).toEqual([
      "mcpServers.docs: For 'streamable-http' type servers, you must provide a 'url' field and can optionally include 'headers'",
    ]);
    expect(messages(servers({ type: 'http', url: 'http://127.0.0.1/mcp' }))[0]).toMatch(
      /Server type must be 'stdio', 'sse', or 'streamable-http'/,
    );
    expect(messages(servers({ command: '' }))[0]).toMatch(/Command cannot be empty/);
    expect(messages(servers({ command: 'npx', timeout: 0 }))[0]).toMatch(/^mcpServers.docs.timeout:/);
    expect(messages(servers({ type: 'sse', url: 'not a url' }))[0]).toMatch(/URL must be a valid URL format/);
  });
});
