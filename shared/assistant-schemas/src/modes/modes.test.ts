import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { loadFixture } from '../fixtures/load.ts';
import { customModesFileSchema, modeConfigSchema, modePromptOverridesSchema } from './modes.ts';

const problems = (value: unknown): string[] => {
  const result = customModesFileSchema.safeParse(value);
  return result.success ? [] : formatZodError(result.error);
};
const mode = (over: Record<string, unknown> = {}) => ({
  slug: 'reviewer',
  name: 'Reviewer',
  roleDefinition: 'You review code.',
  groups: ['read'],
  ...over,
});
const file = (...modes: unknown[]) => ({ customModes: modes });

describe('custom modes file', () => {
  test('the fixture with file-restricted edit groups round-trips unchanged', () => {
    const fixture = loadFixture('customModes');
    const parsed = customModesFileSchema.parse(fixture);
    expect(parsed).toEqual(fixture);
    expect(customModesFileSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    expect(parsed.customModes.filter((m) => m.groups.some((g) => Array.isArray(g) && g[1].fileRegex))).toHaveLength(3);
  });

  test('slug allows only letters, digits and dashes, with the exact message', () => {
    expect(problems(file(mode({ slug: 'Mode-2' })))).toEqual([]);
    for (const slug of ['my mode', 'my_mode', 'mode!', 'é', '']) {
      expect(problems(file(mode({ slug })))).toEqual(['customModes.0.slug: Slug must contain only letters numbers and dashes']);
    }
  });

  test('name and role definition are required, with the exact messages', () => {
    expect(problems(file(mode({ name: '' })))).toEqual(['customModes.0.name: Name is required']);
    expect(problems(file(mode({ roleDefinition: '' })))).toEqual(['customModes.0.roleDefinition: Role definition is required']);
  });

  test('a missing field keeps zod default wording', () => {
    const { name: _omitted, ...noName } = mode();
    expect(problems(file(noName))).toEqual(['customModes.0.name: Invalid input: expected string, received undefined']);
  });

  test('duplicate slugs in one file are rejected', () => {
    expect(problems(file(mode(), mode({ name: 'Other' })))).toEqual(['customModes: Duplicate mode slugs are not allowed']);
    expect(problems(file(mode(), mode({ slug: 'reviewer-2' })))).toEqual([]);
  });

  test('a tool group may appear once, with or without options', () => {
    const duplicate = 'customModes.0.groups: Duplicate groups are not allowed';
    expect(problems(file(mode({ groups: ['read', 'read'] })))).toEqual([duplicate]);
    expect(problems(file(mode({ groups: ['edit', ['edit', { fileRegex: '\\.md$' }]] })))).toEqual([duplicate]);
    expect(problems(file(mode({ groups: ['read', ['edit', { fileRegex: '\\.md$' }], 'command'] })))).toEqual([]);
  });

  test('fileRegex must compile, with the exact message', () => {
    for (const fileRegex of ['[', '(unclosed', '*.md']) {
      expect(problems(file(mode({ groups: [['edit', { fileRegex }]] })))).toEqual([
        'customModes.0.groups.0.1.fileRegex: Invalid regular expression pattern',
      ]);
    }
    expect(problems(file(mode({ groups: [['edit', { fileRegex: '^src/.*\\.tsx?$', description: 'TS' }]] })))).toEqual([]);
  });

  test('unknown tool groups and sources are rejected', () => {
    expect(problems(file(mode({ groups: ['write'] })))).not.toEqual([]);
    expect(problems(file(mode({ source: 'workspace' })))).not.toEqual([]);
    expect(modeConfigSchema.safeParse(mode({ source: 'global' })).success).toBe(true);
  });
});

describe('mode prompt overrides', () => {
  test('every part is optional and must be text', () => {
    expect(modePromptOverridesSchema.safeParse({ code: { whenToUse: 'Always' }, ask: {} }).success).toBe(true);
    expect(modePromptOverridesSchema.safeParse({ code: { roleDefinition: 3 } }).success).toBe(false);
  });
});
