import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import { VFile } from 'vfile';
import { expect, test } from '@rstest/core';
import { toolEntry } from '@roo-docs/assistant-schemas/tools';
import { remarkToolCatalogue } from './remark-tool-catalogue.ts';
import { shikiOptions } from './shiki-options.ts';
import { useToolCatalogue } from './tool-catalogue-source.ts';

async function compilePage(source: string) {
  const file = new VFile({ path: 'page.mdx', value: source });
  return String(await compile(file, { remarkPlugins: [remarkToolCatalogue], rehypePlugins: [[rehypeShiki, shikiOptions]] }));
}

test('ToolParams, ToolFacts and ToolGroupMatrix get their data as literals', async () => {
  const js = await compilePage('<ToolParams tool="list_files"/>\n\n<ToolFacts tool="list_files"/>\n\n<ToolGroupMatrix/>');
  expect(js).toContain('parameters: [');
  expect(js).toContain(JSON.stringify(toolEntry('list_files')!.parameters[1]!.meaning));
  expect(js).toContain('facts: {');
  expect(js).toContain('"toggle": "Read"');
  expect(js).toContain('matrix: {');
  expect(js).toContain('"/advanced-usage/available-tools/execute-command"');
  // Only this page's tool: another tool's text stays out of the bundle.
  expect(js).not.toContain(toolEntry('write_to_file')!.summary);
});

test('ToolExample becomes a Shiki-highlighted xml block with a title', async () => {
  const js = await compilePage('<ToolExample tool="apply_diff" form="multi-file" title="Two files"/>');
  expect(js).toContain('"data-title": "Two files"');
  expect(js).toContain('"data-language": "xml"');
  expect(js).toContain('"--shiki-light": "#116329"');
  expect(js).not.toContain('ToolExample');
});

test('an unknown tool or form, or an inline example, fails with the line', async () => {
  const error = await compilePage('text\n\n<ToolParams tool="delete_file"/>').catch((e: unknown) => e);
  expect(error).toMatchObject({ line: 3, column: 1 });
  expect(String(error)).toMatch(/<ToolParams tool="delete_file"\/>: no such tool/);
  await expect(compilePage('<ToolExample tool="read_file" form="batch"/>')).rejects.toThrow(/read_file has no form "batch"/);
  await expect(compilePage('See <ToolExample tool="read_file"/> here.')).rejects.toThrow(/must stand on its own line/);
});

test('ToolAvailability gets the catalogue sentence, and a tool with no condition fails', async () => {
  const js = await compilePage('Offered when <ToolAvailability tool="codebase_search"/>');
  expect(js).toContain(`availability: ${JSON.stringify(toolEntry('codebase_search')!.availability)}`);
  await expect(compilePage('<ToolAvailability tool="list_files"/>')).rejects.toThrow(/list_files has no availability/);
});

test('pages compile from the catalogue handed in last (the dev server reads it afresh after a save)', async () => {
  const real = await import('@roo-docs/assistant-schemas/tools');
  const edited = { ...real, toolFactsData: () => ({ ...real.toolFactsData(toolEntry('list_files')!), group: 'edited-group' }) };
  useToolCatalogue(edited as typeof real);
  try {
    expect(await compilePage('<ToolFacts tool="list_files"/>')).toContain('"edited-group"');
  } finally {
    useToolCatalogue(real);
  }
  expect(await compilePage('<ToolFacts tool="list_files"/>')).not.toContain('"edited-group"');
});
