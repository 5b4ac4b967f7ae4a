import { parentPort, workerData } from 'node:worker_threads';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { originAt } from './origin.ts';
import { loadShell, prerenderPages } from './prerender.ts';
import type { WorkerInput, WorkerMessage } from './prerender-pool.ts';

// One slice of a section's pages, rendered with the same code as in the publishing process.
const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
try {
  const ctx = {
    shell: await loadShell(originAt(input.originDir), input.shellId),
    pointer: input.pointer,
    tables: new Map(input.tables as [SectionName, SectionRouteTable][]),
  };
  await prerenderPages(
    input.originDir,
    ctx,
    input.section,
    async (path, html) => post({ type: 'page', path, html }),
    input.paths,
  );
  post({ type: 'done' });
} catch (error) {
  const e = error as Error;
  const cause = e.cause instanceof Error ? `\nCaused by: ${e.cause.stack ?? e.cause.message}` : '';
  post({ type: 'error', message: `${e.stack ?? e.message}${cause}` });
}
