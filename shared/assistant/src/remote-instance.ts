import { z } from 'zod';
import { queuedMessageSchema, taskMessageSchema } from './messages.ts';
import { taskStatusSchema } from './task-status.ts';
import { appPropertiesSchema, gitPropertiesSchema } from './telemetry.ts';
import { tokenUsageSchema } from './token-usage.ts';

/** The task an instance is working on, as remote control sees it. */
export const remoteTaskSchema = z.object({
  /** Task id. */
  taskId: z.string(),
  /** Where the task stands. */
  taskStatus: taskStatusSchema,
  /** The question the task waits on, if any. */
  taskAsk: taskMessageSchema.optional(),
  /** Messages waiting to be sent to the task. */
  queuedMessages: z.array(queuedMessageSchema).optional(),
  /** Id of the task that spawned this one. */
  parentTaskId: z.string().optional(),
  /** Id of the subtask this one waits for. */
  childTaskId: z.string().optional(),
  /** Tokens and cost so far. */
  tokenUsage: tokenUsageSchema.optional(),
});
export type RemoteTask = z.infer<typeof remoteTaskSchema>;

/** One running assistant (an editor window) registered for remote control. */
export const remoteInstanceSchema = z.object({
  /** Instance id. */
  instanceId: z.string(),
  /** Cloud user the instance belongs to. */
  userId: z.string(),
  /** Workspace folder open in the editor. */
  workspacePath: z.string(),
  /** Editor and extension versions. */
  appProperties: appPropertiesSchema,
  /** The workspace's git repository. */
  gitProperties: gitPropertiesSchema.optional(),
  /** Last sign of life, ms since the epoch. */
  lastHeartbeat: z.number(),
  /** Current task. */
  task: remoteTaskSchema,
  /** The question the current task waits on, if any. */
  taskAsk: taskMessageSchema.optional(),
  /** Ids of the instance's past tasks. */
  taskHistory: z.array(z.string()),
  /** Slug of the active mode. */
  mode: z.string().optional(),
  /** Modes the instance offers. */
  modes: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
  /** Name of the active provider profile. */
  providerProfile: z.string().optional(),
  /** Provider profiles the instance offers. */
  providerProfiles: z.array(z.object({ name: z.string(), provider: z.string().optional() })).optional(),
});
export type RemoteInstance = z.infer<typeof remoteInstanceSchema>;
