import { z } from 'zod';
import { mcpMarketplaceItemSchema } from '../modes/marketplace.ts';
import { providerSettingsSchema } from '../providers/provider-settings.ts';

/** Which providers and models members may use. */
export const organizationAllowListSchema = z.object({
  /** Every provider and model is allowed. */
  allowAll: z.boolean(),
  /** Per provider id: all its models, or only those listed. */
  providers: z.record(
    z.string(),
    z.object({
      /** Every model of this provider is allowed. */
      allowAll: z.boolean(),
      /** The allowed model ids when `allowAll` is false. */
      models: z.array(z.string()).optional(),
    }),
  ),
});
export type OrganizationAllowList = z.infer<typeof organizationAllowListSchema>;

const count = z.number().int().nonnegative();

/** Settings the organisation imposes on members' assistants. */
export const organizationDefaultSettingsSchema = z.object({
  /** Save workspace checkpoints. */
  enableCheckpoints: z.boolean().optional(),
  /** How closely a diff's search text must match (1 = exactly). */
  fuzzyMatchThreshold: z.number().optional(),
  /** Open editor tabs listed in the context. */
  maxOpenTabsContext: count.optional(),
  /** Lines read_file returns at most; -1 reads whole files. */
  maxReadFileLine: z.number().int().gte(-1).optional(),
  /** Workspace files listed in the context. */
  maxWorkspaceFiles: count.optional(),
  /** List files the ignore file hides. */
  showRooIgnoredFiles: z.boolean().optional(),
  /** Pause after a command before reading its output, in ms. */
  terminalCommandDelay: count.optional(),
  /** Collapse progress bars in command output to their last state. */
  terminalCompressProgressBar: z.boolean().optional(),
  /** Output lines kept from a command. */
  terminalOutputLineLimit: count.optional(),
  /** Run commands without shell integration. */
  terminalShellIntegrationDisabled: z.boolean().optional(),
  /** Wait for shell integration to start, in ms. */
  terminalShellIntegrationTimeout: count.optional(),
  /** Clear zsh's end-of-line mark. */
  terminalZshClearEolMark: z.boolean().optional(),
});
export type OrganizationDefaultSettings = z.infer<typeof organizationDefaultSettingsSchema>;

/** What the organisation's cloud stores and shares. */
export const organizationCloudSettingsSchema = z.object({
  /** Upload task messages to the cloud. */
  recordTaskMessages: z.boolean().optional(),
  /** Members may share tasks. */
  enableTaskSharing: z.boolean().optional(),
  /** Days a share link stays valid. */
  taskShareExpirationDays: z.number().int().positive().optional(),
  /** Members may see every member's tasks. */
  allowMembersViewAllTasks: z.boolean().optional(),
});
export type OrganizationCloudSettings = z.infer<typeof organizationCloudSettingsSchema>;

/** An organisation's settings document, as the cloud serves it to members' assistants. */
export const organizationSettingsSchema = z.object({
  /** Revision; a higher number replaces a cached copy. */
  version: z.number(),
  /** Cloud storage and sharing. */
  cloudSettings: organizationCloudSettingsSchema.optional(),
  /** Settings imposed on members. */
  defaultSettings: organizationDefaultSettingsSchema,
  /** Allowed providers and models. */
  allowList: organizationAllowListSchema,
  /** Feature switches. */
  features: z
    .object({
      /** Members may control their assistants remotely from the cloud. */
      roomoteControlEnabled: z.boolean().optional(),
    })
    .optional(),
  /** Ids of marketplace MCPs hidden from members. */
  hiddenMcps: z.array(z.string()).optional(),
  /** Hide every marketplace MCP. */
  hideMarketplaceMcps: z.boolean().optional(),
  /** The organisation's own MCP servers, offered like marketplace items. */
  mcps: z.array(mcpMarketplaceItemSchema).optional(),
  /** Provider profiles handed to members, by name. */
  providerProfiles: z.record(z.string(), providerSettingsSchema).optional(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
