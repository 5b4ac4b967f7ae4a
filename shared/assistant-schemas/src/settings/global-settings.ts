import { z } from 'zod';
import { codebaseIndexConfigSchema, codebaseIndexModelsSchema } from './codebase-index.ts';
import { experimentsSchema } from './experiments.ts';
import { interfaceLanguageSchema } from './languages.ts';
import { modeListSchema, modePromptOverridesSchema, supportPromptsSchema } from '../modes/modes.ts';
import { providerProfileEntrySchema } from '../providers/provider-common.ts';
import { approvalSettingsFields } from './settings-approval.ts';
import { contextSettingsFields, terminalSettingsFields } from './settings-context.ts';
import { telemetrySettingSchema } from './telemetry.ts';

/** The assistant's settings outside provider profiles; every key is optional. */
export const globalSettingsSchema = z.object({
  /** Name of the active provider profile. */
  currentApiConfigName: z.string().optional(),
  /** All provider profiles, as listed in the picker. */
  listApiConfigMeta: z.array(providerProfileEntrySchema).optional(),
  /** Profiles pinned to the top of the picker, by id. */
  pinnedApiConfigs: z.record(z.string(), z.boolean()).optional(),
  /** Instructions added to every mode's system prompt. */
  customInstructions: z.string().optional(),
  /** Provider profile used to condense the context. */
  condensingApiConfigId: z.string().optional(),
  /** Prompt used to condense the context. */
  customCondensingPrompt: z.string().optional(),
  ...approvalSettingsFields,
  ...contextSettingsFields,
  ...terminalSettingsFields,
  /** Least seconds between two requests. */
  rateLimitSeconds: z.number().optional(),
  /** Edit files with diffs instead of whole rewrites. */
  diffEnabled: z.boolean().optional(),
  /** How closely a diff's search text must match (1 = exactly). */
  fuzzyMatchThreshold: z.number().optional(),
  /** Experimental features that are on. */
  experiments: experimentsSchema.optional(),
  /** Known embedding models and their vector sizes. */
  codebaseIndexModels: codebaseIndexModelsSchema.optional(),
  /** Codebase-index settings. */
  codebaseIndexConfig: codebaseIndexConfigSchema.optional(),
  /** Interface language. */
  language: interfaceLanguageSchema.optional(),
  /** Telemetry choice. */
  telemetrySetting: telemetrySettingSchema.optional(),
  /** Connect to MCP servers. */
  mcpEnabled: z.boolean().optional(),
  /** Let the assistant create MCP servers. */
  enableMcpServerCreation: z.boolean().optional(),
  /** Slug of the active mode. */
  mode: z.string().optional(),
  /** Provider profile id per mode slug. */
  modeApiConfigs: z.record(z.string(), z.string()).optional(),
  /** The developer's global custom modes. */
  customModes: modeListSchema.optional(),
  /** Prompt overrides of built-in modes, by slug. */
  customModePrompts: modePromptOverridesSchema.optional(),
  /** Replacement support prompts, by prompt id. */
  customSupportPrompts: supportPromptsSchema.optional(),
  /** Provider profile used to enhance prompts. */
  enhancementApiConfigId: z.string().optional(),
  /** Context fill (percent) that triggers condensing, per profile id; -1 uses the global value. */
  profileThresholds: z.record(z.string(), z.number()).optional(),
  /** Folder of the last mode import. */
  lastModeImportPath: z.string().optional(),
  /** Folder of the last mode export. */
  lastModeExportPath: z.string().optional(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;
