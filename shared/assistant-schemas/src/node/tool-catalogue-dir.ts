import { join } from 'node:path';

/** The tool catalogue's folder: one module per group of tools, their names and their types. */
export const TOOL_CATALOGUE_DIR = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../tools/catalogue');
