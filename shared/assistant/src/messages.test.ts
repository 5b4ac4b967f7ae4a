import { describe, expect, test } from '@rstest/core';
import { ASK_KINDS, SAY_KINDS } from './message-kinds.ts';
import { queuedMessageSchema, taskMessageSchema } from './messages.ts';
import { tokenUsageSchema } from './token-usage.ts';

const message = {
  ts: 1757000000000,
  type: 'say',
  say: 'condense_context',
  partial: false,
  contextCondense: { cost: 0.02, prevContextTokens: 150000, newContextTokens: 12000, summary: 'Summary' },
  apiProtocol: 'anthropic',
  metadata: { gpt5: { previous_response_id: 'resp_1', reasoning_summary: 'Thought about it' } },
};

describe('task messages', () => {
  test('there are 12 ask kinds and 26 say kinds', () => {
    expect(ASK_KINDS).toHaveLength(12);
    expect(SAY_KINDS).toHaveLength(26);
    expect(new Set([...ASK_KINDS, ...SAY_KINDS]).has('user_edit_todos')).toBe(true);
  });

  test('a realistic message round-trips unchanged', () => {
    expect(taskMessageSchema.parse(message)).toEqual(message);
  });

  test('type, kinds and protocol take fixed values', () => {
    expect(taskMessageSchema.safeParse({ ...message, type: 'tell' }).success).toBe(false);
    expect(taskMessageSchema.safeParse({ ts: 1, type: 'ask', ask: 'followup' }).success).toBe(true);
    expect(taskMessageSchema.safeParse({ ts: 1, type: 'ask', ask: 'permission' }).success).toBe(false);
    expect(taskMessageSchema.safeParse({ ...message, apiProtocol: 'gemini' }).success).toBe(false);
  });

  test('a context condensation needs all four numbers and the summary', () => {
    expect(taskMessageSchema.safeParse({ ...message, contextCondense: { cost: 0, summary: 's' } }).success).toBe(false);
  });

  test('queued messages and token usage', () => {
    expect(queuedMessageSchema.safeParse({ timestamp: 1, id: 'q1', text: 'next' }).success).toBe(true);
    expect(queuedMessageSchema.safeParse({ timestamp: 1, text: 'next' }).success).toBe(false);
    const usage = { totalTokensIn: 10, totalTokensOut: 5, totalCost: 0.01, contextTokens: 15 };
    expect(tokenUsageSchema.parse(usage)).toEqual(usage);
    expect(tokenUsageSchema.safeParse({ ...usage, totalCost: undefined }).success).toBe(false);
  });
});
