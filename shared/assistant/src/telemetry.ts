import { z } from 'zod';

/** The developer's telemetry choice; `unset` until they answer the prompt. */
export const TELEMETRY_SETTINGS = ['unset', 'enabled', 'disabled'] as const;
export const telemetrySettingSchema = z.enum(TELEMETRY_SETTINGS);
export type TelemetrySetting = z.infer<typeof telemetrySettingSchema>;

// The spec names ten events and says the list is longer; this is the full list of
// RooCodeInc/Roo-Code packages/types/src/telemetry.ts (TelemetryEventName) of the 3.2x line.
export const TELEMETRY_EVENT_NAMES = [
  'Task Created',
  'Task Reopened',
  'Task Completed',
  'Task Message',
  'Conversation Message',
  'LLM Completion',
  'Mode Switched',
  'Mode Selector Opened',
  'Tool Used',
  'Checkpoint Created',
  'Checkpoint Restored',
  'Checkpoint Diffed',
  'Tab Shown',
  'Mode Setting Changed',
  'Custom Mode Created',
  'Context Condensed',
  'Sliding Window Truncation',
  'Code Action Used',
  'Prompt Enhanced',
  'Title Button Clicked',
  'Authentication Initiated',
  'Marketplace Item Installed',
  'Marketplace Item Removed',
  'Marketplace Tab Viewed',
  'Marketplace Install Button Clicked',
  'Share Button Clicked',
  'Share Organization Clicked',
  'Share Public Clicked',
  'Share Connect To Cloud Clicked',
  'Account Connect Clicked',
  'Account Connect Success',
  'Account Logout Clicked',
  'Account Logout Success',
  'Schema Validation Error',
  'Diff Application Error',
  'Shell Integration Error',
  'Consecutive Mistake Error',
  'Code Index Error',
] as const;
export const telemetryEventNameSchema = z.enum(TELEMETRY_EVENT_NAMES);
export type TelemetryEventName = z.infer<typeof telemetryEventNameSchema>;

/** The editor and extension an instance runs in. */
export const appPropertiesSchema = z.object({
  /** Extension name. */
  appName: z.string(),
  /** Extension version. */
  appVersion: z.string(),
  /** Editor version. */
  vscodeVersion: z.string(),
  /** Operating system, as Node's `process.platform`. */
  platform: z.string(),
  /** Editor product name (VS Code, Cursor, ...). */
  editorName: z.string(),
});
export type AppProperties = z.infer<typeof appPropertiesSchema>;

/** The workspace's git repository, when there is one. */
export const gitPropertiesSchema = z.object({
  /** Remote URL (credentials removed). */
  repositoryUrl: z.string().optional(),
  /** Repository name. */
  repositoryName: z.string().optional(),
  /** Default branch. */
  defaultBranch: z.string().optional(),
});
export type GitProperties = z.infer<typeof gitPropertiesSchema>;
