import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client } from './client.ts';
import { ObjectStore } from './store.ts';

const CEPH = fileURLToPath(new URL('../../../../scripts/object-store/ceph.sh', import.meta.url));

export interface TestEndpoint {
  env: NodeJS.ProcessEnv;
  /** A new empty bucket (each test its own), and a store on it under `prefix`. */
  bucket(name: string, prefix?: string): Promise<{ url: string; store: ObjectStore }>;
  close(): void;
}

let started: TestEndpoint | undefined;

/**
 * The real S3 endpoint the object-storage tests use: the one `npm test` started
 * (scripts/test.sh exports AWS_ENDPOINT_URL and the keys), or, for a file run alone, a Ceph
 * cluster of its own (scripts/object-store/ceph.sh), stopped by `close()`.
 */
export function testEndpoint(): TestEndpoint {
  if (started) return started;
  let dir: string | undefined;
  let env: NodeJS.ProcessEnv = process.env;
  if (!process.env.AWS_ENDPOINT_URL) {
    dir = mkdtempSync(join(tmpdir(), 'roo-ceph-'));
    const port = 20000 + (process.pid % 800) * 50;
    const out = execFileSync('bash', [CEPH, 'start', join(dir, 'c'), String(port)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    env = {
      ...process.env,
      ...Object.fromEntries(
        out
          .trim()
          .split('\n')
          .map((l) => l.split('=', 2) as [string, string]),
      ),
    };
    Object.assign(process.env, env);
  }
  const client = createS3Client(env);
  let n = 0;
  started = {
    env,
    async bucket(name, prefix = 'site') {
      const bucket = `${name}-${process.pid}-${++n}-${Date.now().toString(36)}`.toLowerCase().slice(0, 63);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { url: `s3://${bucket}/${prefix}`, store: new ObjectStore(client, { bucket, prefix: prefix ? `${prefix}/` : '' }) };
    },
    close() {
      if (!dir) return;
      execFileSync('bash', [CEPH, 'stop', join(dir, 'c')], { stdio: 'inherit' });
      rmSync(dir, { recursive: true, force: true });
      started = undefined;
    },
  };
  return started;
}
