/**
 * Shapes of the facts several pages state. Plain types, no zod: this module ships inside section
 * bundles; `schema.ts` checks the data in a unit test instead.
 */

/** A keyboard shortcut: keys as VS Code names them, one list per platform. */
export interface ShortcutFact {
  /** What the shortcut does, as a reader would look it up. */
  action: string;
  /** Windows and Linux keys, pressed together (a chord); empty for a command with no default binding. */
  keys: string[];
  mac: string[];
  /** Where it works, when that is narrower than "anywhere in VS Code". */
  when?: string;
  /** The command id from the extension's package.json, where the shortcut is bound there. */
  command?: string;
  /** The command's name in the Command Palette and the Keyboard Shortcuts editor. */
  title?: string;
}

/** A setting: in VS Code's settings (`scope: 'vscode'`) or in Roo Code's own Settings view. */
export interface SettingFact {
  /** The label the UI shows (VS Code settings use the description's wording). */
  label: string;
  /** The key in exported settings / VS Code `settings.json`. */
  key: string;
  scope: 'vscode' | 'extension';
  /** Where to find it, e.g. "Settings → Context". */
  location: string;
  /** The default as a reader would type it, e.g. `100%`, `off`, `["git log"]`. */
  default?: string;
}

/** A label of a button, menu entry, tab or icon, as the UI of 3.28.17 shows it. */
export interface LabelFact {
  /** The visible text or tooltip. */
  text: string;
  /** The icon's name where the control is an icon (codicon or lucide name, or a plain description). */
  icon?: string;
  /** Where the control sits. */
  location?: string;
}

/** A sentence several pages state, kept once so they cannot disagree. */
export interface StatementFact {
  text: string;
  /** The source that backs it (file at tag v3.28.17, or reference page). */
  source: string;
}
