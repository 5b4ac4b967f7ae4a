import { z } from 'zod';
import { ASSISTANT_EVENT_NAMES as N } from './events.ts';
import { remoteInstanceSchema } from './remote-instance.ts';

/** Instance-level events a remote-control server receives (lifecycle plus registry events). */
export const REMOTE_EVENT_TYPES = [
  N.TaskCreated,
  N.TaskStarted,
  N.TaskCompleted,
  N.TaskAborted,
  N.TaskFocused,
  N.TaskUnfocused,
  N.TaskActive,
  N.TaskInteractive,
  N.TaskResumable,
  N.TaskIdle,
  N.TaskPaused,
  N.TaskUnpaused,
  N.TaskSpawned,
  N.TaskUserMessage,
  N.TaskTokenUsageUpdated,
  'instance_registered',
  'instance_unregistered',
  'heartbeat_updated',
] as const;

const base = {
  /** The instance's state after the event. */
  instance: remoteInstanceSchema,
  /** When it happened, ms since the epoch. */
  timestamp: z.number(),
};

/** An event about one instance; mode and profile changes say what they changed to. */
export const remoteEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(REMOTE_EVENT_TYPES), ...base }),
  z.object({
    type: z.literal(N.ModeChanged),
    ...base,
    /** Slug of the new mode. */
    mode: z.string(),
  }),
  z.object({
    type: z.literal(N.ProviderProfileChanged),
    ...base,
    /** The new provider profile. */
    providerProfile: z.object({ name: z.string(), provider: z.string().optional() }),
  }),
]);
export type RemoteEvent = z.infer<typeof remoteEventSchema>;
