import { expect, test } from '@rstest/core';
import { DOCS_MCP_PAGE, DOCS_MCP_SERVER_NAME, docsMcpStdioEntry } from '@roo-docs/schemas/contract';
import { menuItems } from './menu-items.ts';

test('the menu leads to the docs MCP page, then copies the entry that page shows first', () => {
  const items = menuItems('/features/checkpoints');
  expect(items.map((i) => i.label)).toEqual([
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
    'Use these docs in Roo Code',
    'Copy MCP settings',
  ]);
  expect(items[3]).toMatchObject({ href: DOCS_MCP_PAGE });
  const copy = items[4]!;
  expect('text' in copy).toBe(true);
  if (!('text' in copy)) return;
  const pasted = JSON.parse(copy.text()) as { mcpServers: Record<string, unknown> };
  expect(pasted.mcpServers).toEqual({ [DOCS_MCP_SERVER_NAME]: docsMcpStdioEntry() });
  expect(copy.after.copied.label).not.toBe(copy.label);
});
