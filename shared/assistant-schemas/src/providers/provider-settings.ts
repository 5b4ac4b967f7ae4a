import { z } from 'zod';
import type { ProviderId } from './provider-ids.ts';
import {
  anthropicFields,
  bedrockFields,
  claudeCodeFields,
  geminiFields,
  openAiNativeFields,
  vertexFields,
} from './providers-major.ts';
import {
  cerebrasFields,
  chutesFields,
  deepSeekFields,
  doubaoFields,
  featherlessFields,
  fireworksFields,
  groqFields,
  mistralFields,
  moonshotFields,
  sambaNovaFields,
  xaiFields,
  zaiFields,
} from './providers-other-apis.ts';
import {
  deepInfraFields,
  glamaFields,
  huggingFaceFields,
  ioIntelligenceFields,
  litellmFields,
  openRouterFields,
  requestyFields,
  rooFields,
  unboundFields,
  vercelAiGatewayFields,
} from './providers-gateways.ts';
import {
  fakeAiFields,
  humanRelayFields,
  lmStudioFields,
  ollamaFields,
  openAiCompatibleFields,
  qwenCodeFields,
  vsCodeLmFields,
} from './providers-local.ts';

/** Each provider's own fields, keyed by provider id; the `satisfies` keeps the map complete. */
export const PROVIDER_FIELDS = {
  anthropic: anthropicFields,
  'claude-code': claudeCodeFields,
  bedrock: bedrockFields,
  vertex: vertexFields,
  gemini: geminiFields,
  'openai-native': openAiNativeFields,
  mistral: mistralFields,
  deepseek: deepSeekFields,
  doubao: doubaoFields,
  moonshot: moonshotFields,
  zai: zaiFields,
  xai: xaiFields,
  groq: groqFields,
  cerebras: cerebrasFields,
  sambanova: sambaNovaFields,
  fireworks: fireworksFields,
  featherless: featherlessFields,
  chutes: chutesFields,
  openrouter: openRouterFields,
  glama: glamaFields,
  requesty: requestyFields,
  unbound: unboundFields,
  litellm: litellmFields,
  'vercel-ai-gateway': vercelAiGatewayFields,
  huggingface: huggingFaceFields,
  deepinfra: deepInfraFields,
  'io-intelligence': ioIntelligenceFields,
  roo: rooFields,
  openai: openAiCompatibleFields,
  ollama: ollamaFields,
  lmstudio: lmStudioFields,
  'vscode-lm': vsCodeLmFields,
  'qwen-code': qwenCodeFields,
  'human-relay': humanRelayFields,
  'fake-ai': fakeAiFields,
} satisfies Record<ProviderId, z.ZodRawShape>;

/** Strict, so a field that belongs to another provider is an error instead of silently kept. */
function variant<P extends ProviderId>(id: P) {
  return z.strictObject({
    /** Provider this profile talks to. */
    apiProvider: z.literal(id),
    ...PROVIDER_FIELDS[id],
  });
}

/** One provider profile: common settings plus exactly the fields of its `apiProvider`. */
export const providerSettingsSchema = z.discriminatedUnion('apiProvider', [
  variant('anthropic'),
  variant('claude-code'),
  variant('bedrock'),
  variant('vertex'),
  variant('gemini'),
  variant('openai-native'),
  variant('mistral'),
  variant('deepseek'),
  variant('doubao'),
  variant('moonshot'),
  variant('zai'),
  variant('xai'),
  variant('groq'),
  variant('cerebras'),
  variant('sambanova'),
  variant('fireworks'),
  variant('featherless'),
  variant('chutes'),
  variant('openrouter'),
  variant('glama'),
  variant('requesty'),
  variant('unbound'),
  variant('litellm'),
  variant('vercel-ai-gateway'),
  variant('huggingface'),
  variant('deepinfra'),
  variant('io-intelligence'),
  variant('roo'),
  variant('openai'),
  variant('ollama'),
  variant('lmstudio'),
  variant('vscode-lm'),
  variant('qwen-code'),
  variant('human-relay'),
  variant('fake-ai'),
]);
export type ProviderSettings = z.infer<typeof providerSettingsSchema>;
