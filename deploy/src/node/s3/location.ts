/** Where an object-storage origin lives: `s3://<bucket>/<prefix>` (the prefix may be empty). */
export interface S3Location {
  bucket: string;
  /** Key prefix every object of the site starts with: '' or ending in '/'. */
  prefix: string;
}

export const isS3Url = (value: string | undefined): value is string => value?.startsWith('s3://') ?? false;

/** Bucket names as S3 allows them (3–63 characters, lower case, digits, dots, hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match || !BUCKET.test(match[1]!))
    throw new Error(
      `'${url}' is not an object-storage origin: write s3://<bucket>/<prefix> (bucket: 3–63 of a-z, 0-9, '.', '-')`,
    );
  const rest = match[2]!.replace(/^\/+|\/+$/g, '');
  if (rest.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`'${url}': the prefix may not hold '.' or '..' segments`);
  return { bucket: match[1]!, prefix: rest ? `${rest}/` : '' };
}

export const describeLocation = (l: S3Location) => `s3://${l.bucket}/${l.prefix}`;
