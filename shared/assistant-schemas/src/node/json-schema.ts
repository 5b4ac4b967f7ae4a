import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildJsonSchema, JSON_SCHEMA_DOCUMENTS } from '../json-schemas.ts';
import { writeModelCatalogue } from './model-catalogue.ts';

export interface WriteJsonSchemasOptions {
  /** Absolute URL the files will be served from (e.g. `https://docs.example/schemas/`); sets each `$id`. */
  baseUrl?: string;
}

/**
 * Write the JSON Schema of every hand-written file into `outDir` and return the file names; the
 * model catalogue and its schema are published beside them for tools that reuse the model data.
 * Each file is written to a temporary name and renamed, so a reader never sees half a schema.
 */
export async function writeJsonSchemas(outDir: string, options: WriteJsonSchemasOptions = {}): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const doc of JSON_SCHEMA_DOCUMENTS) {
    const target = join(outDir, doc.file);
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(buildJsonSchema(doc, options.baseUrl), null, 2)}\n`);
    await rename(temp, target);
    written.push(doc.file);
  }
  written.push(...(await writeModelCatalogue(outDir, options)));
  return written;
}
