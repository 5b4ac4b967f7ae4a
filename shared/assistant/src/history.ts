import { z } from 'zod';

/** One task in the task history list. */
export const historyItemSchema = z.object({
  /** Task id. */
  id: z.string(),
  /** Id of the top task of a subtask tree. */
  rootTaskId: z.string().optional(),
  /** Id of the task that spawned this one. */
  parentTaskId: z.string().optional(),
  /** Running number shown in the history. */
  number: z.number(),
  /** Last activity, ms since the epoch. */
  ts: z.number(),
  /** The developer's first request. */
  task: z.string(),
  /** Input tokens used. */
  tokensIn: z.number(),
  /** Output tokens used. */
  tokensOut: z.number(),
  /** Tokens written to the prompt cache. */
  cacheWrites: z.number().optional(),
  /** Tokens read from the prompt cache. */
  cacheReads: z.number().optional(),
  /** Cost in US dollars. */
  totalCost: z.number(),
  /** Bytes the task takes on disk. */
  size: z.number().optional(),
  /** Workspace folder the task ran in. */
  workspace: z.string().optional(),
  /** Slug of the mode the task ended in. */
  mode: z.string().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
