import { z } from 'zod';
import { commonProviderFields } from './provider-common.ts';

// Field sets of RooCodeInc/Roo-Code packages/types/src/provider-settings.ts (3.28 line).

/** Moonshot's two endpoints: international and mainland China. */
export const MOONSHOT_BASE_URLS = ['https://api.moonshot.ai/v1', 'https://api.moonshot.cn/v1'] as const;

/** Z.ai API lines: coding plan or pay-as-you-go, each international or China. */
export const ZAI_API_LINES = ['international_coding', 'international', 'china_coding', 'china'] as const;
export const zaiApiLineSchema = z.enum(ZAI_API_LINES);
export type ZaiApiLine = z.infer<typeof zaiApiLineSchema>;

export const mistralFields = {
  ...commonProviderFields,
  /** Mistral API key. */
  mistralApiKey: z.string().optional(),
  /** Codestral endpoint for Codestral models. */
  mistralCodestralUrl: z.string().optional(),
};

export const deepSeekFields = {
  ...commonProviderFields,
  /** Alternative base URL. */
  deepSeekBaseUrl: z.string().optional(),
  /** DeepSeek API key. */
  deepSeekApiKey: z.string().optional(),
};

export const doubaoFields = {
  ...commonProviderFields,
  /** Alternative base URL. */
  doubaoBaseUrl: z.string().optional(),
  /** Doubao (Volcano Engine) API key. */
  doubaoApiKey: z.string().optional(),
};

export const moonshotFields = {
  ...commonProviderFields,
  /** One of Moonshot's two endpoints. */
  moonshotBaseUrl: z.enum(MOONSHOT_BASE_URLS).optional(),
  /** Moonshot API key. */
  moonshotApiKey: z.string().optional(),
};

export const zaiFields = {
  ...commonProviderFields,
  /** Z.ai API key. */
  zaiApiKey: z.string().optional(),
  /** Which Z.ai line the key belongs to. */
  zaiApiLine: zaiApiLineSchema.optional(),
};

export const xaiFields = {
  ...commonProviderFields,
  /** xAI API key. */
  xaiApiKey: z.string().optional(),
};

export const groqFields = {
  ...commonProviderFields,
  /** Groq API key. */
  groqApiKey: z.string().optional(),
};

export const cerebrasFields = {
  ...commonProviderFields,
  /** Cerebras API key. */
  cerebrasApiKey: z.string().optional(),
};

export const sambaNovaFields = {
  ...commonProviderFields,
  /** SambaNova API key. */
  sambaNovaApiKey: z.string().optional(),
};

export const fireworksFields = {
  ...commonProviderFields,
  /** Fireworks API key. */
  fireworksApiKey: z.string().optional(),
};

export const featherlessFields = {
  ...commonProviderFields,
  /** Featherless API key. */
  featherlessApiKey: z.string().optional(),
};

export const chutesFields = {
  ...commonProviderFields,
  /** Chutes API key. */
  chutesApiKey: z.string().optional(),
};
