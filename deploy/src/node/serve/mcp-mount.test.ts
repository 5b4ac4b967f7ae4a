import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { isMcpRequest } from './mcp-mount.ts';

test('only /mcp, with or without a query, is the MCP endpoint', () => {
  for (const url of ['/mcp', '/mcp?x=1']) assert.equal(isMcpRequest(url), true, url);
  for (const url of ['/mcp/', '/mcpx', '/features/mcp', '/MCP', '', undefined])
    assert.equal(isMcpRequest(url), false, String(url));
});
