import {
  codebaseIndexConfigSchema,
  customModesFileSchema,
  marketplaceItemSchema,
  mcpSettingsFileSchema,
  organizationSettingsSchema,
  settingsExportSchema,
} from '@roo-docs/assistant-schemas';
import type { z } from 'zod';
import type { ValidatorKind } from './kinds.ts';
import { renameDuplicateSlugs, dropDuplicateGroups, sanitiseSlug, type Fixup } from './fixups.ts';

/** How one kind of file is checked and repaired (the lazy side of `kinds.ts`). */
export interface DocumentRules {
  schema: z.ZodType;
  yamlAllowed: boolean;
  /** A minimal file the assistant accepts, shaped like the reader's (an MCP item for an MCP item). */
  template(value: unknown): unknown;
  /** Repairs for rules a placeholder cannot satisfy (a value compared across list items). */
  fixups: Fixup[];
}

const modeTemplate = {
  slug: 'my-mode',
  name: 'My Mode',
  roleDefinition: 'You are Roo, an engineer who …',
  groups: ['read'],
};

const modeItem = {
  id: 'my-mode',
  type: 'mode',
  name: 'My Mode',
  description: 'What the mode is for.',
  content: 'slug: my-mode\nname: My Mode\nroleDefinition: You are Roo, an engineer who …\ngroups:\n  - read\n',
};

const mcpItem = {
  id: 'my-server',
  type: 'mcp',
  name: 'My Server',
  description: 'What the server offers.',
  url: 'https://example.com/my-server',
  content: '{"command":"npx","args":["-y","my-server"]}',
};

const isMcp = (value: unknown) => (value as { type?: unknown } | null)?.type === 'mcp';

export const DOCUMENT_RULES: Record<ValidatorKind, DocumentRules> = {
  'custom-modes': {
    schema: customModesFileSchema,
    yamlAllowed: true,
    template: () => ({ customModes: [modeTemplate] }),
    fixups: [renameDuplicateSlugs, dropDuplicateGroups, sanitiseSlug],
  },
  'marketplace-item': {
    schema: marketplaceItemSchema,
    yamlAllowed: true,
    template: (value) => (isMcp(value) ? mcpItem : modeItem),
    fixups: [],
  },
  // The assistant reads these files with JSON.parse alone.
  'mcp-settings': {
    schema: mcpSettingsFileSchema,
    yamlAllowed: false,
    template: () => ({ mcpServers: { 'my-server': { command: 'npx', args: ['-y', 'my-server'] } } }),
    fixups: [],
  },
  'settings-export': {
    schema: settingsExportSchema,
    yamlAllowed: false,
    template: () => ({
      providerProfiles: { currentApiConfigName: 'default', apiConfigs: { default: { apiProvider: 'anthropic' } } },
    }),
    fixups: [renameDuplicateSlugs, dropDuplicateGroups, sanitiseSlug],
  },
  // Values are the assistant's defaults (ClineProvider, 3.28.17), so a bad value is replaced by its default.
  'codebase-index': {
    schema: codebaseIndexConfigSchema,
    yamlAllowed: false,
    template: () => ({
      codebaseIndexEnabled: true,
      codebaseIndexQdrantUrl: 'http://localhost:6333',
      codebaseIndexEmbedderProvider: 'openai',
      codebaseIndexEmbedderModelDimension: 1536,
      codebaseIndexSearchMinScore: 0.4,
      codebaseIndexSearchMaxResults: 50,
    }),
    fixups: [],
  },
  // The assistant's ORGANIZATION_DEFAULT: allow everything, impose nothing.
  'organization-settings': {
    schema: organizationSettingsSchema,
    yamlAllowed: false,
    template: () => ({ version: 0, defaultSettings: {}, allowList: { allowAll: true, providers: {} } }),
    fixups: [],
  },
};
