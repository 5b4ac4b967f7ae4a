import './production-env.ts';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES, sectionNameSchema, type SectionName } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { withLock } from '../origin/lock.ts';
import { originAt } from '../origin/origin.ts';
import { describePublish, reportWarnings, timed, USAGE } from './cli-output.ts';
import { publish, type PublishReport } from '../publish/publish.ts';
import { releaseCommand } from '../release/release-command.ts';
import { prune, PRUNE_DEFAULTS } from '../origin/prune.ts';
import { rollback } from '../origin/rollback.ts';
import { createOriginServer, listen } from '../serve/serve.ts';
import { shareWithWorkers } from '../serve/serve-workers.ts';
import type { Server } from 'node:http';

const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const origin = originAt(resolve(process.env.SITE_DIR ?? join(repoRoot, 'site')));

function sectionArg(value: string | undefined): SectionName {
  const parsed = sectionNameSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Unknown section '${value ?? ''}'. Sections: ${SECTION_NAMES.join(', ')}, or 'shell'`);
  return parsed.data;
}

async function report(r: PublishReport) {
  await reportWarnings(origin, r.warnings);
  console.log(describePublish(r));
}

async function buildAll() {
  const shell = await timed('built shell', () => buildShell(repoRoot));
  const sections = [];
  for (const s of SECTION_NAMES) sections.push(await timed(`built ${s}`, () => buildRemote(repoRoot, s)));
  await reportWarnings(
    origin,
    sections.flatMap((s) => s.warnings),
  );
  return { shell, sections };
}

/** Binds the port before anything is built, so a taken port fails at once and changes nothing. */
async function bind(): Promise<{ server: Server; port: number }> {
  const wanted = Number(process.env.PORT ?? 4173);
  const server = createOriginServer(origin.dir);
  try {
    return { server, port: await listen(server, wanted) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `Port ${wanted} is already in use (another npm start?). Stop that server, or choose a port: PORT=8080 npm start`,
      { cause: error },
    );
  }
}

/** Once the site is ready, every core answers it; the line tells the caller (and the bench) it is up. */
async function announce(server: Server, port: number) {
  await shareWithWorkers(server, origin.dir);
  console.log(`Serving ${origin.dir} at http://127.0.0.1:${port}/  (Ctrl+C stops the server)`);
}

async function main(argv: string[]) {
  const [command, arg] = argv;
  switch (command) {
    case 'build':
      await buildAll();
      return;
    case 'build-remote': {
      const b = await timed(`built ${arg}`, () => buildRemote(repoRoot, sectionArg(arg)));
      await reportWarnings(origin, b.warnings);
      console.log(`${b.section} build ${b.buildId} at ${b.dir}`);
      return;
    }
    case 'publish': {
      if (arg === 'shell') {
        const shell = await timed('built shell', () => buildShell(repoRoot));
        await report(await withLock(origin, () => publish({ origin, shell, sections: [] })));
        return;
      }
      const section = sectionArg(arg);
      const build = await timed(`built ${section}`, () => buildRemote(repoRoot, section));
      await reportWarnings(origin, build.warnings);
      await report(await timed(`published ${section}`, () => withLock(origin, () => publish({ origin, sections: [build] }))));
      return;
    }
    case 'rollback': {
      const section = sectionArg(arg);
      const r = await withLock(origin, () => rollback(origin, section));
      console.log(`rolled ${section} back from ${r.from} to ${r.to}`);
      await report(r);
      return;
    }
    case 'publish-all': {
      const { shell, sections } = await buildAll();
      await report(await timed('published', () => withLock(origin, () => publish({ origin, shell, sections }))));
      return;
    }
    case 'repair':
      // withLock finishes an interrupted deploy and clears unswitched page folders before running this no-op.
      await withLock(origin, async () => {}, console.log);
      console.log('deploy state is consistent');
      return;
    case 'prune': {
      const keep = arg === undefined ? PRUNE_DEFAULTS.keepReleases : Number(arg);
      if (!Number.isInteger(keep) || keep < 1)
        throw new Error(`prune takes the number of releases to keep per section (got '${arg}')`);
      const removed = await withLock(origin, () => prune(origin, { ...PRUNE_DEFAULTS, keepReleases: keep }));
      console.log(removed.length ? `removed ${removed.length} old build(s):\n  ${removed.join('\n  ')}` : 'nothing to prune');
      return;
    }
    case 'release':
      await releaseCommand(argv.slice(1), { repoRoot, origin });
      return;
    case 'serve': {
      const { server, port } = await bind();
      // Finish an interrupted deploy before serving; a deploy running right now is left to finish itself.
      await withLock(origin, async () => {}, console.log).catch((e: Error) => console.warn(`warning: ${e.message}`));
      await announce(server, port);
      return;
    }
    case 'start': {
      // Serving starts only after the publish; the port is taken first so a clash costs nothing.
      const { server, port } = await bind();
      try {
        const { shell, sections } = await buildAll();
        await report(await timed('published', () => withLock(origin, () => publish({ origin, shell, sections }))));
      } catch (error) {
        server.close();
        throw error;
      }
      await announce(server, port);
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      console.error(`Unknown command '${command}'.\n\n${USAGE}`);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`error: ${error.message}`);
  if (error.cause) console.error('cause:', error.cause);
  process.exit(1);
});
