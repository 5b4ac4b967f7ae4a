import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Origin } from '../origin/origin.ts';

/**
 * What a runner keeps of an object-storage origin between commands, in its work folder's deploy
 * state: page sets and page bytes already fetched (both immutable, so never stale).
 */
export const cacheDir = (work: Origin) => join(work.state, 's3');
export const cachedSet = (work: Origin, id: string) => join(cacheDir(work), 'sets', `${id}.json`);
export const cachedBlob = (work: Origin, sha: string) => join(cacheDir(work), 'blobs', sha.slice(0, 2), sha);

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
