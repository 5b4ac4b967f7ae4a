/** A file of the published site, with a tag that changes when its bytes do (ETag, or inode and mtime). */
export interface SiteFile {
  bytes: Uint8Array;
  tag: string;
}

/**
 * Where the server reads a published site from: a folder (an origin, `site/`) or a URL serving
 * one. Paths are site paths (`/remotes.json`); `null` when the site has no such file.
 */
export interface SiteReader {
  /** The site's own absolute URL, for the links the tools give back. */
  readonly siteUrl: string;
  /** What the reader reads, for messages (`folder /srv/site`, `https://docs.example.com`). */
  readonly describe: string;
  read(path: string, options?: { ifTag?: string }): Promise<SiteFile | 'unchanged' | null>;
}

/** The largest file read: the biggest search shard is well under this. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

export const textOf = (file: SiteFile) => new TextDecoder().decode(file.bytes);
