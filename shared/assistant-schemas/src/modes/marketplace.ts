import { z } from 'zod';

/** Only a malformed URL gets the extension's message; a value of the wrong type keeps zod's default. */
const authorUrlSchema = z.url({
  error: (issue) => (issue.code === 'invalid_format' ? 'Author URL must be a valid URL' : undefined),
});

/** A value the developer fills in when installing an MCP server. */
export const mcpParameterSchema = z.object({
  /** Label in the install dialog. */
  name: z.string().min(1),
  /** Placeholder key in the configuration, written `{{key}}`. */
  key: z.string().min(1),
  /** Example or hint shown in the empty field. */
  placeholder: z.string().optional(),
  /** The developer may leave it empty. */
  optional: z.boolean().optional().default(false),
});
export type McpParameter = z.infer<typeof mcpParameterSchema>;
export type McpParameterInput = z.input<typeof mcpParameterSchema>;

/** One way to install an MCP server (npx, Docker, ...). */
export const mcpInstallationMethodSchema = z.object({
  /** Name in the method picker. */
  name: z.string().min(1),
  /** Server configuration (JSON text) with `{{key}}` placeholders. */
  content: z.string().min(1),
  /** Values this method needs besides the item's own. */
  parameters: z.array(mcpParameterSchema).optional(),
  /** What must be installed first. */
  prerequisites: z.array(z.string()).optional(),
});
export type McpInstallationMethod = z.infer<typeof mcpInstallationMethodSchema>;

const commonItemFields = {
  /** Item id, unique in the catalogue. */
  id: z.string().min(1),
  /** Display name. */
  name: z.string().min(1, 'Name is required'),
  /** What the item does. */
  description: z.string(),
  /** Who made it. */
  author: z.string().optional(),
  /** The author's page. */
  authorUrl: authorUrlSchema.optional(),
  /** Search tags. */
  tags: z.array(z.string()).optional(),
  /** What must be in place before installing. */
  prerequisites: z.array(z.string()).optional(),
};

/** A mode offered in the marketplace (catalogue files of one type omit `type`). */
export const modeMarketplaceItemSchema = z.object({
  ...commonItemFields,
  /** The mode's definition as YAML text. */
  content: z.string().min(1),
});
export type ModeMarketplaceItem = z.infer<typeof modeMarketplaceItemSchema>;

/** An MCP server offered in the marketplace (also the shape of an organisation's own MCPs). */
export const mcpMarketplaceItemSchema = z.object({
  ...commonItemFields,
  /** The server's home page or repository. */
  url: z.url(),
  /** One configuration (JSON text), or several named installation methods. */
  content: z.union([z.string().min(1), z.array(mcpInstallationMethodSchema)]),
  /** Values every installation method needs. */
  parameters: z.array(mcpParameterSchema).optional(),
});
export type McpMarketplaceItem = z.infer<typeof mcpMarketplaceItemSchema>;

/** A marketplace item: a mode or an MCP server, told apart by `type`. */
export const marketplaceItemSchema = z.discriminatedUnion('type', [
  modeMarketplaceItemSchema.extend({ /** Item kind. */ type: z.literal('mode') }),
  mcpMarketplaceItemSchema.extend({ /** Item kind. */ type: z.literal('mcp') }),
]);
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;
export type MarketplaceItemInput = z.input<typeof marketplaceItemSchema>;

/** A marketplace catalogue file. */
export const marketplaceCatalogueSchema = z.object({
  /** The offered items. */
  items: z.array(marketplaceItemSchema),
});
export type MarketplaceCatalogue = z.infer<typeof marketplaceCatalogueSchema>;
