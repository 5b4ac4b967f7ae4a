import { z } from 'zod';

/** How one locale is presented. */
export const localeConfigSchema = z.object({
  /** Name in the locale switcher. */
  label: z.string().min(1),
  /** Writing direction. */
  direction: z.enum(['ltr', 'rtl']),
  /** Value of `<html lang>`. */
  htmlLang: z.string().min(1),
  /** Calendar for dates, e.g. `gregory`. */
  calendar: z.string().min(1),
  /** Path segment of the locale's pages. */
  path: z.string().min(1),
});
export type LocaleConfig = z.infer<typeof localeConfigSchema>;

export { DEFAULT_LOCALE, LOCALE_CONFIGS } from './site-config.ts';
