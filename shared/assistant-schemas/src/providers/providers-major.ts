import { z } from 'zod';
import { serviceTierSchema } from '../models/model-info.ts';
import { commonProviderFields } from './provider-common.ts';

// Field sets of RooCodeInc/Roo-Code packages/types/src/provider-settings.ts (3.28 line).

export const anthropicFields = {
  ...commonProviderFields,
  /** Anthropic API key. */
  apiKey: z.string().optional(),
  /** Alternative base URL (a proxy). */
  anthropicBaseUrl: z.string().optional(),
  /** Send the key as a bearer token instead of `x-api-key`. */
  anthropicUseAuthToken: z.boolean().optional(),
  /** Ask for the 1M-token context window beta. */
  anthropicBeta1MContext: z.boolean().optional(),
};

export const claudeCodeFields = {
  ...commonProviderFields,
  /** Path of the `claude` command line tool. */
  claudeCodePath: z.string().optional(),
  /** Answer-length limit passed to the CLI. */
  claudeCodeMaxOutputTokens: z.number().int().min(1).max(200000).optional(),
};

export const bedrockFields = {
  ...commonProviderFields,
  /** AWS access key id. */
  awsAccessKey: z.string().optional(),
  /** AWS secret access key. */
  awsSecretKey: z.string().optional(),
  /** AWS session token for temporary credentials. */
  awsSessionToken: z.string().optional(),
  /** AWS region, e.g. `us-east-1`. */
  awsRegion: z.string().optional(),
  /** Route through a cross-region inference profile. */
  awsUseCrossRegionInference: z.boolean().optional(),
  /** Use Bedrock prompt caching. */
  awsUsePromptCache: z.boolean().optional(),
  /** Named profile of the AWS credentials file. */
  awsProfile: z.string().optional(),
  /** Authenticate with the named profile instead of keys. */
  awsUseProfile: z.boolean().optional(),
  /** Bedrock API key. */
  awsApiKey: z.string().optional(),
  /** Authenticate with the Bedrock API key. */
  awsUseApiKey: z.boolean().optional(),
  /** ARN of a custom model or inference profile. */
  awsCustomArn: z.string().optional(),
  /** Context window of the custom ARN's model, in tokens. */
  awsModelContextWindow: z.number().optional(),
  /** Use the custom VPC endpoint below. */
  awsBedrockEndpointEnabled: z.boolean().optional(),
  /** Custom VPC endpoint URL. */
  awsBedrockEndpoint: z.string().optional(),
  /** Ask for the 1M-token context window beta. */
  awsBedrock1MContext: z.boolean().optional(),
};

export const vertexFields = {
  ...commonProviderFields,
  /** Path of a service-account key file. */
  vertexKeyFile: z.string().optional(),
  /** Service-account key as JSON text. */
  vertexJsonCredentials: z.string().optional(),
  /** Google Cloud project id. */
  vertexProjectId: z.string().optional(),
  /** Google Cloud region. */
  vertexRegion: z.string().optional(),
  /** Let Gemini models read URLs in the prompt. */
  enableUrlContext: z.boolean().optional(),
  /** Ground Gemini answers with Google Search. */
  enableGrounding: z.boolean().optional(),
};

export const geminiFields = {
  ...commonProviderFields,
  /** Gemini API key. */
  geminiApiKey: z.string().optional(),
  /** Alternative base URL. */
  googleGeminiBaseUrl: z.string().optional(),
  /** Let the model read URLs in the prompt. */
  enableUrlContext: z.boolean().optional(),
  /** Ground answers with Google Search. */
  enableGrounding: z.boolean().optional(),
};

export const openAiNativeFields = {
  ...commonProviderFields,
  /** OpenAI API key. */
  openAiNativeApiKey: z.string().optional(),
  /** Alternative base URL. */
  openAiNativeBaseUrl: z.string().optional(),
  /** Service tier for models that offer flex or priority processing. */
  openAiNativeServiceTier: serviceTierSchema.optional(),
};
