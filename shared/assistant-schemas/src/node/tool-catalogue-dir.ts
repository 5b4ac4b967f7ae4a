import { fileURLToPath } from 'node:url';

/** The tool catalogue's folder: one module per group of tools, their names and their types. */
export const TOOL_CATALOGUE_DIR = fileURLToPath(new URL('../tools/catalogue', import.meta.url));
