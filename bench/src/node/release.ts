import { execFile } from 'node:child_process';
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEPLOY_BIN, type Origin } from '@roo-docs/deploy';

const run = promisify(execFile);

const entry = (version: string) => `---
version: ${version}
kind: patch
summary: A release written for the benchmark, never committed.
impact: none
highlights: [A fixture fix for the release benchmark]
pulls: [9999]
---

## Fixes

- The benchmark measures how long one release of ${version} takes.
`;

export interface ReleaseRun {
  version: string;
  /** Wall time of the whole command, Node's start included. */
  wallSeconds: number;
  /** The command's own figures: validate, build, publish, total. */
  seconds: Record<string, number>;
  steps: { build: Record<string, number>; publish: Record<string, number> };
}

const pairs = (text: string) =>
  Object.fromEntries(
    text.split(', ').map((p) => {
      const at = p.lastIndexOf(' ');
      return [p.slice(0, at), Number(p.slice(at + 1))];
    }),
  );

/** Reads the figures `npm run release` prints (release-command.ts). */
export function parseReleaseOutput(stdout: string): Pick<ReleaseRun, 'seconds' | 'steps'> {
  const released = /Released \S+ in ([\d.]+) s \(validate ([\d.]+) s, build ([\d.]+) s, publish ([\d.]+) s\)/.exec(stdout);
  if (!released) throw new Error(`The release printed no timing line:\n${stdout}`);
  const [, total, validate, build, publish] = released.map(Number);
  const cpu = /CPU time ([\d.]+) s\./.exec(stdout)?.[1];
  return {
    seconds: { validate: validate!, build: build!, publish: publish!, total: total!, ...(cpu ? { cpu: Number(cpu) } : {}) },
    steps: {
      build: pairs(/build steps \(s\): (.*)/.exec(stdout)?.[1] ?? ''),
      publish: pairs(/publish steps \(s\): (.*)/.exec(stdout)?.[1] ?? ''),
    },
  };
}

/** An object-storage origin to release into: its `s3://` URL and the endpoint's variables. */
export interface BucketTarget {
  url: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs the real `npm run release` command (one process per version, as a release team would) for
 * `runs` successive versions (3.28.18, 3.28.19, …) against a published origin (a folder, or a
 * bucket, released into as a CI runner would: through the runner's work folder). The entries go to a
 * copy of the remote (`source`, default the repository's) without build caches, so the first run
 * is a release from a fresh checkout and the following ones from a checkout that has released
 * before; the versions go to a copy of the inventory beside it. The repository is untouched.
 */
export async function measureReleases(
  repoRoot: string,
  origin: Origin | BucketTarget,
  runs = 1,
  source = join(repoRoot, 'remotes/update-notes'),
): Promise<ReleaseRun[]> {
  const work = join(repoRoot, '.tmp', `bench-release-${process.pid}`);
  const remoteDir = join(work, 'update-notes');
  await rm(work, { recursive: true, force: true });
  await cp(source, remoteDir, {
    recursive: true,
    filter: (src) => !/\/(dist|\.generated|node_modules)(\/|$)/.test(src),
  });
  const inventoryDir = join(work, 'inventory');
  for (const file of ['routes.json', 'sidebar.json'])
    await cp(join(repoRoot, 'shared/inventory', file), join(inventoryDir, file));
  const out: ReleaseRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const version = `3.28.${18 + i}`;
      const from = join(work, `v${version}.mdx`);
      await writeFile(from, entry(version));
      const t = performance.now();
      const { stdout } = await run(process.execPath, [DEPLOY_BIN, 'release', version, '--date', '2025-10-20', '--from', from], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...('url' in origin ? { ...origin.env, SITE_DIR: origin.url } : { SITE_DIR: origin.dir }),
          UPDATE_NOTES_DIR: remoteDir,
          INVENTORY_DIR: inventoryDir,
          INIT_CWD: repoRoot,
        },
        maxBuffer: 1 << 26,
      });
      out.push({ version, wallSeconds: (performance.now() - t) / 1000, ...parseReleaseOutput(stdout) });
    }
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
