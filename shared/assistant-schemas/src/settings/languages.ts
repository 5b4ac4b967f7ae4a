import { z } from 'zod';

/** Interface languages the assistant ships translations for (see the package README). */
export const INTERFACE_LANGUAGES = [
  'ca',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;
