import { describe, expect, it } from '@rstest/core';
import { DOCS_MCP_SERVER_NAME, docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { checkDocument } from './check.ts';

// The snippet the docs page shows and the page actions copy must be one Roo Code accepts.
describe('the docs MCP settings snippet', () => {
  it.each(['stdio', 'http'] as const)('passes Roo Code 3.28.17 MCP settings rules (%s)', (transport) => {
    const text = docsMcpSettingsText(transport);
    expect(JSON.parse(text).mcpServers[DOCS_MCP_SERVER_NAME]).toBeDefined();
    expect(checkDocument('mcp-settings', text)).toEqual({ status: 'accepted' });
  });

  it('is refused by the same rules when the entry is broken', () => {
    const text = docsMcpSettingsText('http').replace('"streamable-http"', '"websocket"');
    expect(checkDocument('mcp-settings', text).status).toBe('invalid');
  });
});
