import { z } from 'zod';

/**
 * The MCP settings files of Roo Code 3.28.17: the global `mcp_settings.json` and a project's
 * `.roo/mcp.json`, both `{ "mcpServers": { "<name>": server } }` (McpHub's schema). A server is
 * started as a process (stdio: `command`, `args`, `env`, `cwd`) or reached at a URL (`sse` or
 * `streamable-http`: `url`, `headers`); the messages are the assistant's own.
 */
export const MCP_SERVER_TYPES = ['stdio', 'sse', 'streamable-http'] as const;
export type McpServerType = (typeof MCP_SERVER_TYPES)[number];

/** Seconds the assistant waits for one tool call: 60 unless set, from 1 to 3600. */
export const MCP_TIMEOUT = { min: 1, max: 3600, default: 60 } as const;

const TYPE_MESSAGE = "Server type must be 'stdio', 'sse', or 'streamable-http'";
const MIXED_MESSAGE =
  "Cannot mix 'stdio' and ('sse' or 'streamable-http') fields. For 'stdio' use 'command', 'args', and 'env'. For 'sse'/'streamable-http' use 'url' and 'headers'";
const MISSING_MESSAGE =
  "Server configuration must include either 'command' (for stdio) or 'url' (for sse/streamable-http) and a corresponding 'type' if 'url' is used.";
const URL_NEEDS_TYPE = "Configuration with 'url' must explicitly specify 'type' as 'sse' or 'streamable-http'.";
const STDIO_FIELDS = "For 'stdio' type servers, you must provide a 'command' field and can optionally include 'args' and 'env'";
const urlFields = (type: string) =>
  `For '${type}' type servers, you must provide a 'url' field and can optionally include 'headers'`;

const stringRecord = z.record(z.string(), z.string());

/** One server of `mcpServers`. Fields the assistant does not read are let through, as it lets them. */
export const mcpServerSchema = z
  .looseObject({
    type: z.enum(MCP_SERVER_TYPES, { message: TYPE_MESSAGE }).optional(),
    command: z.string().min(1, 'Command cannot be empty').optional(),
    args: z.array(z.string()).optional(),
    cwd: z.string().optional(),
    env: stringRecord.optional(),
    url: z.url({ message: 'URL must be a valid URL format' }).optional(),
    headers: stringRecord.optional(),
    disabled: z.boolean().optional(),
    timeout: z.number().min(MCP_TIMEOUT.min).max(MCP_TIMEOUT.max).optional(),
    alwaysAllow: z.array(z.string()).optional(),
    watchPaths: z.array(z.string()).optional(),
    disabledTools: z.array(z.string()).optional(),
  })
  .superRefine((server, ctx) => {
    const stdio = server.command !== undefined;
    const remote = server.url !== undefined;
    const fail = (message: string, path: string[] = []) => ctx.addIssue({ code: 'custom', message, path });
    if (stdio && remote) return fail(MIXED_MESSAGE);
    if (!stdio && !remote) return fail(MISSING_MESSAGE);
    if (remote && server.type === undefined) return fail(URL_NEEDS_TYPE, ['type']);
    if (server.type === 'stdio' && !stdio) return fail(STDIO_FIELDS);
    if ((server.type === 'sse' || server.type === 'streamable-http') && !remote) return fail(urlFields(server.type));
    const wrongSide = stdio ? (['headers'] as const) : (['args', 'env'] as const);
    for (const field of wrongSide) if (server[field] !== undefined) fail(MIXED_MESSAGE, [field]);
  });
export type McpServerConfig = z.infer<typeof mcpServerSchema>;

/** A whole `mcp_settings.json` or `.roo/mcp.json`. */
export const mcpSettingsFileSchema = z.looseObject({
  mcpServers: z.record(z.string(), mcpServerSchema),
});
export type McpSettingsFile = z.infer<typeof mcpSettingsFileSchema>;
