import { extname } from 'node:path';
import { MARKDOWN_CONTENT_TYPE } from '@roo-docs/schemas/contract';

/** The Content-Type of a site file by its extension, as both the folder server and the edge send it. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': MARKDOWN_CONTENT_TYPE,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (file: string): string => TYPES[extname(file)] ?? 'application/octet-stream';
