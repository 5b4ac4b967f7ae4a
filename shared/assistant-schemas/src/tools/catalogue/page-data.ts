import { groupMatrix } from './matrix.ts';
import { AUTO_APPROVE_TOGGLES, BUILT_IN_MODES } from './names.ts';
import type { ToolEntry, ToolParameter } from './types.ts';

// What the MDX components show, computed in Node when a page compiles and inlined into that
// page, so the catalogue itself never ships to the browser.

/** Group, approval, modes and settings of one tool, ready to render. */
export interface ToolFactsData {
  name: string;
  group?: string;
  approvalRequired: boolean;
  approvalNote: string;
  /** Label of the auto-approve toggle that covers the tool. */
  toggle?: string;
  /** Built-in modes that may use it, by name, with a group restriction in brackets. */
  modes: string[];
  availability?: string;
  /** Facts-module setting ids. */
  settings: string[];
}

export interface GroupMatrixData {
  modes: string[];
  rows: { group: string; tools: { name: string; page: string }[]; access: string[] }[];
}

const CATALOGUE_DIR = 'shared/assistant-schemas/src/tools/catalogue/';

function unknownForm(tool: ToolEntry, form: string): Error {
  const known = (tool.forms ?? []).map((f) => f.id).join(', ') || 'none';
  return new Error(`${tool.name} has no form "${form}" (known: ${known}) in ${CATALOGUE_DIR}`);
}

/** The parameters of the tool's main call, or of one of its other forms. */
export function toolParametersData(tool: ToolEntry, form?: string): ToolParameter[] {
  if (form === undefined) return tool.parameters;
  const found = tool.forms?.find((f) => f.id === form);
  if (!found) throw unknownForm(tool, form);
  return found.parameters;
}

/** The example call of the tool's main form, or of one of its other forms. */
export function toolExampleData(tool: ToolEntry, form?: string): string {
  if (form === undefined) return tool.example;
  const found = tool.forms?.find((f) => f.id === form);
  if (!found) throw unknownForm(tool, form);
  return found.example;
}

export function toolFactsData(tool: ToolEntry): ToolFactsData {
  const modes = BUILT_IN_MODES.filter((m) => tool.modes.includes(m.slug)).map((m) => {
    const restriction = tool.group ? m.groups.find((g) => g.group === tool.group)?.restriction : undefined;
    return restriction ? `${m.name} (${restriction.toLowerCase()})` : m.name;
  });
  return {
    name: tool.name,
    ...(tool.group ? { group: tool.group } : {}),
    approvalRequired: tool.approval.required,
    approvalNote: tool.approval.note,
    ...(tool.approval.autoApprove ? { toggle: AUTO_APPROVE_TOGGLES[tool.approval.autoApprove] } : {}),
    modes,
    ...(tool.availability ? { availability: tool.availability } : {}),
    settings: tool.settings,
  };
}

/** When the tool is offered beyond its mode, for `<ToolAvailability/>`; a tool with no condition has none to show. */
export function toolAvailabilityData(tool: ToolEntry): string {
  if (!tool.availability)
    throw new Error(`${tool.name} has no availability in ${CATALOGUE_DIR}: every mode with its group gets it`);
  return tool.availability;
}

/** The group-by-mode matrix with each tool's page, for `<ToolGroupMatrix/>`. */
export function groupMatrixData(pageOf: (tool: string) => string): GroupMatrixData {
  return {
    modes: BUILT_IN_MODES.map((m) => m.name),
    rows: groupMatrix().map((row) => ({
      group: row.group,
      tools: row.tools.map((name) => ({ name, page: pageOf(name) })),
      access: row.access.map((a) => (a.kind === 'restricted' ? a.restriction : a.kind === 'yes' ? 'Yes' : 'No')),
    })),
  };
}
