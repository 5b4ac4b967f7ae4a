import { describe, expect, test } from '@rstest/core';
import { ASSISTANT_EVENT_NAMES, taskEventSchema } from './events.ts';

const usage = { totalTokensIn: 1, totalTokensOut: 2, totalCost: 0.1, contextTokens: 3 };

describe('task events', () => {
  test('every lifecycle event has a wire name', () => {
    const names = Object.values(ASSISTANT_EVENT_NAMES);
    for (const name of ['taskCreated', 'taskSpawned', 'taskModeSwitched', 'taskAskResponded', 'taskToolFailed', 'evalFail']) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  test('payloads are checked per event', () => {
    expect(taskEventSchema.safeParse({ eventName: 'taskStarted', payload: ['t1'] }).success).toBe(true);
    expect(taskEventSchema.safeParse({ eventName: 'taskStarted', payload: [] }).success).toBe(false);
    const completed = ['t1', usage, { read_file: { attempts: 3, failures: 1 } }, { isSubtask: false }];
    expect(taskEventSchema.safeParse({ eventName: 'taskCompleted', payload: completed }).success).toBe(true);
    expect(taskEventSchema.safeParse({ eventName: 'taskCompleted', payload: completed.slice(0, 2) }).success).toBe(false);
  });

  test('a failed tool must be a known tool', () => {
    expect(taskEventSchema.safeParse({ eventName: 'taskToolFailed', payload: ['t1', 'apply_diff', 'no match'] }).success).toBe(
      true,
    );
    expect(taskEventSchema.safeParse({ eventName: 'taskToolFailed', payload: ['t1', 'rm_rf', 'no'] }).success).toBe(false);
  });

  test('evaluation results need the runner task id and no payload', () => {
    expect(taskEventSchema.safeParse({ eventName: 'evalPass', taskId: 7 }).success).toBe(true);
    expect(taskEventSchema.safeParse({ eventName: 'evalPass' }).success).toBe(false);
    expect(taskEventSchema.safeParse({ eventName: 'evalFail', taskId: 7, payload: ['x'] }).success).toBe(false);
  });

  test('an unknown event name is rejected', () => {
    expect(taskEventSchema.safeParse({ eventName: 'taskExploded', payload: ['t1'] }).success).toBe(false);
  });
});
