export { shortcuts, type ShortcutId } from './shortcuts.ts';
export { settings, type SettingId } from './settings.ts';
export { labels, type LabelId } from './labels.ts';
export { statements, type StatementId } from './statements.ts';
export type { LabelFact, SettingFact, ShortcutFact, StatementFact } from './types.ts';
