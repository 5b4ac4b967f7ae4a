import { resolve } from 'node:path';
import { SITE_URL } from '@roo-docs/schemas/contract';
import { DocsSite } from './site/docs-site.ts';
import { folderReader, isSiteFolder } from './site/folder-reader.ts';
import { urlReader } from './site/url-reader.ts';

/**
 * The site a `--site` value names: an http(s) URL serving a published site, or a published
 * folder (its links then use `siteUrl`, the public site's address by default).
 */
export async function openSite(
  site: string,
  options: { siteUrl?: string | undefined; pointerTtlMs?: number } = {},
): Promise<DocsSite> {
  if (/^https?:\/\//i.test(site)) return new DocsSite(urlReader(site), options);
  const dir = resolve(site);
  if (!(await isSiteFolder(dir)))
    throw new Error(`--site ${site}: no remotes.json there; give a published site folder or its URL`);
  return new DocsSite(folderReader(dir, (options.siteUrl ?? SITE_URL).replace(/\/+$/, '')), options);
}
