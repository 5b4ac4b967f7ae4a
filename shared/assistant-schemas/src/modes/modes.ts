import { z } from 'zod';
import { toolGroupSchema, type ToolGroup } from '../tools/tool-groups.ts';

function isValidRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** Limits on a granted tool group. */
export const groupOptionsSchema = z.object({
  /** Files the group may touch (JavaScript regular expression on the relative path). */
  fileRegex: z
    .string()
    .refine(isValidRegExp, 'Invalid regular expression pattern')
    // Lets the published JSON Schema check the pattern too.
    .meta({ format: 'regex' })
    .optional(),
  /** Human-readable summary of the restriction, e.g. "Markdown files only". */
  description: z.string().optional(),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;

/** A tool group, alone or with options: `"read"` or `["edit", { "fileRegex": "\\.md$" }]`. */
export const groupEntrySchema = z.union([toolGroupSchema, z.tuple([toolGroupSchema, groupOptionsSchema])]);
export type GroupEntry = z.infer<typeof groupEntrySchema>;

const groupName = (entry: GroupEntry): ToolGroup => (typeof entry === 'string' ? entry : entry[0]);

/** The groups a mode may use; each group at most once, with or without options. */
export const groupEntriesSchema = z
  .array(groupEntrySchema)
  .refine((entries) => new Set(entries.map(groupName)).size === entries.length, 'Duplicate groups are not allowed');

/** A mode: a persona with its instructions and the tool groups it may use. */
export const modeConfigSchema = z.object({
  /** Id used in settings and `switch_mode`. */
  slug: z.string().regex(/^[a-zA-Z0-9-]+$/, 'Slug must contain only letters numbers and dashes'),
  /** Name in the mode picker. */
  name: z.string().min(1, 'Name is required'),
  /** Who the assistant is in this mode; opens the system prompt. */
  roleDefinition: z.string().min(1, 'Role definition is required'),
  /** When the orchestrator should pick this mode. */
  whenToUse: z.string().optional(),
  /** Short summary in the mode picker. */
  description: z.string().optional(),
  /** Extra instructions appended to the system prompt. */
  customInstructions: z.string().optional(),
  /** Tool groups the mode may use. */
  groups: groupEntriesSchema,
  /** Where the mode is defined: the developer's global settings or the project's `.roomodes`. */
  source: z.enum(['global', 'project']).optional(),
});
export type ModeConfig = z.infer<typeof modeConfigSchema>;

/** A list of modes in which no slug repeats. */
export const modeListSchema = z
  .array(modeConfigSchema)
  .refine((modes) => new Set(modes.map((m) => m.slug)).size === modes.length, 'Duplicate mode slugs are not allowed');

/** The custom-modes file: `.roomodes` in a project (YAML or JSON) or the global one. */
export const customModesFileSchema = z.object({
  /** The modes the file defines. */
  customModes: modeListSchema,
});
export type CustomModesFile = z.infer<typeof customModesFileSchema>;

/** Overrides of a built-in mode's prompt parts. */
export const modePromptOverrideSchema = z.object({
  /** Replaces the role definition. */
  roleDefinition: z.string().optional(),
  /** Replaces the when-to-use text. */
  whenToUse: z.string().optional(),
  /** Replaces the description. */
  description: z.string().optional(),
  /** Replaces the custom instructions. */
  customInstructions: z.string().optional(),
});
export type ModePromptOverride = z.infer<typeof modePromptOverrideSchema>;

/** Prompt overrides keyed by mode slug. */
export const modePromptOverridesSchema = z.record(z.string(), modePromptOverrideSchema.optional());
export type ModePromptOverrides = z.infer<typeof modePromptOverridesSchema>;

/** Replacement texts of the assistant's support prompts (enhance, explain, fix, ...), by prompt id. */
export const supportPromptsSchema = z.record(z.string(), z.string().optional());
export type SupportPrompts = z.infer<typeof supportPromptsSchema>;
