import { z } from 'zod';
import { codebaseIndexConfigSchema } from './settings/codebase-index.ts';
import { marketplaceCatalogueSchema, marketplaceItemSchema } from './modes/marketplace.ts';
import { customModesFileSchema } from './modes/modes.ts';
import { mcpSettingsFileSchema } from './settings/mcp-settings.ts';
import { organizationSettingsSchema } from './cloud/organization.ts';
import { settingsExportSchema } from './settings/settings-export.ts';
import { toolCatalogueSchema } from './tools/catalogue-schema.ts';

/** A file developers write by hand, and the schema an editor can check it with. */
export interface JsonSchemaDocument {
  /** File name of the published JSON Schema. */
  file: string;
  title: string;
  description: string;
  schema: z.ZodType;
}

export const JSON_SCHEMA_DOCUMENTS: readonly JsonSchemaDocument[] = [
  {
    file: 'roomodes.schema.json',
    title: 'Roo Code custom modes',
    description: 'A project .roomodes file or the global custom-modes file (YAML or JSON).',
    schema: customModesFileSchema,
  },
  {
    file: 'marketplace-item.schema.json',
    title: 'Roo Code marketplace item',
    description: 'One mode or MCP server offered in the marketplace.',
    schema: marketplaceItemSchema,
  },
  {
    file: 'marketplace-catalogue.schema.json',
    title: 'Roo Code marketplace catalogue',
    description: 'A list of marketplace items.',
    schema: marketplaceCatalogueSchema,
  },
  {
    file: 'mcp-settings.schema.json',
    title: 'Roo Code MCP settings',
    description: 'The global mcp_settings.json file or a project .roo/mcp.json file.',
    schema: mcpSettingsFileSchema,
  },
  {
    file: 'settings-export.schema.json',
    title: 'Roo Code settings export',
    description: 'The file written by Export settings and read by Import settings.',
    schema: settingsExportSchema,
  },
  {
    file: 'codebase-index.schema.json',
    title: 'Roo Code codebase-index settings',
    description: 'The codebaseIndexConfig settings object.',
    schema: codebaseIndexConfigSchema,
  },
  {
    file: 'organization-settings.schema.json',
    title: 'Roo Code Cloud organization settings',
    description: "An organization's settings document, as Roo Code Cloud serves it to members' extensions.",
    schema: organizationSettingsSchema,
  },
  {
    file: 'tool-catalogue.schema.json',
    title: 'Roo Code tool catalogue',
    description: "The assistant's tools: parameters, group, approval, modes, related settings and an example call.",
    schema: toolCatalogueSchema,
  },
];

/**
 * The JSON Schema of one document. It describes what a developer may write (zod's input side,
 * so fields with defaults are optional), and checks types, enums, bounds, URLs and regular
 * expressions. Two rules need a look across list items and stay zod-only: duplicate mode slugs
 * and duplicate tool groups.
 */
export function buildJsonSchema(doc: JsonSchemaDocument, baseUrl?: string): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(doc.schema, { io: 'input', target: 'draft-2020-12' });
  return {
    $schema,
    ...(baseUrl === undefined ? {} : { $id: new URL(doc.file, baseUrl).href }),
    title: doc.title,
    description: doc.description,
    ...body,
  };
}
