import { describe, expect, test } from '@rstest/core';
import { checkDocument } from './check.ts';
import { locatePaths } from './locate.ts';

const located = (kind: Parameters<typeof checkDocument>[0], text: string) => {
  const result = checkDocument(kind, text, { locate: true });
  if (result.status !== 'invalid') throw new Error(`expected problems, got ${result.status}`);
  return result.problems.map(({ path, line, column }) => ({ path, line, column }));
};

describe('problems located in the text', () => {
  test('a YAML modes file: the value each problem names, by line and column', () => {
    const text = 'customModes:\n  - slug: bad slug\n    name: ""\n    roleDefinition: r\n    groups: [read]\n';
    expect(located('custom-modes', text)).toEqual([
      { path: 'customModes[0].slug', line: 2, column: 11 },
      { path: 'customModes[0].name', line: 3, column: 11 },
    ]);
  });

  test('a JSON MCP settings file: a missing field is shown at the object that lacks it', () => {
    const text = '{\n  "mcpServers": {\n    "docs": {\n      "url": "http://127.0.0.1:4173/mcp"\n    }\n  }\n}\n';
    expect(located('mcp-settings', text)).toEqual([{ path: 'mcpServers.docs.type', line: 3, column: 13 }]);
  });

  test('without locate the problems are as the page shows them, path and message only', () => {
    const result = checkDocument('mcp-settings', '{"mcpServers": {"a": {"command": ""}}}');
    expect(result.status === 'invalid' && result.problems).toEqual([
      { path: 'mcpServers.a.command', message: 'Command cannot be empty' },
    ]);
  });

  test('a path the text does not have falls back to its nearest parent, or the start', () => {
    expect(locatePaths('a:\n  b: 1\n', [['a', 'c'], [], ['x']])).toEqual([
      { line: 2, column: 3 },
      { line: 1, column: 1 },
      { line: 1, column: 1 },
    ]);
  });
});
