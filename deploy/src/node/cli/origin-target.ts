import { join, resolve } from 'node:path';
import { withLock } from '../origin/lock.ts';
import { originAt, type Origin } from '../origin/origin.ts';
import { isS3Url } from '../s3/location.ts';
import { onObjectStore, openS3Site, type S3Site } from '../s3/s3-site.ts';

/**
 * Where the commands publish: a folder (`site/`, or SITE_DIR), or an S3 bucket
 * (`SITE_DIR=s3://<bucket>/<prefix>` or `--origin s3://…`). `origin` is the folder the commands
 * work in: the origin itself, or the runner's work folder for the bucket.
 */
export type OriginTarget = { kind: 'folder'; origin: Origin } | { kind: 's3'; site: S3Site; origin: Origin };

/** Takes `--origin <where>` out of the arguments; SITE_DIR is the default, `site/` the fallback. */
export function originTarget(
  repoRoot: string,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): { target: OriginTarget; rest: string[] } {
  const at = argv.indexOf('--origin');
  const where = at >= 0 ? argv[at + 1] : env.SITE_DIR;
  if (at >= 0 && !where) throw new Error('--origin needs a folder or s3://<bucket>/<prefix>');
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  if (isS3Url(where)) {
    const site = openS3Site(where, repoRoot, env);
    return { target: { kind: 's3', site, origin: site.work }, rest };
  }
  return { target: { kind: 'folder', origin: originAt(resolve(where ?? join(repoRoot, 'site'))) }, rest };
}

/** Runs a command that changes the origin: under the folder's lock, or as a compare-and-swap of the bucket's pointer. */
export function onOrigin<T>(target: OriginTarget, command: (origin: Origin) => Promise<T>): Promise<T> {
  return target.kind === 'folder' ? withLock(target.origin, () => command(target.origin)) : onObjectStore(target.site, command);
}
