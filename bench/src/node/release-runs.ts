import { POINTER_FILE } from '@roo-docs/schemas/contract';
// `npm run bench -- --release [runs] [--scale N]`: only the release figure, repeated, on an origin
// published once into .tmp/bench-release-origin (or, with --scale, a generated site of N pages
// published into .tmp/bench-release-origin-N), kept between invocations so repeated profiling
// skips the full build. Reports each run's steps and the median beside the reference's full rebuild.
import { access, cp, mkdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES, type SectionName } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { originAt, publish } from '@roo-docs/deploy';
import { measureReleases } from './release.ts';
import { median } from './navigation.ts';
import { createScaleSite } from './scale/site.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export async function runReleaseBench(runs: number, scale?: number) {
  const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  const reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));
  const name = scale ? `bench-release-origin-${scale}` : 'bench-release-origin';
  const dir = join(repoRoot, '.tmp', name);
  const origin = originAt(dir);
  // The scale fixture is generated from a seed, so a copy made again is the one published.
  let remoteDir = (s: SectionName) => join(repoRoot, 'remotes', s);
  if (scale) {
    const fixture = join(repoRoot, '.tmp', `scale-${scale}`, 'remotes');
    remoteDir = (s) => join(fixture, s);
    if (!(await exists(join(fixture, 'update-notes', 'entries')))) {
      console.log(`Generating the ${scale}-page site into .tmp/scale-${scale} …`);
      await createScaleSite(repoRoot, scale);
    }
    // The copy runs its own content step: the one in the repository now, not the one copied then.
    await cp(join(repoRoot, 'remotes/update-notes/src'), join(fixture, 'update-notes/src'), { recursive: true, force: true });
  }
  if (!(await exists(join(dir, POINTER_FILE)))) {
    console.log(`Publishing the site once into .tmp/${name} …`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const shell = await buildShell(repoRoot);
    const sections = [];
    for (const s of SECTION_NAMES) sections.push(await buildRemote(repoRoot, s, { remoteDir: remoteDir(s) }));
    await publish({ origin, shell, sections });
  }
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const reports = await measureReleases(repoRoot, origin, runs, remoteDir('update-notes'));
  reports.forEach((r, i) => {
    console.log(
      `run ${i + 1} (${r.version}${i === 0 ? ', cold caches' : ''}): command ${r.wallSeconds.toFixed(1)} s; ${JSON.stringify(r.seconds)}`,
    );
    console.log(`  build ${JSON.stringify(r.steps.build)}\n  publish ${JSON.stringify(r.steps.publish)}`);
  });
  console.log(
    `load average before: ${load}, after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ref = reference.build.fullNoCacheSeconds;
  const warm = reports.slice(1).map((r) => r.wallSeconds);
  const show = (what: string, s: number) =>
    console.log(`${what}: ${s.toFixed(1)} s   reference full rebuild ${ref} s   ratio ${(s / ref).toFixed(2)}x   (goal <= 20 s)`);
  show(`release command${scale ? ` at ${scale} pages` : ''}, cold caches`, reports[0]!.wallSeconds);
  if (warm.length) show(`release command, warm caches (median of ${warm.length})`, median(warm));
  const cpu = reports.slice(1).flatMap((r) => (r.seconds.cpu === undefined ? [] : [r.seconds.cpu]));
  if (cpu.length) console.log(`CPU time of the release process, warm (median of ${cpu.length}): ${median(cpu).toFixed(1)} s`);
}
