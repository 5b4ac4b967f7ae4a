import { z } from 'zod';
import { askKindSchema, sayKindSchema } from './message-kinds.ts';

/** Progress shown on a running tool's message. */
export const progressStatusSchema = z.object({
  /** Codicon name. */
  icon: z.string().optional(),
  /** Short progress text. */
  text: z.string().optional(),
});
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

/** Outcome of condensing the conversation into a summary. */
export const contextCondenseSchema = z.object({
  /** Cost of the summarising request, in US dollars. */
  cost: z.number(),
  /** Context tokens before condensing. */
  prevContextTokens: z.number(),
  /** Context tokens after condensing. */
  newContextTokens: z.number(),
  /** The summary that replaced the older messages. */
  summary: z.string(),
});
export type ContextCondense = z.infer<typeof contextCondenseSchema>;

/** State kept for the OpenAI Responses API between turns. */
export const messageMetadataSchema = z.object({
  gpt5: z
    .object({
      /** Id of the previous response, to continue the conversation server-side. */
      previous_response_id: z.string().optional(),
      /** Instructions sent with the request. */
      instructions: z.string().optional(),
      /** Summary of the model's reasoning. */
      reasoning_summary: z.string().optional(),
    })
    .optional(),
});
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;

/** One entry of a task's message log. */
export const taskMessageSchema = z.object({
  /** Creation time, ms since the epoch; also the message's id. */
  ts: z.number(),
  /** `ask` waits for the developer, `say` only informs. */
  type: z.enum(['ask', 'say']),
  /** Kind of question, for `ask` messages. */
  ask: askKindSchema.optional(),
  /** Kind of report, for `say` messages. */
  say: sayKindSchema.optional(),
  /** Message text (often JSON for tool messages). */
  text: z.string().optional(),
  /** Attached images as data URLs. */
  images: z.array(z.string()).optional(),
  /** Still streaming. */
  partial: z.boolean().optional(),
  /** The model's visible reasoning. */
  reasoning: z.string().optional(),
  /** Index of the matching entry of the API conversation history. */
  conversationHistoryIndex: z.number().optional(),
  /** Checkpoint data for `checkpoint_saved`. */
  checkpoint: z.record(z.string(), z.unknown()).optional(),
  /** Progress of a running tool. */
  progressStatus: progressStatusSchema.optional(),
  /** Result of a context condensation. */
  contextCondense: contextCondenseSchema.optional(),
  /** Touches a write-protected file. */
  isProtected: z.boolean().optional(),
  /** Wire protocol of the request, for cost accounting. */
  apiProtocol: z.enum(['openai', 'anthropic']).optional(),
  /** The developer already answered this ask. */
  isAnswered: z.boolean().optional(),
  /** Provider-specific state carried between turns. */
  metadata: messageMetadataSchema.optional(),
});
export type TaskMessage = z.infer<typeof taskMessageSchema>;

/** A message typed while the assistant was busy, sent when it is free. */
export const queuedMessageSchema = z.object({
  /** Queue time, ms since the epoch. */
  timestamp: z.number(),
  /** Queue entry id. */
  id: z.string(),
  /** Message text. */
  text: z.string(),
  /** Attached images as data URLs. */
  images: z.array(z.string()).optional(),
});
export type QueuedMessage = z.infer<typeof queuedMessageSchema>;
