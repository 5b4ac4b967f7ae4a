import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { z } from 'zod';
import type { DocsSite } from './site/docs-site.ts';
import { MAX_PATH_LENGTH } from './site/site-path.ts';
import { modelInfo } from './tools/model-info.ts';
import { readPage } from './tools/read-page.ts';
import { DEFAULT_LIMIT, hitsText, searchDocs } from './tools/search-docs.ts';
import { KIND_NAMES, KINDS_TEXT, MAX_CONFIG_CHARS, validateConfig } from './tools/validate-config.ts';
import { liveReleases, releasesBetween, releaseText } from './tools/whats-new.ts';

const text = (value: string, structured?: Record<string, unknown>) => ({
  content: [{ type: 'text' as const, text: value }],
  ...(structured ? { structuredContent: structured } : {}),
});
const version = (what: string) =>
  z
    .string()
    .max(20)
    .regex(/^v?\d{1,4}(\.\d{1,4}){0,2}$/, 'a version such as 3.28.16')
    .describe(what);

/** The search and page tools: the site's own search engine and its pages' Markdown twins. */
function registerPageTools(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Roo Code docs',
      description:
        "Searches the Roo Code documentation with the site's own search engine and index. Returns the best matching page sections: title, absolute URL, section and a snippet. Release notes are searched when the query names a version (3.28.16) or section is update-notes.",
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .describe('What to look for: words, a setting name, a tool name, a version number'),
        section: z.enum(SECTION_NAMES).optional().describe('Search only this section of the site'),
        context: z
          .string()
          .max(100)
          .optional()
          .describe("A search context label as the site's search page offers (Providers, Release Notes)"),
        limit: z.number().int().min(1).max(50).optional().describe(`How many hits, 1 to 50 (default ${DEFAULT_LIMIT})`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const hits = await searchDocs(site, args);
      return text(hitsText(args.query, hits), { hits });
    },
  );
  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a Roo Code docs page as Markdown, whole or only the section under one heading. An unknown path is an error that names the closest pages.',
      inputSchema: {
        path: z.string().min(1).max(MAX_PATH_LENGTH).describe('The page path (/features/checkpoints) or its URL on this site'),
        heading: z
          .string()
          .max(200)
          .optional()
          .describe('Only the section under this heading: its text or its anchor (installing-git)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const page = await readPage(site, args);
      return text(page.markdown, { route: page.route, url: page.url, ...(page.heading ? { heading: page.heading } : {}) });
    },
  );
}

/** The data tools: release list, validators, model catalogue. */
function registerDataTools(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'whats_new',
    {
      title: "What's new in Roo Code",
      description:
        'Lists the Roo Code releases after a version, newest first: each with its summary, highlights and what to do after updating, then every change by group.',
      inputSchema: {
        since_version: version('The version you have: releases after it are listed (3.28.14)'),
        until_version: version('The last version to list (default: the latest)').optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ since_version, until_version }) => {
      const releases = releasesBetween(await liveReleases(site), since_version, until_version);
      const body = releases.map((r) => releaseText(r, site.siteUrl)).join('\n\n');
      return text(body || `No release after ${since_version} on this site.`, { releases });
    },
  );
  server.registerTool(
    'validate_config',
    {
      title: 'Check a Roo Code file',
      description: `Checks a Roo Code configuration file as Roo Code 3.28.17 reads it; returns each problem with its line, column and message, and a version it would accept. Kinds: ${KINDS_TEXT}.`,
      inputSchema: {
        kind: z.enum(KIND_NAMES).describe('Which file it is'),
        text: z.string().max(MAX_CONFIG_CHARS).describe('The whole file, YAML or JSON as the kind allows'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ kind, text: input }) => {
      const { result, text: message } = validateConfig(kind, input);
      return text(message, { ...result });
    },
  );
  server.registerTool(
    'model_info',
    {
      title: 'Models of a provider',
      description:
        "Roo Code 3.28.17's fixed model list of a provider (anthropic, openai-native, gemini, …) or one model of it: context window, output limit, capabilities and prices per million tokens.",
      inputSchema: {
        provider: z.string().trim().min(1).max(100).describe('The provider id (anthropic, bedrock, deepseek)'),
        model: z.string().trim().min(1).max(200).optional().describe('One model id; all of the provider’s models when left out'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const answer = await modelInfo(site, args);
      return text(answer.text, { provider: answer.provider, defaultModelId: answer.defaultModelId, models: answer.models });
    },
  );
}

export function registerTools(server: McpServer, site: DocsSite): void {
  registerPageTools(server, site);
  registerDataTools(server, site);
}
