import { z } from 'zod';

/** The developer's telemetry choice; `unset` until they answer the prompt. */
export const TELEMETRY_SETTINGS = ['unset', 'enabled', 'disabled'] as const;
export const telemetrySettingSchema = z.enum(TELEMETRY_SETTINGS);
export type TelemetrySetting = z.infer<typeof telemetrySettingSchema>;
