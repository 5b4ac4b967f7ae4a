import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECTION_ARTEFACTS, type RemotesPointer, type SectionName, POINTER_PATH, routeKey } from '@roo-docs/schemas/contract';
import { buildNavModel, navSectionOf, REDIRECTS, resolvePath, type SiteData } from '@roo-docs/shell/node';
import { devBuildId, liveArtefacts, livePointer, liveTable } from './live-artefacts.ts';
import type { LiveSection } from './section-server.ts';
import type { PublishedSite } from './published-site.ts';
import { devDocument, type ShellFiles } from './dev-document.ts';
import { forward } from './forward.ts';
import { liveShard } from './search-shard.ts';
import { SCHEMAS_PATH, schemaFiles } from './schema-files.ts';

type Next = (error?: unknown) => void;

/** What the site's server knows: live sections (as they become ready), the published site, the shell's files. */
export interface SiteSources {
  live: Map<SectionName, Promise<LiveSection>>;
  published: PublishedSite | null;
  shellFiles: () => ShellFiles;
  repoRoot: string;
}

const DEV_RENDERED_PATH = '/_dev/no-server-html';
const LIVE_PATH = /^\/_mf\/([a-z-]+)\/([a-f0-9]+)\/(.*)$/;

const shards = new Map<SectionName, () => Promise<string | null>>();
function shardOf(sources: SiteSources, live: LiveSection): Promise<string | null> {
  let shard = shards.get(live.section);
  if (!shard) {
    const { section, compiler, rebuildWith } = live;
    shard = liveShard({ section, compiler, published: sources.published, buildId: devBuildId(section), rebuildWith });
    shards.set(section, shard);
  }
  return shard();
}

async function pointerOf(sources: SiteSources): Promise<RemotesPointer> {
  const sections: RemotesPointer['sections'] = {};
  for (const [section, p] of Object.entries(sources.published?.pointer.sections ?? {}))
    if (!sources.live.has(section as SectionName)) sections[section as SectionName] = p;
  for (const [section, pending] of sources.live) {
    const live = await pending;
    sections[section] = await livePointer(live, await shardOf(sources, live));
  }
  return { schemaVersion: 1, shell: sources.published?.pointer.shell ?? null, sections };
}

async function siteDataOf(sources: SiteSources): Promise<SiteData> {
  const nav: SiteData['nav'] = {};
  for (const [section, table] of sources.published?.tables ?? [])
    if (!sources.live.has(section)) nav[section] = navSectionOf(table);
  for (const [section, live] of sources.live) nav[section] = navSectionOf(liveTable(await live));
  // No path a page has: the shell then renders every page afresh (there is no server HTML to hydrate).
  return { remotes: await pointerOf(sources), nav, renderedPath: DEV_RENDERED_PATH };
}

/**
 * The status the published site's server gives a page path: 404 for a path no page has (a writer's
 * broken link shows as one here too; the shell draws its not-found page either way), and a move to
 * the page's own spelling for `/FAQ` or `/faq.html`. A redirect of the site's list is a page there.
 */
export function pageAnswer(path: string, data: Pick<SiteData, 'nav'>): { status: 200 | 404 } | { status: 301; location: string } {
  if (path === '/404.html') return { status: 200 };
  const r = resolvePath(path, buildNavModel(data.nav), REDIRECTS);
  if (r.kind === 'not-found') return { status: 404 };
  if (r.kind === 'redirect' && !REDIRECTS.some((d) => routeKey(d.from) === routeKey(path)))
    return { status: 301, location: r.to };
  return { status: 200 };
}

function send(res: ServerResponse, type: string, body: string, status = 200): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

async function liveFile(
  sources: SiteSources,
  live: LiveSection,
  file: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const json = 'application/json; charset=utf-8';
  if (file === SECTION_ARTEFACTS.searchShard) {
    const shard = await shardOf(sources, live);
    return shard === null
      ? send(res, 'text/plain', 'This section has no published search shard yet', 404)
      : send(res, json, shard);
  }
  if (file === SECTION_ARTEFACTS.manifest || file === SECTION_ARTEFACTS.routes || file === SECTION_ARTEFACTS.nav) {
    const files = await liveArtefacts(live);
    const key = file === SECTION_ARTEFACTS.manifest ? 'manifest' : file === SECTION_ARTEFACTS.routes ? 'routes' : 'nav';
    return send(res, json, files[key]);
  }
  return forward(`${live.origin}/${file}`, req, res);
}

/**
 * A page path: not in the site's build folders, and no file extension but `.html` (a release
 * note's version, `/update-notes/v3.28.17`, ends in digits, which no extension here does).
 */
export const isPagePath = (path: string) => !path.startsWith('/_') && !/\.[a-z][a-z0-9]*$/i.test(path.replace(/\.html$/, ''));

/** Pointer, live sections' files and every page; everything else falls through to the shell's and the site's files. */
export function siteRoutes(sources: SiteSources) {
  // Each live section's shard is read while the builds start, not when the first page asks for
  // its document (the published shard is parsed and stamped with the dev build id).
  void pointerOf(sources).catch(() => {}); // a section that fails to start is reported by the cli
  const schema = schemaFiles(sources.repoRoot);
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (path === POINTER_PATH) return send(res, 'application/json; charset=utf-8', JSON.stringify(await pointerOf(sources)));
      const m = LIVE_PATH.exec(path);
      const live = m && sources.live.get(m[1] as SectionName);
      if (m && live && m[2] === devBuildId(m[1] as SectionName)) return await liveFile(sources, await live, m[3]!, req, res);
      if (path.startsWith(SCHEMAS_PATH)) {
        const text = await schema(path);
        return text === null ? next() : send(res, 'application/json; charset=utf-8', text);
      }
      if (path.startsWith('/_assets/')) return await firstAnswer([...sources.live.values()], path, req, res, next);
      if (isPagePath(path)) {
        const data = await siteDataOf(sources);
        const answer = pageAnswer(path, data);
        if (answer.status === 301) {
          const search = new URL(req.url ?? '/', 'http://dev').search;
          res.writeHead(301, { Location: `${answer.location}${search}`, 'Cache-Control': 'no-cache' });
          return void res.end();
        }
        send(res, 'text/html; charset=utf-8', devDocument(data, sources.shellFiles()), answer.status);
        // After the document: a section's server holds its manifest, which the document's pointer
        // hashes, until a compile has finished.
        for (const pending of sources.live.values())
          void pending.then(
            (l) => l.compilePage(path),
            () => {},
          );
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Images: a live section's build holds the ones its pages use now; the published site has the rest. */
async function firstAnswer(
  sections: Promise<LiveSection>[],
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  next: Next,
): Promise<void> {
  for (const pending of sections) {
    const live = await pending;
    const head = await fetch(`${live.origin}${path}`, { method: 'HEAD' });
    if (head.ok) return forward(`${live.origin}${path}`, req, res);
  }
  next();
}
