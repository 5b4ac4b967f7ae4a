import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import { VFile } from 'vfile';
import { expect, test } from '@rstest/core';
import { DOCS_MCP_PACKAGE, DOCS_MCP_SERVER_NAME, docsMcpHttpEntry } from '@roo-docs/schemas/contract';
import { remarkDocsMcp } from './remark-docs-mcp.ts';
import { shikiOptions } from './shiki-options.ts';

async function compilePage(source: string) {
  const file = new VFile({ path: 'page.mdx', value: source });
  return String(await compile(file, { remarkPlugins: [remarkDocsMcp], rehypePlugins: [[rehypeShiki, shikiOptions]] }));
}

test('each transport becomes a highlighted json block of the contract’s entry, with its title', async () => {
  const stdio = await compilePage('<DocsMcpSettings transport="stdio" title=".roo/mcp.json"/>');
  expect(stdio).toContain('"data-title": ".roo/mcp.json"');
  expect(stdio).toContain('"data-language": "json"');
  expect(stdio).toContain(DOCS_MCP_PACKAGE);
  expect(stdio).toContain(DOCS_MCP_SERVER_NAME);
  expect(stdio).not.toContain('DocsMcpSettings');
  const http = await compilePage('<DocsMcpSettings transport="http"/>');
  expect(http).toContain('"data-title": "mcp_settings.json"');
  expect(http).toContain(docsMcpHttpEntry().url);
  expect(http).toContain('streamable-http');
});

test('an unknown transport, an expression or a use inside a sentence fails at the line', async () => {
  const error = await compilePage('text\n\n<DocsMcpSettings transport="sse"/>').catch((e: unknown) => e);
  expect(error).toMatchObject({ line: 3, column: 1 });
  expect(String(error)).toMatch(/transport is "stdio" or "http"/);
  await expect(compilePage('<DocsMcpSettings transport={"http"}/>')).rejects.toThrow(/needs a literal transport/);
  await expect(compilePage('Paste <DocsMcpSettings/> here.')).rejects.toThrow(/must stand on its own line/);
});
