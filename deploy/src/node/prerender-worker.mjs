// Worker threads start without the TypeScript loader the deploy commands run under (jiti): the
// worker loads it first, then its TypeScript body.
import { createJiti } from 'jiti';

await createJiti(import.meta.url).import('./prerender-worker.ts');
