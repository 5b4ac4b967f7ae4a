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

/** A cluster of a test file's own, whose gateway the file may kill and start again. */
export interface OwnEndpoint extends TestEndpoint {
  /** SIGKILLs radosgw alone (the monitor and the OSD stay up, the objects stay). */
  killGateway(): void;
  /** Starts radosgw again; returns once S3 answers. */
  startGateway(): void;
}

let started: TestEndpoint | undefined;

/** Starts a one-node Ceph cluster (scripts/object-store/ceph.sh) on `port`; its folder and variables. */
function startCluster(port: number): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'roo-ceph-'));
  const out = execFileSync('bash', [CEPH, 'start', join(dir, 'c'), String(port)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const vars = out
    .trim()
    .split('\n')
    .map((l) => l.split('=', 2) as [string, string]);
  return { dir, env: { ...process.env, ...Object.fromEntries(vars) } };
}

function endpointOn(env: NodeJS.ProcessEnv, dir: string | undefined, onClose: () => void): TestEndpoint {
  const client = createS3Client(env);
  let n = 0;
  return {
    env,
    async bucket(name, prefix = 'site') {
      const bucket = `${name}-${process.pid}-${++n}-${Date.now().toString(36)}`.toLowerCase().slice(0, 63);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { url: `s3://${bucket}/${prefix}`, store: new ObjectStore(client, { bucket, prefix: prefix ? `${prefix}/` : '' }) };
    },
    close() {
      onClose();
      if (!dir) return;
      execFileSync('bash', [CEPH, 'stop', join(dir, 'c')], { stdio: 'inherit' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The real S3 endpoint the object-storage tests use: the one `npm test` started
 * (scripts/test.sh exports AWS_ENDPOINT_URL and the keys), or, for a file run alone, a Ceph
 * cluster of its own (scripts/object-store/ceph.sh), stopped by `close()`.
 */
export function testEndpoint(): TestEndpoint {
  if (started) return started;
  if (process.env.AWS_ENDPOINT_URL) return (started = endpointOn(process.env, undefined, () => {}));
  const { dir, env } = startCluster(20000 + (process.pid % 800) * 50);
  Object.assign(process.env, env);
  started = endpointOn(env, dir, () => (started = undefined));
  return started;
}

/**
 * A cluster for one test file alone, whatever `npm test` started: a file that kills the gateway
 * must not take the shared one from the files after it. Its ports are another 50 than those of
 * this process's testEndpoint() would be.
 */
export function ownEndpoint(): OwnEndpoint {
  const { dir, env } = startCluster(20000 + ((process.pid + 400) % 800) * 50);
  const gateway = (what: 'kill-rgw' | 'start-rgw') =>
    execFileSync('bash', [CEPH, what, join(dir, 'c')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    ...endpointOn(env, dir, () => {}),
    killGateway: () => gateway('kill-rgw'),
    startGateway: () => gateway('start-rgw'),
  };
}
