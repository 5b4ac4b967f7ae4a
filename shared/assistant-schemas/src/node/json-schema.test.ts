import { describe, expect, test } from '@rstest/core';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildJsonSchema, JSON_SCHEMA_DOCUMENTS } from '../json-schemas.ts';
import { writeJsonSchemas } from './json-schema.ts';
import { MODEL_CATALOGUE_FILE, MODEL_CATALOGUE_SCHEMA_FILE } from './model-catalogue.ts';

describe('writeJsonSchemas', () => {
  test('writes one file per document, as built, the model catalogue, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'schemas-'));
    try {
      const files = await writeJsonSchemas(join(dir, 'schemas'), { baseUrl: 'https://docs.example/schemas/' });
      expect(files).toEqual([...JSON_SCHEMA_DOCUMENTS.map((d) => d.file), MODEL_CATALOGUE_SCHEMA_FILE, MODEL_CATALOGUE_FILE]);
      expect((await readdir(join(dir, 'schemas'))).sort()).toEqual([...files].sort());
      for (const doc of JSON_SCHEMA_DOCUMENTS) {
        const written: unknown = JSON.parse(await readFile(join(dir, 'schemas', doc.file), 'utf8'));
        expect(written).toEqual(buildJsonSchema(doc, 'https://docs.example/schemas/'));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('rewriting replaces the previous files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'schemas-'));
    try {
      await writeJsonSchemas(dir, { baseUrl: 'https://old.example/' });
      await writeJsonSchemas(dir);
      const roomodes = JSON.parse(await readFile(join(dir, 'roomodes.schema.json'), 'utf8')) as Record<string, unknown>;
      expect(roomodes).not.toHaveProperty('$id');
      expect(await readdir(dir)).toHaveLength(JSON_SCHEMA_DOCUMENTS.length + 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
