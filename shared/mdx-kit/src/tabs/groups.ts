/**
 * The synced tab groups: a `<Tabs groupId>` names one of these, and its tabs are some of the
 * group's labels. Every group of an id, on every page, shows the tab the reader last picked in
 * any of them. A fixed list keeps the labels (and so the stored choices) the same everywhere:
 * "VS Code" on one page and "VSCode" on another would be two choices. The build fails on a group
 * or a label not listed here (section-build's remark-tabs).
 */
export const TAB_GROUPS = {
  os: { name: 'Operating system', labels: ['macOS', 'Windows', 'Linux'] },
  editor: { name: 'Editor', labels: ['VS Code', 'Cursor', 'VSCodium', 'Windsurf'] },
  shell: { name: 'Shell', labels: ['bash', 'zsh', 'fish', 'PowerShell'] },
} as const satisfies Record<string, { name: string; labels: readonly string[] }>;

export type TabGroupId = keyof typeof TAB_GROUPS;

export function isTabGroupId(id: string): id is TabGroupId {
  return Object.hasOwn(TAB_GROUPS, id);
}

/** A tab's value, in its ids, the fragment that selects it and the stored choice: `VS Code` → `vs-code`. */
export function tabValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
