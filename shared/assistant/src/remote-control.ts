import { z } from 'zod';

// Commands of the remote-control channel; shapes of RooCodeInc/Roo-Code
// packages/types/src/cloud.ts (ExtensionBridgeCommand, TaskBridgeCommand).

const images = z.array(z.string()).optional();

/** A task's text, as a new task's request or a message to a running one. */
const request = z.object({
  /** The request or message. */
  text: z.string(),
  /** Attached images as data URLs. */
  images,
  /** Slug of the mode to start in, or to switch to first. */
  mode: z.string().optional(),
  /** Name of the provider profile to use, or to switch to first. */
  providerProfile: z.string().optional(),
});

/** Commands addressed to an assistant instance. */
export const instanceCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start_task'),
    /** Instance that should start the task. */
    instanceId: z.string(),
    payload: request,
    /** When it was sent, ms since the epoch. */
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('stop_task'),
    instanceId: z.string(),
    payload: z.object({ taskId: z.string() }),
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('resume_task'),
    instanceId: z.string(),
    payload: z.object({ taskId: z.string() }),
    timestamp: z.number(),
  }),
]);
export type InstanceCommand = z.infer<typeof instanceCommandSchema>;

const answer = z.object({
  /** Optional text sent with the answer. */
  text: z.string().optional(),
  /** Attached images as data URLs. */
  images,
});

/** Commands addressed to one running task. */
export const taskCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    /** Task the message is for. */
    taskId: z.string(),
    payload: request,
    /** When it was sent, ms since the epoch. */
    timestamp: z.number(),
  }),
  /** Approve the question the task waits on. */
  z.object({ type: z.literal('approve_ask'), taskId: z.string(), payload: answer, timestamp: z.number() }),
  /** Decline the question the task waits on. */
  z.object({ type: z.literal('deny_ask'), taskId: z.string(), payload: answer, timestamp: z.number() }),
]);
export type TaskCommand = z.infer<typeof taskCommandSchema>;
