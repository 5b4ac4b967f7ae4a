import { describe, expect, test } from '@rstest/core';
import { mkdtemp, readdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { CATALOGUE_PROVIDERS } from '../providers/provider-ids.ts';
import { MODEL_CATALOGUE_DIR, readModelCatalogue, writeModelCatalogue } from './model-catalogue.ts';

describe('the committed model catalogue', () => {
  test('every file passes the schema and each catalogue provider has one', async () => {
    const catalogue = await readModelCatalogue();
    // Roo Code Cloud is `roo` and OpenAI is `openai-native` in the extension; Z AI has two lines.
    for (const id of CATALOGUE_PROVIDERS) expect(Object.keys(catalogue.providers)).toContain(id);
    expect(Object.keys(catalogue.providers)).toContain('zai-china');
    expect(catalogue.providers.anthropic!.models['claude-sonnet-4-5']!.inputPrice).toBe(3);
  });

  test('a broken entry fails with file, provider, model and field named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
    try {
      const good = JSON.parse(await readFile(join(MODEL_CATALOGUE_DIR, 'deepseek.json'), 'utf8'));
      good.models['deepseek-chat'].contextWindow = 'big';
      await writeFile(join(dir, 'deepseek.json'), JSON.stringify(good));
      await expect(readModelCatalogue(dir)).rejects.toThrow(
        /deepseek\.json[\s\S]*provider 'deepseek', model 'deepseek-chat', field 'contextWindow'/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a file named after another provider is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
    try {
      await copyFile(join(MODEL_CATALOGUE_DIR, 'deepseek.json'), join(dir, 'mistral.json'));
      await expect(readModelCatalogue(dir)).rejects.toThrow(/provider is 'deepseek', expected 'mistral'/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('writeModelCatalogue', () => {
  test('publishes the catalogue and a JSON Schema that accepts it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-out-'));
    try {
      const files = await writeModelCatalogue(dir, { baseUrl: 'https://docs.example/schemas/' });
      expect((await readdir(dir)).sort()).toEqual([...files].sort());
      const schema = JSON.parse(await readFile(join(dir, 'model-catalogue.schema.json'), 'utf8'));
      const data = JSON.parse(await readFile(join(dir, 'model-catalogue.json'), 'utf8'));
      expect(schema.$id).toBe('https://docs.example/schemas/model-catalogue.schema.json');
      expect(data.$schema).toBe(schema.$id);
      expect(data.version).toBe('3.28.17');
      const validate = new Ajv2020({ allErrors: true }).compile(schema);
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      data.providers.anthropic.models['claude-sonnet-4-5'].outputPrice = 'fifteen';
      expect(validate(data)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
