import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_NAMES, type SectionName, POINTER_FILE } from '@roo-docs/schemas/contract';
import { parseDevArgs } from './args.ts';
import { logLine } from './log.ts';
import { afterFirstPage } from './after-first-page.ts';
import { freePort, nextFreePort, portIsFree } from './port.ts';
import { publishedSite, type PublishedSite } from './published-site.ts';
import type { LiveSection } from './section-server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Starts each live section's build on the ports after `port`; links out of a section may reach every other page. */
async function liveSections(live: SectionName[], port: number, published: PublishedSite | null) {
  const { startSection } = await import('./section-server.ts');
  const deferred = afterFirstPage();
  const taken = new Set([port]);
  const sections = new Map<SectionName, Promise<LiveSection>>();
  const ready = new Map<SectionName, LiveSection>();
  // The pages a link out of one live section may reach: the published sections' and the other live ones'.
  const publishedRoutes = [...(published?.tables.values() ?? [])].flatMap((t) => t.routes);
  const routesBesides = (section: SectionName) => () => {
    const others = [...ready.values()].filter((s) => s.section !== section).map((s) => s.compiler.state);
    return {
      routes: [...publishedRoutes, ...others.flatMap((s) => s.routes)],
      partial: new Set(others.flatMap((s) => [...s.partial])),
    };
  };
  for (const section of live) {
    const sectionPort = await nextFreePort(port + 1, taken);
    taken.add(sectionPort);
    const started = startSection(REPO_ROOT, section, sectionPort, { otherRoutes: routesBesides(section), deferred });
    sections.set(section, started);
    void started.then(
      (s) => ready.set(section, s),
      () => {},
    ); // a failed start is reported by main
  }
  return sections;
}

async function main(): Promise<void> {
  // React Refresh and React's development build, whatever the shell around us set.
  process.env.NODE_ENV = 'development';
  let live: SectionName[];
  try {
    live = parseDevArgs(process.argv.slice(2)).live;
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: npm run dev [-- <section> …]`);
  }
  const wanted = Number(process.env.PORT ?? 4173);
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) fail(`PORT must be a port number (got '${process.env.PORT}')`);
  // PORT=0: any free port (the websocket URLs the pages get must name the real one).
  const port = wanted === 0 ? await freePort() : wanted;
  if (!(await portIsFree(port)))
    fail(
      `Port ${port} is already in use (another npm run dev or npm start?). Stop that server, or choose a port: PORT=8080 npm run dev`,
    );
  const others = SECTION_NAMES.filter((s) => !live.includes(s));
  const siteDir = resolve(REPO_ROOT, process.env.SITE_DIR ?? 'site');
  // With every section live, a published site still gives search its shards if there is one.
  const usesPublished = others.length > 0 || existsSync(join(siteDir, POINTER_FILE));
  // The shell compiles on Rspack's threads while Node goes on loading the sections' code (the
  // imports below): one waited for the other before (bench/RESULTS.md, "The dev server").
  const { startSite } = await import('./site-server.ts');
  const site = await startSite(REPO_ROOT, port, usesPublished ? siteDir : null);
  const published = usesPublished ? await publishedSite(REPO_ROOT, siteDir, others) : null;
  const sections = await liveSections(live, port, published);
  site.serve({ live: sections, published });
  const running = await Promise.all(sections.values());
  await site.ready;
  const from = others.length ? `; ${others.join(', ')} from ${siteDir}` : '';
  logLine(`Writing preview at http://127.0.0.1:${port}/ (live: ${live.join(', ')}${from})`);
  // While the browser starts the shell: the first page's compile then finds the MDX pipeline loaded.
  const { warmMdxPipeline } = await import('@roo-docs/section-build');
  void warmMdxPipeline().catch(() => {}); // a page's compile loads what it needs all the same
  const stop = () => {
    void Promise.allSettled([site.close(), ...running.map((s) => s.close())]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
