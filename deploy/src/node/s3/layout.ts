import { z } from 'zod';
import { remotesPointerSchema, type RemotesPointer } from '@roo-docs/schemas';

/**
 * How an origin lives in a bucket (keys under its prefix):
 *
 *   pointer.json                    the only object a publish changes, by compare-and-swap
 *   public/_mf|_shell|_assets/…     build folders and assets, as the site serves them; immutable
 *   builds/<kind>/…/<id>.json       a build's file list, written after its files: "complete"
 *   private/shell/<id>/…            the shell's Node build (prerendering only), never served
 *   sets/<name>-<hash>.json         a page set: a section's pages (or the shell's, or the
 *                                   site-wide files), each path naming a blob
 *   blobs/<sha256>                  page bytes, content-addressed
 *
 * Nothing but pointer.json is ever overwritten, and everything it names is written before it.
 */
export const POINTER_KEY = 'pointer.json';
export const IMMUTABLE_FOLDERS = ['_mf', '_shell', '_assets'] as const;
export const publicKey = (sitePath: string) => `public/${sitePath}`;
export const blobKey = (sha256: string) => `blobs/${sha256}`;
export const setKey = (id: string) => `sets/${id}.json`;
export const privateShellKey = (id: string, file = '') => `private/shell/${id}/${file}`;

export type BuildRef = { kind: 'section'; section: string; id: string } | { kind: 'shell'; id: string };
export const buildFolder = (b: BuildRef) => (b.kind === 'shell' ? `_shell/${b.id}` : `_mf/${b.section}/${b.id}`);
export const buildListKey = (b: BuildRef) => `builds/${buildFolder(b).slice(1)}.json`;

/** A build's file list: written last, so its presence means every file is there. */
export const buildListSchema = z.object({ files: z.array(z.string()), privateFiles: z.array(z.string()).default([]) });

const historyEntrySchema = z.object({
  at: z.string(),
  journal: z.string().optional(),
  rollback: z.string().optional(),
  before: remotesPointerSchema,
  after: remotesPointerSchema,
});

/** pointer.json: the live builds (as /remotes.json has them), the live page sets, recent history. */
export const s3PointerSchema = z.object({
  schemaVersion: z.literal(1),
  remotes: remotesPointerSchema,
  /** Page set ids by set name (a section, 'shell', 'site'). */
  sets: z.record(z.string(), z.string()),
  /** The deploy history rollback walks back through, newest last (the last HISTORY_KEPT entries). */
  history: z.array(historyEntrySchema),
  publishedAt: z.string(),
  /** Random, new with each write: a writer whose answer was lost knows its own write by it. */
  writeId: z.string().optional(),
});
export type S3Pointer = z.infer<typeof s3PointerSchema> & { remotes: RemotesPointer };
export const HISTORY_KEPT = 200;

const setFileSchema = z.object({ sha256: z.string().regex(/^[a-f0-9]{64}$/), size: z.number().int().nonnegative() });

/** A page set: every file of one part of the site, by site path. */
export const pageSetSchema = z.object({
  schemaVersion: z.literal(1),
  name: z.string(),
  files: z.record(z.string(), setFileSchema),
  /** The builds named by the pointer these pages were rendered with (they inline it): prune keeps them. */
  renderedWith: z.array(z.string()),
});
export type PageSet = z.infer<typeof pageSetSchema>;
