import type { LabelFact } from './types.ts';

/** Labels and icons of Roo Code 3.28.17's UI (webview-ui/src/i18n/locales/en/*.json, src/package.nls.json). */
export const labels = {
  addImages: {
    text: 'Add images to message',
    icon: 'image',
    location: 'inside the chat input, bottom-right, above the enhance prompt button',
  },
  // ShareButton.tsx at v3.28.17 draws lucide's Share2 (three dots joined by lines), although the reference docs call it a link icon.
  shareTask: { text: 'Share task', icon: 'three dots joined by lines, the usual share symbol', location: 'task header' },
  shareWithOrganization: { text: 'Share with Organization', location: 'Share task menu, when an organization account is active' },
  sharePublicly: { text: 'Share Publicly', location: 'Share task menu' },
  openInCloud: { text: 'Open task in Roo Code Cloud', icon: 'cloud with an upward arrow', location: 'task header' },
  cloudGetStarted: { text: 'Get started', location: 'Cloud view, while signed out' },
  visitCloudWebsite: { text: 'Visit Roo Code Cloud', location: 'Cloud view, while signed in' },
  cloudLogOut: { text: 'Log out', location: 'Cloud view, while signed in' },
  taskSyncSwitch: { text: 'Task sync', location: 'Cloud view, while signed in' },
  roomoteControlSwitch: {
    text: 'Roomote Control',
    location: 'Cloud view, below Task sync, when your Cloud account has Roomote Control enabled',
  },
  addToContextCommand: { text: 'Add To Context', location: 'editor context menu → Roo Code' },
  explainCode: {
    text: 'Explain Code',
    location: 'editor context menu → Roo Code (the lightbulb calls it "Explain with Roo Code")',
  },
  // Not in the editor context menu at v3.28.17 (src/package.json menus): Command Palette and lightbulb only.
  fixCode: { text: 'Fix Code', location: 'Command Palette (the lightbulb calls it "Fix with Roo Code")' },
  improveCode: {
    text: 'Improve Code',
    location: 'editor context menu → Roo Code (the lightbulb calls it "Improve with Roo Code")',
  },
  // Title-bar icons are the codicons src/package.json gives each command at v3.28.17. Its menus put
  // four commands in the `navigation` group (icons on the bar) and four in `overflow` groups, which
  // VS Code lists as text in the view's More Actions menu.
  newTask: { text: 'New Task', icon: 'edit (a pencil)', location: 'top of the Roo Code panel' },
  modesButton: { text: 'Modes', location: 'in the More Actions menu, the ⋯ at the top of the Roo Code panel' },
  mcpServersButton: { text: 'MCP Servers', location: 'in the More Actions menu, the ⋯ at the top of the Roo Code panel' },
  historyButton: { text: 'History', location: 'in the More Actions menu, the ⋯ at the top of the Roo Code panel' },
  marketplaceButton: { text: 'Marketplace', icon: 'extensions', location: 'top of the Roo Code panel' },
  cloudButton: { text: 'Cloud', icon: 'cloud', location: 'top of the Roo Code panel' },
  settingsButton: { text: 'Settings', icon: 'settings-gear', location: 'top of the Roo Code panel' },
  openInEditor: { text: 'Open in Editor', location: 'in the More Actions menu, the ⋯ at the top of the Roo Code panel' },
  settingsSectionContext: { text: 'Context', location: 'Settings, left-hand list' },
  settingsSectionAutoApprove: { text: 'Auto-Approve', location: 'Settings, left-hand list' },
  settingsSectionTerminal: { text: 'Terminal', location: 'Settings, left-hand list' },
  settingsSectionCheckpoints: { text: 'Checkpoints', location: 'Settings, left-hand list' },
  settingsSectionExperimental: { text: 'Experimental', location: 'Settings, left-hand list' },
  settingsSectionProviders: { text: 'Providers', location: 'Settings, left-hand list' },
  settingsSectionPrompts: { text: 'Prompts', location: 'Settings, left-hand list' },
  editGlobalMcp: { text: 'Edit Global MCP', location: 'bottom of the MCP Servers view' },
  editProjectMcp: { text: 'Edit Project MCP', location: 'bottom of the MCP Servers view, next to Edit Global MCP' },
  refreshMcpServers: { text: 'Refresh MCP Servers', location: 'bottom of the MCP Servers view' },
  mcpToolAlwaysAllow: {
    text: 'Always allow',
    location: "next to each enabled tool in a server's Tools tab, shown once MCP auto-approval is on",
  },
  settingsSectionSlashCommands: { text: 'Slash Commands', location: 'Settings, left-hand list' },
  settingsSectionNotifications: { text: 'Notifications', location: 'Settings, left-hand list' },
  settingsSectionUi: { text: 'UI', location: 'Settings, left-hand list' },
  settingsSectionLanguage: { text: 'Language', location: 'Settings, left-hand list' },
  settingsSectionAbout: { text: 'About Roo Code', location: 'Settings, left-hand list (last entry)' },
  enhancePromptButton: {
    text: 'Enhance prompt with additional context',
    icon: 'wand with sparkles',
    location: 'bottom-right corner of the chat input, between the image button and the send button',
  },
  condenseContextButton: {
    text: 'Intelligently condense context',
    icon: 'fold-vertical (two arrows pointing at a line)',
    location: 'expanded task header, right of the Context Length bar',
  },
  // ChatTextArea.tsx renders AutoApproveDropdown after ModeSelector and ApiConfigSelector, below the text box.
  autoApproveMenu: {
    text: 'Auto-approve',
    location: 'in the row below the chat input, to the right of the mode and profile selectors',
  },
  queuedMessages: { text: 'Queued Messages', location: 'above the chat input, while Roo is working' },
  previewSystemPrompt: {
    text: 'Preview System Prompt',
    location: "Modes view, below the selected mode's settings, next to the copy icon",
  },
  overrideSystemPromptSection: {
    text: 'Advanced: Override System Prompt',
    location: 'Modes view, a collapsed section below the Import Mode button',
  },
} satisfies Record<string, LabelFact>;

export type LabelId = keyof typeof labels;
