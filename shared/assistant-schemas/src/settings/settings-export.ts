import { z } from 'zod';
import { globalSettingsSchema } from './global-settings.ts';
import { providerSettingsSchema } from '../providers/provider-settings.ts';

/** The provider profiles part of a settings export. */
export const providerProfilesSchema = z.object({
  /** Name of the active profile. */
  currentApiConfigName: z.string(),
  /** Every profile, keyed by its name. */
  apiConfigs: z.record(z.string(), providerSettingsSchema),
  /** Profile id per mode slug. */
  modeApiConfigs: z.record(z.string(), z.string()).optional(),
  /** One-off upgrades already applied to the stored profiles. */
  migrations: z.record(z.string(), z.boolean()).optional(),
});
export type ProviderProfiles = z.infer<typeof providerProfilesSchema>;

/** The file written by the assistant's "Export settings" and read by "Import settings". */
export const settingsExportSchema = z.object({
  /** Provider profiles, API keys included. */
  providerProfiles: providerProfilesSchema,
  /** Everything else. */
  globalSettings: globalSettingsSchema.optional(),
});
export type SettingsExport = z.infer<typeof settingsExportSchema>;
export type SettingsExportInput = z.input<typeof settingsExportSchema>;
