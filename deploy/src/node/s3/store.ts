import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { describeLocation, type S3Location } from './location.ts';

/** A failed call, named by the step of the command that made it (credentials never appear). */
export class StoreError extends Error {
  constructor(
    readonly step: string,
    readonly key: string,
    readonly status: number | undefined,
    cause: unknown,
  ) {
    const name = (cause as { name?: string }).name ?? 'Error';
    super(`object store, step '${step}': ${name}${status ? ` (HTTP ${status})` : ''} for ${key}: ${(cause as Error).message}`, {
      cause,
    });
  }
}

/** A conditional write the store refused: the object is not what the writer read. */
export class ConditionFailed extends Error {}

export interface PutOptions {
  contentType?: string;
  contentEncoding?: string;
  cacheControl?: string;
  /** Write only if the object still has this ETag (compare-and-swap). */
  ifMatch?: string;
  /** Write only if no object has this key. */
  ifAbsent?: boolean;
}

export interface Listed {
  key: string;
  size: number;
  lastModified: Date;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || (error as Error).name === 'NoSuchKey';
// Parts of 8 MiB; smaller objects go in one PUT, which is what makes them appear whole.
const MULTIPART_FROM = 8 * 1024 * 1024;

/** The site's objects under one bucket and prefix; every key below is relative to the prefix. */
export class ObjectStore {
  constructor(
    readonly client: S3Client,
    readonly location: S3Location,
  ) {}

  private full = (key: string) => this.location.prefix + key;
  private where = (key: string) => `${describeLocation(this.location)}${key}`;

  private async call<T>(step: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ConditionFailed || error instanceof StoreError) throw error;
      throw new StoreError(step, this.where(key), statusOf(error), error);
    }
  }

  /** The object's bytes and ETag, or null when there is none. */
  async get(key: string, step: string): Promise<{ body: Buffer; etag: string; lastModified?: Date } | null> {
    return this.call(step, key, async () => {
      try {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }));
        const body = Buffer.from(await out.Body!.transformToByteArray());
        return { body, etag: out.ETag ?? '', lastModified: out.LastModified };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  /** A streamed read for the edge; a 304 or 404 comes back as its status rather than an error. */
  async open(
    key: string,
    options: { range?: string; ifNoneMatch?: string },
    step: string,
  ): Promise<GetObjectCommandOutput | { status: 304 | 404 }> {
    return this.call(step, key, async () => {
      try {
        return await this.client.send(
          new GetObjectCommand({
            Bucket: this.location.bucket,
            Key: this.full(key),
            ...(options.range ? { Range: options.range } : {}),
            ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
          }),
        );
      } catch (error) {
        if (statusOf(error) === 304) return { status: 304 as const };
        if (isMissing(error)) return { status: 404 as const };
        throw error;
      }
    });
  }

  async exists(key: string, step: string): Promise<boolean> {
    return this.call(step, key, async () => {
      try {
        await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    });
  }

  /** Writes an object; returns its ETag. A refused condition throws ConditionFailed. */
  async put(key: string, body: Buffer | string, options: PutOptions, step: string): Promise<string> {
    return this.call(step, key, async () => {
      const params = {
        Bucket: this.location.bucket,
        Key: this.full(key),
        Body: body,
        ContentType: options.contentType ?? 'application/octet-stream',
        ...(options.contentEncoding ? { ContentEncoding: options.contentEncoding } : {}),
        ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
      };
      if (!options.ifMatch && !options.ifAbsent && body.length >= MULTIPART_FROM) {
        await new Upload({ client: this.client, params, partSize: MULTIPART_FROM, queueSize: 2 }).done();
        return '';
      }
      try {
        const out = await this.client.send(
          new PutObjectCommand({
            ...params,
            ...(options.ifMatch ? { IfMatch: options.ifMatch } : {}),
            ...(options.ifAbsent ? { IfNoneMatch: '*' } : {}),
          }),
        );
        return out.ETag ?? '';
      } catch (error) {
        // 412 is the refusal; a gateway that answers If-Match on a missing key with 404 means the same.
        const status = statusOf(error);
        if (status === 412 || (options.ifMatch && status === 404) || status === 409) throw new ConditionFailed(key);
        throw error;
      }
    });
  }

  /**
   * Writes an object that never changes once written: if one with this key exists it already
   * holds these bytes (names carry a build id or a hash), so it is left alone. Large bodies are
   * checked first, since a multipart upload cannot be made conditional everywhere.
   */
  async putImmutable(
    key: string,
    body: Buffer,
    options: Omit<PutOptions, 'ifMatch' | 'ifAbsent'>,
    step: string,
  ): Promise<boolean> {
    if (body.length >= MULTIPART_FROM) {
      if (await this.exists(key, step)) return false;
      await this.put(key, body, options, step);
      return true;
    }
    try {
      await this.put(key, body, { ...options, ifAbsent: true }, step);
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  }

  async list(prefix: string, step: string): Promise<Listed[]> {
    return this.call(step, prefix, async () => {
      const found: Listed[] = [];
      let token: string | undefined;
      do {
        const out = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: this.full(prefix), ContinuationToken: token }),
        );
        for (const o of out.Contents ?? [])
          found.push({ key: o.Key!.slice(this.location.prefix.length), size: o.Size ?? 0, lastModified: o.LastModified! });
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return found;
    });
  }

  async deleteMany(keys: string[], step: string): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      await this.call(step, batch[0]!, async () => {
        const out = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.location.bucket,
            Delete: { Objects: batch.map((k) => ({ Key: this.full(k) })), Quiet: true },
          }),
        );
        if (out.Errors?.length)
          throw new Error(`${out.Errors.length} object(s) not deleted, first: ${out.Errors[0]!.Key} ${out.Errors[0]!.Code}`);
      });
    }
  }

  /** Multipart uploads never completed (a publish killed mid-upload), started before `before`; aborted. */
  async abortUploads(before: Date, step: string): Promise<number> {
    return this.call(step, '', async () => {
      const out = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.location.bucket, Prefix: this.location.prefix }),
      );
      const stale = (out.Uploads ?? []).filter((u) => u.Initiated && u.Initiated < before);
      for (const u of stale)
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.location.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
      return stale.length;
    });
  }
}
