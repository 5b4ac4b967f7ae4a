import { randomUUID } from 'node:crypto';
import { parseOrThrow } from '@roo-docs/schemas';
import { POINTER_KEY, s3PointerSchema, type S3Pointer } from './layout.ts';
import { ConditionFailed, type ObjectStore } from './store.ts';

export interface ReadPointer {
  doc: S3Pointer;
  etag: string;
}

/** The live pointer and its ETag, or null before the first publish. */
export async function readS3Pointer(store: ObjectStore, step = 'read the pointer'): Promise<ReadPointer | null> {
  const got = await store.get(POINTER_KEY, step);
  if (!got) return null;
  let json: unknown;
  try {
    json = JSON.parse(got.body.toString('utf8'));
  } catch {
    throw new Error(
      `${store.location.bucket}/${store.location.prefix}${POINTER_KEY} is not JSON: the origin was written by something else`,
    );
  }
  return { doc: parseOrThrow(s3PointerSchema, json, POINTER_KEY) as S3Pointer, etag: got.etag };
}

/**
 * The switch-over: writes the new pointer only if the live one is still the one this publish
 * started from (If-Match its ETag; If-None-Match: * for the first). A refusal throws
 * ConditionFailed and changes nothing.
 *
 * A write can land while its answer is lost (the connection cut, the gateway restarted); the
 * SDK's retry of it is then refused, as the pointer is no longer the base. So a refusal is only
 * a refusal if the live pointer is not the very one this call wrote (its writeId is this call's).
 */
export async function swapPointer(store: ObjectStore, next: S3Pointer, base: ReadPointer | null): Promise<string> {
  const body = `${JSON.stringify(parseOrThrow(s3PointerSchema, { ...next, writeId: randomUUID() }, 'new pointer'))}\n`;
  try {
    return await store.put(
      POINTER_KEY,
      body,
      {
        contentType: 'application/json; charset=utf-8',
        cacheControl: 'no-cache',
        ...(base ? { ifMatch: base.etag } : { ifAbsent: true }),
      },
      'switch the pointer',
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const live = await store.get(POINTER_KEY, 'switch the pointer: read it back');
    if (live?.body.toString('utf8') === body) return live.etag;
    throw error;
  }
}
