import { settings as generalSettings } from './settings.ts';
import { toolSettings } from './settings-tools.ts';
import { contextSettings } from './settings-context.ts';
import { providerSettings } from './settings-providers.ts';
import { labels as generalLabels } from './labels.ts';
import { providerLabels } from './labels-providers.ts';

export { shortcuts, type ShortcutId } from './shortcuts.ts';
export { statements, type StatementId } from './statements.ts';
export type { LabelFact, SettingFact, ShortcutFact, StatementFact } from './types.ts';

/**
 * Every setting fact: the general table, the tool reference's (settings-tools.ts), the context sizes
 * (settings-context.ts) and the provider-profile fields (settings-providers.ts).
 */
export const settings = { ...generalSettings, ...toolSettings, ...contextSettings, ...providerSettings };
export type SettingId = keyof typeof settings;

/** Every label fact: the general table and the Providers settings' (labels-providers.ts). */
export const labels = { ...generalLabels, ...providerLabels };
export type LabelId = keyof typeof labels;
export { FACT_TABLES, unknownFactId, type FactComponent, type FactTableName } from './tables.ts';
