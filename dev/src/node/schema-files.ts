import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeJsonSchemas } from '@roo-docs/assistant-schemas/node';
import { SITE_URL } from '@roo-docs/schemas/contract';

export const SCHEMAS_PATH = '/schemas/';

/**
 * The JSON Schemas a publish writes under `/schemas/` (the validators' pages link them), written
 * from source once per dev server into its cache: with every section live there is no published
 * copy to serve them from, and the links were broken in `npm run dev`. Only the files written are
 * answered, so a path with `..` or any other name is a plain 404.
 */
export function schemaFiles(repoRoot: string): (path: string) => Promise<string | null> {
  const dir = join(repoRoot, 'node_modules', '.cache', 'roo-docs', 'dev-schemas');
  let written: Promise<string[]> | undefined;
  return async (path) => {
    written ??= writeJsonSchemas(dir, { baseUrl: `${SITE_URL}${SCHEMAS_PATH}` });
    const name = path.slice(SCHEMAS_PATH.length);
    return (await written).includes(name) ? readFile(join(dir, name), 'utf8') : null;
  };
}
