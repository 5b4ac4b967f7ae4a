import { z } from 'zod';
import type { LocaleConfig } from '../contract/site-config.ts';

/** How one locale is presented (the contract's `LocaleConfig`). */
export const localeConfigSchema = z.object({
  label: z.string().min(1),
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: z.string().min(1),
  calendar: z.string().min(1),
  path: z.string().min(1),
}) satisfies z.ZodType<LocaleConfig>;
