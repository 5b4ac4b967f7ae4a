import { z } from 'zod';
import { taskMessageSchema } from './messages.ts';
import { tokenUsageSchema } from './token-usage.ts';
import { toolNameSchema, toolUsageSchema } from './tools.ts';

/** Events the assistant emits about tasks and its configuration, with their wire names. */
export const ASSISTANT_EVENT_NAMES = {
  TaskCreated: 'taskCreated',
  TaskStarted: 'taskStarted',
  TaskCompleted: 'taskCompleted',
  TaskAborted: 'taskAborted',
  TaskFocused: 'taskFocused',
  TaskUnfocused: 'taskUnfocused',
  TaskActive: 'taskActive',
  TaskInteractive: 'taskInteractive',
  TaskResumable: 'taskResumable',
  TaskIdle: 'taskIdle',
  TaskPaused: 'taskPaused',
  TaskUnpaused: 'taskUnpaused',
  TaskSpawned: 'taskSpawned',
  Message: 'message',
  TaskModeSwitched: 'taskModeSwitched',
  TaskAskResponded: 'taskAskResponded',
  TaskUserMessage: 'taskUserMessage',
  TaskToolFailed: 'taskToolFailed',
  TaskTokenUsageUpdated: 'taskTokenUsageUpdated',
  ModeChanged: 'modeChanged',
  ProviderProfileChanged: 'providerProfileChanged',
  EvalPass: 'evalPass',
  EvalFail: 'evalFail',
} as const;
export type AssistantEventName = (typeof ASSISTANT_EVENT_NAMES)[keyof typeof ASSISTANT_EVENT_NAMES];

const taskIdOnly = z.tuple([z.string()]);

function event<N extends AssistantEventName, P extends z.ZodType>(eventName: N, payload: P) {
  return z.object({
    eventName: z.literal(eventName),
    /** Event arguments, in the order the assistant emits them. */
    payload,
    /** Numeric id the evaluation runner gives the task. */
    taskId: z.number().optional(),
  });
}

const N = ASSISTANT_EVENT_NAMES;

/** A task event relayed to an external client (IPC `TaskEvent`). */
export const taskEventSchema = z.discriminatedUnion('eventName', [
  event(N.TaskCreated, taskIdOnly),
  event(N.TaskStarted, taskIdOnly),
  event(N.TaskCompleted, z.tuple([z.string(), tokenUsageSchema, toolUsageSchema, z.object({ isSubtask: z.boolean() })])),
  event(N.TaskAborted, taskIdOnly),
  event(N.TaskFocused, taskIdOnly),
  event(N.TaskUnfocused, taskIdOnly),
  event(N.TaskActive, taskIdOnly),
  event(N.TaskInteractive, taskIdOnly),
  event(N.TaskResumable, taskIdOnly),
  event(N.TaskIdle, taskIdOnly),
  event(N.TaskPaused, taskIdOnly),
  event(N.TaskUnpaused, taskIdOnly),
  /** Parent task id, then the new subtask's id. */
  event(N.TaskSpawned, z.tuple([z.string(), z.string()])),
  event(
    N.Message,
    z.tuple([z.object({ taskId: z.string(), action: z.enum(['created', 'updated']), message: taskMessageSchema })]),
  ),
  /** Task id, then the new mode's slug. */
  event(N.TaskModeSwitched, z.tuple([z.string(), z.string()])),
  event(N.TaskAskResponded, taskIdOnly),
  event(N.TaskUserMessage, taskIdOnly),
  /** Task id, the failing tool, the error text. */
  event(N.TaskToolFailed, z.tuple([z.string(), toolNameSchema, z.string()])),
  event(N.TaskTokenUsageUpdated, z.tuple([z.string(), tokenUsageSchema])),
  event(N.ModeChanged, z.tuple([z.string()])),
  event(N.ProviderProfileChanged, z.tuple([z.object({ name: z.string(), provider: z.string() })])),
  // Evaluation results carry no payload but always the runner's task id.
  z.object({ eventName: z.literal(N.EvalPass), payload: z.undefined().optional(), taskId: z.number() }),
  z.object({ eventName: z.literal(N.EvalFail), payload: z.undefined().optional(), taskId: z.number() }),
]);
export type TaskEvent = z.infer<typeof taskEventSchema>;
