import { settings as generalSettings } from './settings.ts';
import { toolSettings } from './settings-tools.ts';
import { contextSettings } from './settings-context.ts';

export { shortcuts, type ShortcutId } from './shortcuts.ts';
export { labels, type LabelId } from './labels.ts';
export { statements, type StatementId } from './statements.ts';
export type { LabelFact, SettingFact, ShortcutFact, StatementFact } from './types.ts';

/** Every setting fact: the general table, the tool reference's (settings-tools.ts) and the context sizes (settings-context.ts). */
export const settings = { ...generalSettings, ...toolSettings, ...contextSettings };
export type SettingId = keyof typeof settings;
