import { ALWAYS_AVAILABLE_TOOLS, BUILT_IN_MODES, GROUP_TOOLS, TOOL_GROUPS, type ToolGroup, type ToolName } from './names.ts';

/** How a mode may use a group: fully, only on some files (the restriction's text), or not at all. */
export type ModeAccess = { kind: 'yes' } | { kind: 'restricted'; restriction: string } | { kind: 'no' };

export interface GroupMatrixRow {
  /** The group, or `always` for the tools every mode has whatever its groups. */
  group: ToolGroup | 'always';
  tools: readonly ToolName[];
  /** Access per built-in mode, in BUILT_IN_MODES order. */
  access: ModeAccess[];
}

const inNoGroup = (tool: ToolName) => !TOOL_GROUPS.some((g) => GROUP_TOOLS[g].includes(tool));

/**
 * Group-by-mode matrix: one row per group with its tools and which built-in modes list it, then a
 * row for the always-available tools that belong to no group. The `modes` group is always
 * available too (src/shared/tools.ts), so every mode has it even when it does not list it.
 */
export function groupMatrix(): GroupMatrixRow[] {
  const rows: GroupMatrixRow[] = TOOL_GROUPS.map((group) => ({
    group,
    tools: GROUP_TOOLS[group],
    access: BUILT_IN_MODES.map((mode): ModeAccess => {
      const granted = mode.groups.find((g) => g.group === group);
      if (granted?.restriction) return { kind: 'restricted', restriction: granted.restriction };
      const alwaysAvailable = GROUP_TOOLS[group].every((t) => ALWAYS_AVAILABLE_TOOLS.includes(t));
      return granted || alwaysAvailable ? { kind: 'yes' } : { kind: 'no' };
    }),
  }));
  rows.push({
    group: 'always',
    tools: ALWAYS_AVAILABLE_TOOLS.filter(inNoGroup),
    access: BUILT_IN_MODES.map((): ModeAccess => ({ kind: 'yes' })),
  });
  return rows;
}
