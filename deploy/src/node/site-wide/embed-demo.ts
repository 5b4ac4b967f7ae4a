import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cspMeta } from '@roo-docs/shell/node';
import { writeAtomic } from '../origin/origin.ts';

const runtimeFile = (name: string) => new URL(`../../runtime/${name}`, import.meta.url);

/** The demo host page: plain HTML, two parcels from two sections, and the controls the test drives. */
export const EMBED_DEMO_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${cspMeta([], null)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Embedding Roo Code docs pages: demo</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  .parcel { border: 1px solid #8a8f98; border-radius: 6px; margin: 1rem 0 2rem; max-height: 32rem; overflow: auto; }
  button { font: inherit; margin-right: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Embedding Roo Code docs pages</h1>
<p>This page has no React of its own. It loads single-spa and <code>/embed/loader.js</code>, then mounts one page of the
features section and one of the cloud section as parcels. Links inside a section stay in its parcel; other links open the
docs site.</p>
<div role="group" aria-label="Demo controls">
  <button type="button" id="toggle-theme" aria-pressed="false">Dark theme</button>
  <button type="button" id="switch-page">Show Customizing Modes</button>
  <button type="button" id="unmount-cloud">Unmount the cloud parcel</button>
</div>
<h2>Features <span aria-live="polite">(<code id="features-path">/features/checkpoints</code>)</span></h2>
<div class="parcel" id="features-parcel"></div>
<h2>Roo Code Cloud</h2>
<div class="parcel" id="cloud-parcel"></div>
</main>
<script type="module" src="./demo.js"></script>
</body>
</html>
`;

/**
 * Writes what hosts embed pages with: `/embed/loader.js`, and the `/embed-demo/` page with its
 * script and a copy of single-spa. The demo is no route of any section, so it is in neither the
 * sitemap nor search.
 */
export async function writeEmbedFiles(dir: string): Promise<void> {
  const singleSpa = createRequire(import.meta.url).resolve('single-spa/lib/es2015/esm/single-spa.min.js');
  await writeAtomic(join(dir, 'embed', 'loader.js'), await readFile(runtimeFile('embed-loader.js')));
  await writeAtomic(join(dir, 'embed-demo', 'demo.js'), await readFile(runtimeFile('embed-demo.js')));
  await writeAtomic(join(dir, 'embed-demo', 'single-spa.js'), await readFile(singleSpa));
  await writeAtomic(join(dir, 'embed-demo', 'index.html'), EMBED_DEMO_HTML);
}
