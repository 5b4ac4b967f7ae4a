import './production-env.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES, sectionNameSchema, type SectionName } from '@roo-docs/schemas';
import { DOCS_MCP_HTTP_PATH, DOCS_MCP_SERVER_NAME } from '@roo-docs/schemas/contract';
import { buildShell } from '@roo-docs/shell/node';
import { withLock } from '../origin/lock.ts';
import { onOrigin, originTarget } from './origin-target.ts';
import { serveObjectStore, s3Command } from './s3-cli.ts';
import { describePublish, reportWarnings, timed, USAGE } from './cli-output.ts';
import { publish, type PublishReport } from '../publish/publish.ts';
import { releaseCommand } from '../release/release-command.ts';
import { prune, PRUNE_DEFAULTS } from '../origin/prune.ts';
import { rollback } from '../origin/rollback.ts';
import { createOriginServer, listen } from '../serve/serve.ts';
import { shareWithWorkers } from '../serve/serve-workers.ts';
import { folderMcp } from '../serve/mcp-mount.ts';
import type { Server } from 'node:http';

const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const { target, rest: args } = originTarget(repoRoot, process.argv.slice(2));
// The folder the commands work in: the origin, or this runner's work folder for a bucket.
const origin = target.origin;

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
async function bind(mcp = false): Promise<{ server: Server; port: number }> {
  const wanted = Number(process.env.PORT ?? 4173);
  const server = createOriginServer(origin.dir, {}, mcp ? { mcp: await folderMcp(origin.dir) } : {});
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
async function announce(server: Server, port: number, mcp = false) {
  await shareWithWorkers(server, origin.dir, undefined, { mcp });
  console.log(`Serving ${origin.dir} at http://127.0.0.1:${port}/  (Ctrl+C stops the server)`);
  if (mcp) console.log(`MCP server ${DOCS_MCP_SERVER_NAME} at http://127.0.0.1:${port}${DOCS_MCP_HTTP_PATH}`);
}

/** `npm start`: build everything, publish it, serve it. */
async function start() {
  if (target.kind === 's3') {
    const { shell, sections } = await buildAll();
    await report(await timed('published', () => onOrigin(target, (o) => publish({ origin: o, shell, sections }))));
    return serveObjectStore(target.site);
  }
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
        await report(await onOrigin(target, (o) => publish({ origin: o, shell, sections: [] })));
        return;
      }
      const section = sectionArg(arg);
      const build = await timed(`built ${section}`, () => buildRemote(repoRoot, section));
      await reportWarnings(origin, build.warnings);
      await report(await timed(`published ${section}`, () => onOrigin(target, (o) => publish({ origin: o, sections: [build] }))));
      return;
    }
    case 'rollback': {
      const section = sectionArg(arg);
      const r =
        target.kind === 's3'
          ? await s3Command.rollback(target.site, section)
          : await withLock(origin, () => rollback(origin, section));
      console.log(`rolled ${section} back from ${r.from} to ${r.to}`);
      await report(r);
      return;
    }
    case 'publish-all': {
      const { shell, sections } = await buildAll();
      await report(await timed('published', () => onOrigin(target, (o) => publish({ origin: o, shell, sections }))));
      return;
    }
    case 'repair':
      if (target.kind === 's3') return s3Command.repair(target.site);
      // withLock finishes an interrupted deploy and clears unswitched page folders before running this no-op.
      await withLock(origin, async () => {}, console.log);
      console.log('deploy state is consistent');
      return;
    case 'prune': {
      const keep = arg === undefined ? PRUNE_DEFAULTS.keepReleases : Number(arg);
      if (!Number.isInteger(keep) || keep < 1)
        throw new Error(`prune takes the number of releases to keep per section (got '${arg}')`);
      const options = { ...PRUNE_DEFAULTS, keepReleases: keep };
      const removed =
        target.kind === 's3' ? await s3Command.prune(target.site, options) : await withLock(origin, () => prune(origin, options));
      console.log(removed.length ? `removed ${removed.length} old build(s):\n  ${removed.join('\n  ')}` : 'nothing to prune');
      return;
    }
    case 'release':
      await releaseCommand(argv.slice(1), { repoRoot, origin, ...(target.kind === 's3' ? { site: target.site } : {}) });
      return;
    case 'serve': {
      // The docs' MCP endpoint is off unless asked for: a plain site serves files only.
      const mcp = argv.slice(1).includes('--mcp');
      if (target.kind === 's3') return serveObjectStore(target.site, { mcp });
      const { server, port } = await bind(mcp);
      // Finish an interrupted deploy before serving; a deploy running right now is left to finish itself.
      await withLock(origin, async () => {}, console.log).catch((e: Error) => console.warn(`warning: ${e.message}`));
      await announce(server, port, mcp);
      return;
    }
    case 'start':
      return start();
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

main(args).catch((error: Error) => {
  console.error(`error: ${error.message}`);
  if (error.cause) console.error('cause:', error.cause);
  process.exit(1);
});
