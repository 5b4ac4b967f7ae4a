import type { AutoApproveToggle, BuiltInModeSlug, ToolGroup, ToolName } from './names.ts';

/** How a parameter's value is written; tags carry text, so this is what the text must hold. */
export const PARAMETER_TYPES = [
  'string',
  'path',
  'integer',
  'boolean',
  'regex',
  'glob',
  'json',
  'uri',
  'enum',
  'coordinates',
  'size',
  'checklist',
  'elements',
] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface ToolParameter {
  /** The XML tag that carries it. */
  name: string;
  /** Enclosing tags for nested forms, outermost first, e.g. `args › file`. */
  within?: string;
  required: boolean;
  type: ParameterType;
  /** What the value means, in the site's words. */
  meaning: string;
  /** Allowed values of an `enum`. */
  values?: string[];
}

/** A second shape of the call, used when a setting or the model asks for it. */
export interface ToolForm {
  /** Id pages pass to `<ToolParams form="…"/>`. */
  id: string;
  /** When the assistant uses this shape instead of the main one. */
  when: string;
  parameters: ToolParameter[];
  example: string;
}

export interface ToolApproval {
  /** Whether Roo stops for the user's approval before acting (unless auto-approved). */
  required: boolean;
  /** The auto-approve toggle that lets it run without asking. */
  autoApprove?: AutoApproveToggle;
  /** How approval works for this tool, in one or two sentences. */
  note: string;
}

/** One tool of Roo Code 3.28.17, as the docs describe it. */
export interface ToolEntry {
  name: ToolName;
  /** The group that grants it; absent for tools in no group (always available). */
  group?: ToolGroup;
  /** One sentence: what the tool does. */
  summary: string;
  parameters: ToolParameter[];
  forms?: ToolForm[];
  approval: ToolApproval;
  /** Built-in modes that may call it. */
  modes: BuiltInModeSlug[];
  /** Conditions beyond the mode, e.g. a setting that must be on. */
  availability?: string;
  /** Ids of related settings in the site's facts module (shared/mdx-kit/src/facts). */
  settings: string[];
  /** A realistic call, in the XML form the assistant writes. */
  example: string;
  /** The docs page that documents it. */
  page: string;
}
