import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RemotesPointer, SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { prerenderPages, type RenderContext } from './prerender.ts';

export interface WorkerInput {
  originDir: string;
  shellId: string;
  pointer: RemotesPointer;
  tables: [SectionName, SectionRouteTable][];
  section: SectionName;
  paths: string[];
}

export type WorkerMessage = { type: 'page'; path: string; html: string } | { type: 'done' } | { type: 'error'; message: string };

// A worker costs about a second to start (the loader, React, the shell): below this many pages
// per worker, rendering them here is as fast.
const MIN_PAGES_PER_WORKER = 300;

/** Renders `paths` in a worker thread, handing each page to `onPage` in the order they finish. */
function renderInWorker(input: WorkerInput, onPage: (path: string, html: string) => Promise<void>) {
  const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), { workerData: input });
  const done = new Promise<void>((resolve, reject) => {
    let written = Promise.resolve();
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      void written.finally(() => reject(error));
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'page') written = written.then(() => onPage(m.path, m.html)).catch((e: Error) => fail(e));
      else if (m.type === 'error') fail(new Error(`Prerender of ${input.section} failed in a worker:\n${m.message}`));
      else
        void written.then(() => {
          if (settled) return;
          settled = true;
          resolve();
        });
    });
    worker.on('error', fail);
    worker.on('exit', (code) => code !== 0 && fail(new Error(`A prerender worker of ${input.section} exited with ${code}`)));
  });
  return { done, stop: () => void worker.terminate() };
}

/**
 * Prerenders every page of one section. A large section (a release of update-notes re-renders
 * all its pages, 1,400 at 2,000 pages) is split over worker threads, one per core: the pages are
 * independent and each costs milliseconds of CPU. The HTML is the same wherever it is rendered.
 */
export async function prerenderSectionPages(
  originDir: string,
  ctx: RenderContext,
  section: SectionName,
  onPage: (path: string, html: string) => Promise<void>,
): Promise<void> {
  const paths = ctx.tables.get(section)?.routes.map((r) => r.path) ?? [];
  const workers = Math.min(availableParallelism(), Math.floor(paths.length / MIN_PAGES_PER_WORKER));
  if (workers < 2) return prerenderPages(originDir, ctx, section, onPage);
  const base = { originDir, shellId: ctx.shell.buildId, pointer: ctx.pointer, tables: [...ctx.tables], section };
  const size = Math.ceil(paths.length / workers);
  const slices = Array.from({ length: workers }, (_, i) => paths.slice(i * size, (i + 1) * size));
  const running = slices.map((slice) => renderInWorker({ ...base, paths: slice }, onPage));
  // One failure stops the others: nothing may write into staging once the publish gives up.
  await Promise.all(running.map((r) => r.done)).catch(async (error: unknown) => {
    running.forEach((r) => r.stop());
    await Promise.allSettled(running.map((r) => r.done));
    throw error;
  });
}
