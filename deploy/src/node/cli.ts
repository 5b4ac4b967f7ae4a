import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote } from '@roo-docs/build';
import { SECTION_NAMES, sectionNameSchema, type SectionName } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { withLock } from './lock.ts';
import { originAt } from './origin.ts';
import { publish, type PublishReport } from './publish.ts';
import { releaseCommand } from './release-command.ts';
import { rollback } from './rollback.ts';
import { createOriginServer, listen } from './serve.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const origin = originAt(resolve(process.env.SITE_DIR ?? join(repoRoot, 'site')));

function sectionArg(value: string | undefined): SectionName {
  const parsed = sectionNameSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Unknown section '${value ?? ''}'. Sections: ${SECTION_NAMES.join(', ')}, or 'shell'`);
  return parsed.data;
}

function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  return fn().then((v) => {
    console.log(`${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return v;
  });
}

function report(r: PublishReport) {
  for (const w of r.warnings) console.warn(`warning: ${w}`);
  console.log(
    `published ${r.pages} pages; live: shell ${r.pointer.shell?.buildId}, ${Object.entries(r.pointer.sections)
      .map(([s, p]) => `${s} ${p?.buildId}`)
      .join(', ')}`,
  );
}

async function buildAll() {
  const shell = await timed('built shell', () => buildShell(repoRoot));
  const sections = [];
  for (const s of SECTION_NAMES) sections.push(await timed(`built ${s}`, () => buildRemote(repoRoot, s)));
  for (const w of sections.flatMap((s) => s.warnings)) console.warn(`warning: ${w}`);
  return { shell, sections };
}

async function serve() {
  const port = await listen(createOriginServer(origin.dir), Number(process.env.PORT ?? 4173));
  console.log(`Serving ${origin.dir} at http://127.0.0.1:${port}/`);
}

async function main(argv: string[]) {
  const [command, arg] = argv;
  switch (command) {
    case 'build':
      await buildAll();
      return;
    case 'build-remote': {
      const b = await timed(`built ${arg}`, () => buildRemote(repoRoot, sectionArg(arg)));
      for (const w of b.warnings) console.warn(`warning: ${w}`);
      console.log(`${b.section} build ${b.buildId} at ${b.dir}`);
      return;
    }
    case 'publish': {
      if (arg === 'shell') {
        const shell = await timed('built shell', () => buildShell(repoRoot));
        report(await withLock(origin, () => publish({ origin, shell, sections: [] })));
        return;
      }
      const section = sectionArg(arg);
      const build = await timed(`built ${section}`, () => buildRemote(repoRoot, section));
      for (const w of build.warnings) console.warn(`warning: ${w}`);
      report(await timed(`published ${section}`, () => withLock(origin, () => publish({ origin, sections: [build] }))));
      return;
    }
    case 'rollback': {
      const section = sectionArg(arg);
      const r = await withLock(origin, () => rollback(origin, section));
      console.log(`rolled ${section} back from ${r.from} to ${r.to}`);
      report(r);
      return;
    }
    case 'publish-all': {
      const { shell, sections } = await buildAll();
      report(await timed('published', () => withLock(origin, () => publish({ origin, shell, sections }))));
      return;
    }
    case 'repair':
      // withLock finishes an interrupted deploy and clears stale staging before running this no-op.
      await withLock(origin, async () => {}, console.log);
      console.log('deploy state is consistent');
      return;
    case 'release':
      await releaseCommand(argv.slice(1), { repoRoot, origin });
      return;
    case 'serve':
      // Finish an interrupted deploy before serving; a deploy running right now is left to finish itself.
      await withLock(origin, async () => {}, console.log).catch((e: Error) => console.warn(`warning: ${e.message}`));
      await serve();
      return;
    case 'start': {
      const { shell, sections } = await buildAll();
      report(await timed('published', () => withLock(origin, () => publish({ origin, shell, sections }))));
      await serve();
      return;
    }
    default:
      console.error(
        'Usage: deploy <build | build-remote <section> | publish <section|shell> | rollback <section> | publish-all | repair | serve | start>',
      );
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`error: ${error.message}`);
  if (error.cause) console.error('cause:', error.cause);
  process.exit(1);
});
