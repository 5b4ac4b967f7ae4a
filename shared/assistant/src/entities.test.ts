import { describe, expect, test } from '@rstest/core';
import { commandExecutionStatusSchema, toolExecutionStatusSchema } from './execution-status.ts';
import { EXPERIMENT_IDS, experimentsSchema } from './experiments.ts';
import { historyItemSchema } from './history.ts';
import { INTERFACE_LANGUAGES } from './languages.ts';
import { PROVIDER_IDS } from './provider-ids.ts';
import { shareResultSchema } from './share.ts';
import { telemetrySettingSchema } from './telemetry.ts';
import { todoItemSchema } from './todo.ts';
import { TOOL_GROUPS, TOOL_NAMES } from './tools.ts';

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
    expect(EXPERIMENT_IDS).toEqual([
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

describe('records', () => {
  test('a subtask history item keeps its parent and root', () => {
    const item = {
      id: 'b',
      rootTaskId: 'a',
      parentTaskId: 'a',
      number: 2,
      ts: 1,
      task: 'Write tests',
      tokensIn: 10,
      tokensOut: 5,
      totalCost: 0.01,
      mode: 'code',
    };
    expect(historyItemSchema.parse(item)).toEqual(item);
    expect(historyItemSchema.safeParse({ ...item, totalCost: undefined }).success).toBe(false);
  });

  test('todo items have one of three statuses', () => {
    for (const status of ['pending', 'in_progress', 'completed'])
      expect(todoItemSchema.safeParse({ id: '1', content: 'x', status }).success).toBe(true);
    expect(todoItemSchema.safeParse({ id: '1', content: 'x', status: 'done' }).success).toBe(false);
  });

  test('a share result reports success or an error', () => {
    expect(
      shareResultSchema.safeParse({ success: true, shareUrl: 'https://app.example/share/1', isNewShare: true }).success,
    ).toBe(true);
    expect(shareResultSchema.safeParse({ success: false, error: 'Sharing is disabled' }).success).toBe(true);
    expect(shareResultSchema.safeParse({ shareUrl: 'x' }).success).toBe(false);
  });

  test('tool and command execution statuses', () => {
    expect(toolExecutionStatusSchema.safeParse({ executionId: 'e', status: 'error' }).success).toBe(true);
    expect(toolExecutionStatusSchema.safeParse({ executionId: 'e', status: 'started' }).success).toBe(false);
    expect(toolExecutionStatusSchema.safeParse({ executionId: 'e', status: 'exited' }).success).toBe(false);
    for (const status of ['fallback', 'timeout'])
      expect(commandExecutionStatusSchema.safeParse({ executionId: 'e', status }).success).toBe(true);
    expect(commandExecutionStatusSchema.safeParse({ executionId: 'e', status: 'output' }).success).toBe(false);
    expect(commandExecutionStatusSchema.safeParse({ executionId: 'e', status: 'completed' }).success).toBe(false);
  });
});
