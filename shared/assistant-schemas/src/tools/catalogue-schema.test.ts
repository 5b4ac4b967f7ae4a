import { describe, expect, test } from '@rstest/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { groupMatrix, TOOL_CATALOGUE, toolEntry } from './catalogue/index.ts';
import { buildJsonSchema, JSON_SCHEMA_DOCUMENTS } from '../json-schemas.ts';
import { toolCatalogueSchema, toolEntrySchema } from './catalogue-schema.ts';

const issues = (value: unknown, schema: typeof toolCatalogueSchema | typeof toolEntrySchema = toolCatalogueSchema) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const entry = (name: string) => structuredClone(toolEntry(name)!);

describe('tool catalogue', () => {
  test('the data passes its schema: every 3.28.17 tool once, in its group and modes', () => {
    expect(issues(TOOL_CATALOGUE)).toEqual([]);
    expect(TOOL_CATALOGUE).toHaveLength(21);
  });

  test('a missing tool, a wrong group or wrong modes are refused, naming the tool', () => {
    expect(issues(TOOL_CATALOGUE.filter((t) => t.name !== 'list_files'))).toEqual([
      ': list_files appears 0 times, expected once',
    ]);
    const moved = TOOL_CATALOGUE.map((t) => (t.name === 'write_to_file' ? { ...t, group: 'read' as const } : t));
    expect(issues(moved)[0]).toMatch(/group: write_to_file belongs to group edit/);
    const widened = TOOL_CATALOGUE.map((t) => (t.name === 'execute_command' ? { ...t, modes: [...t.modes, 'ask' as const] } : t));
    expect(issues(widened)[0]).toMatch(/modes: execute_command is allowed in code, debug/);
  });

  test('an example that is not a call of its tool, or lacks a required parameter, is refused', () => {
    const wrongTool = { ...entry('list_files'), example: '<read_file><path>a</path></read_file>' };
    expect(issues(wrongTool, toolEntrySchema)).toContain('example: the example must be one <list_files> call');
    const missing = {
      ...entry('write_to_file'),
      example: '<write_to_file>\n<path>a.txt</path>\n<content>x</content>\n</write_to_file>',
    };
    expect(issues(missing, toolEntrySchema)).toEqual(['example: the example lacks the required parameter <line_count>']);
    const badForm = entry('apply_diff');
    badForm.forms![0]!.example = '<apply_diff>\n<path>a</path>\n</apply_diff>';
    expect(issues(badForm, toolEntrySchema)).toEqual(['forms.0.example: the example lacks the required parameter <args>']);
  });

  test('an enum parameter needs its values, and a parameter appears once', () => {
    const noValues = entry('browser_action');
    delete noValues.parameters[0]!.values;
    expect(issues(noValues, toolEntrySchema)).toEqual(['parameters.0.values: values are given exactly for enum parameters']);
    const twice = entry('list_files');
    twice.parameters.push(twice.parameters[0]!);
    expect(issues(twice, toolEntrySchema)).toEqual(['parameters.2: parameter path is listed twice']);
  });

  test('the group matrix lists every tool once and marks Architect’s Markdown-only edits', () => {
    const rows = groupMatrix();
    expect(rows.flatMap((r) => r.tools).sort()).toEqual(TOOL_CATALOGUE.map((t) => t.name).sort());
    const edit = rows.find((r) => r.group === 'edit')!;
    expect(edit.access[0]).toEqual({ kind: 'restricted', restriction: 'Markdown files only' });
    const modes = rows.find((r) => r.group === 'modes')!;
    expect(modes.access.every((a) => a.kind === 'yes')).toBe(true);
    const command = rows.find((r) => r.group === 'command')!;
    expect(command.access.map((a) => a.kind)).toEqual(['no', 'yes', 'no', 'yes', 'no']);
  });

  // In 3.28.17 only list_files reads showRooIgnoredFiles (listFilesTool.ts); search_files filters
  // blocked files in regexSearchFiles whatever the setting says, so listing it there misleads.
  test('showRooIgnoredFiles is a related setting of list_files only', () => {
    const tools = TOOL_CATALOGUE.filter((t) => t.settings.includes('showRooIgnoredFiles')).map((t) => t.name);
    expect(tools).toEqual(['list_files']);
  });

  test('the published JSON Schema accepts the catalogue and refuses an unknown tool or field', () => {
    const doc = JSON_SCHEMA_DOCUMENTS.find((d) => d.file === 'tool-catalogue.schema.json')!;
    const validate = new Ajv2020({ allErrors: true }).compile(buildJsonSchema(doc));
    expect(validate(TOOL_CATALOGUE)).toBe(true);
    expect(validate([{ ...entry('list_files'), name: 'delete_file' }])).toBe(false);
    expect(validate([{ ...entry('list_files'), icon: 'folder' }])).toBe(false);
  });
});
