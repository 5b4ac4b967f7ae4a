import { z } from 'zod';
import { taskEventSchema } from './events.ts';
import { globalSettingsSchema } from './global-settings.ts';
import { providerSettingsFlatSchema } from './provider-settings.ts';

// Messages between the assistant and an external client over its IPC socket; shapes of
// RooCodeInc/Roo-Code packages/types/src/ipc.ts.

/** A whole configuration: global settings and one provider's fields. */
export const assistantConfigurationSchema = globalSettingsSchema.extend(providerSettingsFlatSchema.shape);
export type AssistantConfiguration = z.infer<typeof assistantConfigurationSchema>;

/** Task commands a client sends. */
export const ipcTaskCommandSchema = z.discriminatedUnion('commandName', [
  z.object({
    commandName: z.literal('StartNewTask'),
    data: z.object({
      /** Settings for the new task. */
      configuration: assistantConfigurationSchema,
      /** The request. */
      text: z.string(),
      /** Attached images as data URLs. */
      images: z.array(z.string()).optional(),
      /** Open the task in a new editor tab. */
      newTab: z.boolean().optional(),
    }),
  }),
  /** Cancel the task with this id. */
  z.object({ commandName: z.literal('CancelTask'), data: z.string() }),
  /** Close the task with this id. */
  z.object({ commandName: z.literal('CloseTask'), data: z.string() }),
  /** Resume the task with this id. */
  z.object({ commandName: z.literal('ResumeTask'), data: z.string() }),
]);
export type IpcTaskCommand = z.infer<typeof ipcTaskCommandSchema>;

/** The server's answer to a connecting client. */
export const ackSchema = z.object({
  /** Id the server gave the client. */
  clientId: z.string(),
  /** Server process id. */
  pid: z.number(),
  /** Server's parent process id. */
  ppid: z.number(),
});
export type Ack = z.infer<typeof ackSchema>;

/** Any message on the socket: a client's command, or the server's Ack or relayed event. */
export const ipcMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Ack'), origin: z.literal('server'), data: ackSchema }),
  z.object({
    type: z.literal('TaskCommand'),
    origin: z.literal('client'),
    /** Client that sent the command. */
    clientId: z.string(),
    data: ipcTaskCommandSchema,
  }),
  z.object({
    type: z.literal('TaskEvent'),
    origin: z.literal('server'),
    /** Client whose command caused the event, when one did. */
    relayClientId: z.string().optional(),
    data: taskEventSchema,
  }),
]);
export type IpcMessage = z.infer<typeof ipcMessageSchema>;
