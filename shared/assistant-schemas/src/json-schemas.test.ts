import { describe, expect, test } from '@rstest/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadFixture } from './fixtures/load.ts';
import { buildJsonSchema, JSON_SCHEMA_DOCUMENTS, type JsonSchemaDocument } from './json-schemas.ts';

// Formats checked the way zod checks them: a URL must parse, a pattern must compile.
const ajv = new Ajv2020({ allErrors: true });
ajv.addFormat('uri', (value: string) => URL.canParse(value));
ajv.addFormat('regex', (value: string) => {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
});

const docByFile = (file: string): JsonSchemaDocument => {
  const doc = JSON_SCHEMA_DOCUMENTS.find((d) => d.file === file);
  if (!doc) throw new Error(`no document ${file}`);
  return doc;
};
const validators = new Map(JSON_SCHEMA_DOCUMENTS.map((doc) => [doc.file, ajv.compile(buildJsonSchema(doc))]));

// Cases reach deep into fixtures by path; typing every path would add nothing the schemas don't check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** Deep copy of a fixture with one change applied. */
function variant(name: Parameters<typeof loadFixture>[0], change: (doc: Loose) => void): unknown {
  const doc = structuredClone(loadFixture(name));
  change(doc);
  return doc;
}

type Case = [file: string, label: string, value: unknown, valid: boolean];
const modes = 'roomodes.schema.json';
const item = 'marketplace-item.schema.json';
const catalogue = 'marketplace-catalogue.schema.json';
const settings = 'settings-export.schema.json';
const index = 'codebase-index.schema.json';
const organization = 'organization-settings.schema.json';
const catalogueItems = (loadFixture('marketplaceCatalogue') as { items: unknown[] }).items;

const cases: Case[] = [
  [modes, 'fixture', loadFixture('customModes'), true],
  [modes, 'slug with a space', variant('customModes', (d) => (d.customModes[0].slug = 'docs writer')), false],
  [modes, 'empty name', variant('customModes', (d) => (d.customModes[1].name = '')), false],
  [modes, 'no role definition', variant('customModes', (d) => delete d.customModes[2].roleDefinition), false],
  [modes, 'broken fileRegex', variant('customModes', (d) => (d.customModes[0].groups[1][1].fileRegex = '(')), false],
  [modes, 'unknown group', variant('customModes', (d) => d.customModes[2].groups.push('write')), false],
  [modes, 'three-element group', variant('customModes', (d) => d.customModes[3].groups[1].push({})), false],
  [modes, 'extra key kept loose', variant('customModes', (d) => (d.customModes[0].iconName = 'book')), true],
  ...catalogueItems.map((value, i): Case => [item, `catalogue item ${i}`, value, true]),
  [item, 'bad author URL', { ...(catalogueItems[0] as object), authorUrl: 'someone' }, false],
  [item, 'MCP without url', { ...(catalogueItems[1] as object), url: undefined }, false],
  [item, 'empty content', { ...(catalogueItems[0] as object), content: '' }, false],
  [item, 'unknown type', { ...(catalogueItems[0] as object), type: 'skill' }, false],
  [catalogue, 'fixture', loadFixture('marketplaceCatalogue'), true],
  [catalogue, 'item without id', variant('marketplaceCatalogue', (d) => delete d.items[2].id), false],
  [catalogue, 'parameter without key', variant('marketplaceCatalogue', (d) => delete d.items[2].parameters[0].key), false],
  [settings, 'fixture', loadFixture('settingsExport'), true],
  [
    settings,
    'foreign provider field',
    variant('settingsExport', (d) => (d.providerProfiles.apiConfigs.GLM.awsRegion = 'x')),
    false,
  ],
  [
    settings,
    'unknown Moonshot URL',
    variant('settingsExport', (d) => (d.providerProfiles.apiConfigs.Kimi.moonshotBaseUrl = 'https://x/v1')),
    false,
  ],
  [
    settings,
    'unknown Z.ai line',
    variant('settingsExport', (d) => (d.providerProfiles.apiConfigs.GLM.zaiApiLine = 'mars')),
    false,
  ],
  [
    settings,
    'reasoning effort max',
    variant('settingsExport', (d) => (d.providerProfiles.apiConfigs.Sonnet.reasoningEffort = 'max')),
    false,
  ],
  [
    settings,
    'negative mistake limit',
    variant('settingsExport', (d) => (d.providerProfiles.apiConfigs.Sonnet.consecutiveMistakeLimit = -1)),
    false,
  ],
  [settings, 'negative write delay', variant('settingsExport', (d) => (d.globalSettings.writeDelayMs = -1)), false],
  [settings, 'unknown language', variant('settingsExport', (d) => (d.globalSettings.language = 'xx')), false],
  [
    settings,
    'max results 201',
    variant('settingsExport', (d) => (d.globalSettings.codebaseIndexConfig.codebaseIndexSearchMaxResults = 201)),
    false,
  ],
  [
    settings,
    'claude-code tokens 200000',
    {
      providerProfiles: {
        currentApiConfigName: 'c',
        apiConfigs: { c: { apiProvider: 'claude-code', claudeCodeMaxOutputTokens: 200000 } },
      },
    },
    true,
  ],
  [
    settings,
    'claude-code tokens 200001',
    {
      providerProfiles: {
        currentApiConfigName: 'c',
        apiConfigs: { c: { apiProvider: 'claude-code', claudeCodeMaxOutputTokens: 200001 } },
      },
    },
    false,
  ],
  [index, 'fixture', loadFixture('codebaseIndex'), true],
  ...[-0.01, 0, 1, 1.01].map((score): Case => [
    index,
    `min score ${score}`,
    { codebaseIndexSearchMinScore: score },
    score >= 0 && score <= 1,
  ]),
  ...[9, 10, 200, 201].map((n): Case => [index, `max results ${n}`, { codebaseIndexSearchMaxResults: n }, n >= 10 && n <= 200]),
  [index, 'embedder bedrock', { codebaseIndexEmbedderProvider: 'bedrock' }, false],
  [organization, 'fixture', loadFixture('organizationSettings'), true],
  [organization, 'no allow list', variant('organizationSettings', (d) => delete d.allowList), false],
  [organization, 'read limit -2', variant('organizationSettings', (d) => (d.defaultSettings.maxReadFileLine = -2)), false],
  [
    organization,
    'compressed progress bars',
    variant('organizationSettings', (d) => (d.defaultSettings.terminalCompressProgressBar = true)),
    true,
  ],
];

describe('published JSON Schemas', () => {
  test.each(cases)('%s, %s: JSON Schema and zod agree', (file, _label, value, valid) => {
    const zodValid = docByFile(file).schema.safeParse(value).success;
    const validate = validators.get(file);
    expect(zodValid).toBe(valid);
    expect(validate?.(value)).toBe(valid);
  });

  test('duplicate slugs and groups are caught by zod only (they compare list items)', () => {
    const duplicateSlug = variant('customModes', (d) => (d.customModes[1].slug = d.customModes[0].slug));
    const duplicateGroup = variant('customModes', (d) => d.customModes[2].groups.push('read'));
    for (const value of [duplicateSlug, duplicateGroup]) {
      expect(docByFile(modes).schema.safeParse(value).success).toBe(false);
      expect(validators.get(modes)?.(value)).toBe(true);
    }
  });

  test('each schema names itself and gets an $id under the given base URL', () => {
    for (const doc of JSON_SCHEMA_DOCUMENTS) {
      const schema = buildJsonSchema(doc, 'https://docs.example/schemas/');
      expect(schema.$id).toBe(`https://docs.example/schemas/${doc.file}`);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(typeof schema.title).toBe('string');
      expect(buildJsonSchema(doc)).not.toHaveProperty('$id');
    }
  });
});
