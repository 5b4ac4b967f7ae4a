import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface ContentFile {
  /** Absolute file path. */
  file: string;
  /** Path relative to the remote's folder, with forward slashes (for imports and edit links). */
  relative: string;
  route: string;
}

/** `index.mdx` is the folder's route with a trailing slash (`/features/`), except the site root `/`. */
export function routeOfContentPath(rel: string): string {
  const noExt = rel.replace(/\.mdx$/, '');
  if (noExt === 'index') return '/';
  if (noExt.endsWith('/index')) return `/${noExt.slice(0, -'index'.length)}`;
  return `/${noExt}`;
}

/** Every `.mdx` under `content/` (or a generated folder inside the remote), sorted so builds are reproducible. */
export async function scanContent(remoteDir: string, contentDir = join(remoteDir, 'content')): Promise<ContentFile[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const rel = relative(contentDir, file).split(sep).join('/');
      return { file, relative: relative(remoteDir, file).split(sep).join('/'), route: routeOfContentPath(rel) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
