import { readdir, readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  checkProviderCatalogue,
  MODEL_CATALOGUE_RELEASE,
  modelCatalogueFileSchema,
  type ModelCatalogueFile,
  type ProviderCatalogue,
} from '../models/model-catalogue.ts';

/** Folder of the committed catalogue, one JSON file per provider (scripts/generate-model-catalogue.ts writes it). */
export const MODEL_CATALOGUE_DIR = fileURLToPath(new URL('../models/data', import.meta.url));

/** File names the catalogue is published under, beside the JSON Schemas. */
export const MODEL_CATALOGUE_FILE = 'model-catalogue.json';
export const MODEL_CATALOGUE_SCHEMA_FILE = 'model-catalogue.schema.json';

/** Read and validate one provider's file; the error names the file, provider, model and field. */
export async function readProviderCatalogue(provider: string, dir = MODEL_CATALOGUE_DIR): Promise<ProviderCatalogue> {
  const file = join(dir, `${provider}.json`);
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    throw new Error(`No model catalogue for provider '${provider}' (expected ${file})`);
  }
  const catalogue = checkProviderCatalogue(JSON.parse(raw), file);
  if (catalogue.provider !== provider) throw new Error(`${file}: provider is '${catalogue.provider}', expected '${provider}'`);
  return catalogue;
}

/** Every provider's list, validated, keyed by provider in file-name order. */
export async function readModelCatalogue(dir = MODEL_CATALOGUE_DIR): Promise<ModelCatalogueFile> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  if (!names.length) throw new Error(`${dir}: the model catalogue is empty`);
  const providers: Record<string, ProviderCatalogue> = {};
  for (const name of names) {
    const provider = name.slice(0, -'.json'.length);
    providers[provider] = await readProviderCatalogue(provider, dir);
  }
  return { ...MODEL_CATALOGUE_RELEASE, providers };
}

async function writeJsonAtomic(target: string, value: unknown) {
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, target);
}

/**
 * Publish the catalogue and its JSON Schema into `outDir` (the site's `/schemas/`), for tools that
 * want Roo Code 3.28.17's model data. Validates everything before writing anything.
 */
export async function writeModelCatalogue(outDir: string, options: { baseUrl?: string; dir?: string } = {}): Promise<string[]> {
  const catalogue = await readModelCatalogue(options.dir);
  const { $schema, ...body } = z.toJSONSchema(modelCatalogueFileSchema, { target: 'draft-2020-12' });
  const schema = {
    $schema,
    ...(options.baseUrl === undefined ? {} : { $id: new URL(MODEL_CATALOGUE_SCHEMA_FILE, options.baseUrl).href }),
    title: 'Roo Code model catalogue',
    description: `Models of each provider with a fixed list in Roo Code ${MODEL_CATALOGUE_RELEASE.version} (${MODEL_CATALOGUE_RELEASE.date}); prices in USD per million tokens.`,
    ...body,
  };
  await mkdir(outDir, { recursive: true });
  await writeJsonAtomic(join(outDir, MODEL_CATALOGUE_SCHEMA_FILE), schema);
  const $schemaRef =
    options.baseUrl === undefined ? MODEL_CATALOGUE_SCHEMA_FILE : new URL(MODEL_CATALOGUE_SCHEMA_FILE, options.baseUrl).href;
  await writeJsonAtomic(join(outDir, MODEL_CATALOGUE_FILE), { $schema: $schemaRef, ...catalogue });
  return [MODEL_CATALOGUE_SCHEMA_FILE, MODEL_CATALOGUE_FILE];
}
