import { z } from 'zod';

/**
 * Where a task stands: working, waiting for an answer, waiting to be resumed, finished
 * with nothing to do, or no task at all.
 */
export const TASK_STATUSES = ['running', 'interactive', 'resumable', 'idle', 'none'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
