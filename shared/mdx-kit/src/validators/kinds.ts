/**
 * The files a page can check, as the server renders them: what the box is for, which syntaxes
 * the assistant reads and the published JSON Schema. The schemas themselves load only on input.
 */
export const VALIDATOR_KINDS = {
  'custom-modes': {
    label: 'Check a .roomodes or custom_modes.yaml file',
    syntax: 'YAML or JSON',
    schemaFile: 'roomodes.schema.json',
  },
  'marketplace-item': {
    label: 'Check a marketplace item (a mode or an MCP server)',
    syntax: 'YAML or JSON',
    schemaFile: 'marketplace-item.schema.json',
  },
  'mcp-settings': {
    label: 'Check an mcp_settings.json or .roo/mcp.json file',
    syntax: 'JSON',
    schemaFile: 'mcp-settings.schema.json',
  },
  'settings-export': {
    label: 'Check an exported settings file',
    syntax: 'JSON',
    schemaFile: 'settings-export.schema.json',
  },
  'codebase-index': {
    label: 'Check codebase-index settings (the codebaseIndexConfig object)',
    syntax: 'JSON',
    schemaFile: 'codebase-index.schema.json',
  },
  'organization-settings': {
    label: 'Check an organization settings document',
    syntax: 'JSON',
    schemaFile: 'organization-settings.schema.json',
  },
} as const;

export type ValidatorKind = keyof typeof VALIDATOR_KINDS;
export type Syntax = (typeof VALIDATOR_KINDS)[ValidatorKind]['syntax'];

export function isValidatorKind(kind: unknown): kind is ValidatorKind {
  return typeof kind === 'string' && Object.hasOwn(VALIDATOR_KINDS, kind);
}

/** One problem the assistant would report, at the path of the offending field. */
export interface Problem {
  /** `customModes[0].slug`; `(root)` for the document itself. */
  path: string;
  message: string;
  /** Where in the text, from 1, when the check was asked to locate problems. */
  line?: number;
  column?: number;
}

export type CheckResult =
  | { status: 'accepted' }
  | { status: 'invalid'; problems: Problem[]; skeleton: string; skeletonSyntax: 'yaml' | 'json' }
  | { status: 'unreadable'; message: string }
  | { status: 'refused'; message: string };
