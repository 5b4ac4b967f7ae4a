import { describe, expect, test } from '@rstest/core';
import { parse } from 'yaml';
import { checkDocument } from './check.ts';
import { DOCUMENT_RULES } from './documents.ts';
import type { ValidatorKind } from './kinds.ts';

const modes = `customModes:
  - slug: docs writer
    name: Docs
    roleDefinition: You write docs.
    groups: [read, read, [edit, {fileRegex: "("}]]
  - slug: docs-writer
    name: ""
    groups: [write]
`;

function problems(kind: ValidatorKind, text: string) {
  const result = checkDocument(kind, text);
  if (result.status !== 'invalid') throw new Error(`expected problems, got ${JSON.stringify(result)}`);
  return result;
}

describe('checkDocument', () => {
  test('each broken rule of a modes file gives the schema message at its path', () => {
    expect(problems('custom-modes', modes).problems).toEqual([
      { path: 'customModes[0].slug', message: 'Slug must contain only letters numbers and dashes' },
      { path: 'customModes[0].groups[2][1].fileRegex', message: 'Invalid regular expression pattern' },
      { path: 'customModes[0].groups', message: 'Duplicate groups are not allowed' },
      { path: 'customModes[1].name', message: 'Name is required' },
      { path: 'customModes[1].roleDefinition', message: 'Invalid input: expected string, received undefined' },
      { path: 'customModes[1].groups[0]', message: 'Invalid input' },
    ]);
  });

  test('duplicate slugs are reported on the list', () => {
    const text = JSON.stringify({
      customModes: [1, 2].map(() => ({ slug: 'a', name: 'A', roleDefinition: 'r', groups: [] })),
    });
    expect(problems('custom-modes', text).problems).toEqual([
      { path: 'customModes', message: 'Duplicate mode slugs are not allowed' },
    ]);
  });

  test('the corrected version keeps the syntax and the reader values, and passes', () => {
    const result = problems('custom-modes', modes);
    expect(result.skeletonSyntax).toBe('yaml');
    const fixed = parse(result.skeleton) as { customModes: Array<Record<string, unknown>> };
    expect(DOCUMENT_RULES['custom-modes'].schema.safeParse(fixed).success).toBe(true);
    expect(fixed.customModes.map((m) => m.slug)).toEqual(['docs-writer', 'docs-writer-2']);
    expect(fixed.customModes[0]?.roleDefinition).toBe('You write docs.');
    expect(fixed.customModes[0]?.groups).toEqual(['read', ['edit', {}]]);
  });

  test.each([
    ['marketplace-item', '{"type": "skill", "id": "x"}', 'type'],
    ['marketplace-item', 'type: mcp\nid: x\nname: X\ndescription: d\nauthorUrl: nope\ncontent: []\n', 'authorUrl'],
    [
      'settings-export',
      '{"providerProfiles": {"currentApiConfigName": "a", "apiConfigs": {"a": {"apiProvider": "nope"}}}}',
      'providerProfiles.apiConfigs.a.apiProvider',
    ],
    ['codebase-index', '{"codebaseIndexSearchMaxResults": 500}', 'codebaseIndexSearchMaxResults'],
    ['organization-settings', '{"version": 1, "allowList": {"allowAll": true}}', 'defaultSettings'],
    ['settings-export', '[]', '(root)'],
  ] as const)('%s: %s is repaired into a file the schema accepts', (kind, text, path) => {
    const result = problems(kind, text);
    expect(result.problems.map((p) => p.path)).toContain(path);
    const fixed = result.skeletonSyntax === 'yaml' ? parse(result.skeleton) : JSON.parse(result.skeleton);
    expect(DOCUMENT_RULES[kind].schema.safeParse(fixed).success).toBe(true);
  });

  test('a bad value takes the default the assistant uses', () => {
    const fixed = JSON.parse(problems('codebase-index', '{"codebaseIndexSearchMaxResults": 500}').skeleton);
    expect(fixed).toEqual({ codebaseIndexSearchMaxResults: 50 });
  });

  test('a valid file is accepted; unreadable and hostile text are told apart', () => {
    expect(checkDocument('codebase-index', '{"codebaseIndexEnabled": false}')).toEqual({ status: 'accepted' });
    expect(checkDocument('codebase-index', 'codebaseIndexEnabled: false').status).toBe('unreadable');
    expect(checkDocument('custom-modes', '['.repeat(70)).status).toBe('refused');
  });
});
