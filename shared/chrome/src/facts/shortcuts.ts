import type { ShortcutFact } from './types.ts';

/** Keyboard shortcuts of Roo Code 3.28.17 (src/package.json keybindings, webview key handlers). */
export const shortcuts = {
  addToContext: {
    action: 'Add the selected code to the chat input',
    keys: ['Ctrl', 'Y'],
    mac: ['Cmd', 'Y'],
    when: 'text is selected in the editor',
    command: 'roo-cline.addToContext',
  },
  toggleAutoApprove: {
    action: 'Turn auto-approve on or off',
    keys: ['Ctrl', 'Alt', 'A'],
    mac: ['Cmd', 'Alt', 'A'],
    command: 'roo-cline.toggleAutoApprove',
  },
  nextMode: {
    action: 'Switch to the next mode',
    keys: ['Ctrl', '.'],
    mac: ['Cmd', '.'],
    when: 'the Roo Code panel has focus',
  },
  previousMode: {
    action: 'Switch to the previous mode',
    keys: ['Ctrl', 'Shift', '.'],
    mac: ['Cmd', 'Shift', '.'],
    when: 'the Roo Code panel has focus',
  },
  sendMessage: {
    action: 'Send the message',
    keys: ['Enter'],
    mac: ['Enter'],
    when: 'the chat input has focus',
  },
  newLine: {
    action: 'Start a new line in the message',
    keys: ['Shift', 'Enter'],
    mac: ['Shift', 'Enter'],
    when: 'the chat input has focus',
  },
  dropAsMention: {
    action: 'Hold while dropping files or images into the chat input, so VS Code hands them to Roo',
    keys: ['Shift'],
    mac: ['Shift'],
    when: 'dragging from the Explorer or the desktop',
  },
  openExtensions: {
    action: "Open VS Code's Extensions view",
    keys: ['Ctrl', 'Shift', 'X'],
    mac: ['Cmd', 'Shift', 'X'],
  },
  commandPalette: {
    action: "Open VS Code's Command Palette",
    keys: ['Ctrl', 'Shift', 'P'],
    mac: ['Cmd', 'Shift', 'P'],
  },
} satisfies Record<string, ShortcutFact>;

export type ShortcutId = keyof typeof shortcuts;
