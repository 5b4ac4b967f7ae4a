import { describe, expect, test } from '@rstest/core';
import { PROVIDER_IDS } from '../providers/provider-ids.ts';
import { TOOL_GROUPS, TOOL_NAMES } from '../tools/tool-groups.ts';
import { experimentsSchema } from './experiments.ts';
import { INTERFACE_LANGUAGES } from './languages.ts';
import { telemetrySettingSchema } from './telemetry.ts';

describe('fixed lists', () => {
  test('21 tools in 6 groups, the documented ones included', () => {
    expect(TOOL_NAMES).toHaveLength(21);
    expect(new Set(TOOL_NAMES).size).toBe(21);
    for (const tool of ['execute_command', 'insert_content', 'codebase_search', 'update_todo_list', 'generate_image'])
      expect(TOOL_NAMES).toContain(tool);
    expect(TOOL_GROUPS).toEqual(['read', 'edit', 'browser', 'command', 'mcp', 'modes']);
  });

  test('provider ids are unique and number about 40', () => {
    expect(new Set(PROVIDER_IDS).size).toBe(PROVIDER_IDS.length);
    expect(PROVIDER_IDS.length).toBeGreaterThanOrEqual(35);
  });

  test('18 interface languages, five experiments, a tri-state telemetry setting', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(18);
    expect(Object.keys(experimentsSchema.shape)).toEqual([
      'powerSteering',
      'multiFileApplyDiff',
      'preventFocusDisruption',
      'imageGeneration',
      'runSlashCommand',
    ]);
    expect(experimentsSchema.safeParse({ imageGeneration: 'yes' }).success).toBe(false);
    expect(['unset', 'enabled', 'disabled', 'maybe'].map((s) => telemetrySettingSchema.safeParse(s).success)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
