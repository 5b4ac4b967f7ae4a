import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const runtimeFile = (name: string) => new URL(`../runtime/${name}`, import.meta.url);

/**
 * The demo host page: plain HTML, two parcels from two sections, and the controls the test drives.
 * `cspMetaTag` is the site's script policy for a page with no inline script; the shell owns it.
 */
export const embedDemoHtml = (cspMetaTag: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${cspMetaTag}
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

export interface EmbedFile {
  /** Where the file is served, relative to the origin folder. */
  path: string;
  content: string | Uint8Array;
}

/**
 * What hosts embed pages with: `/embed/loader.js`, and the `/embed-demo/` page with its script and
 * a copy of single-spa. The demo is no route of any section, so it is in neither the sitemap nor
 * search. The caller writes them, so they land in its staging folder the way its other files do.
 */
export async function embedFiles(cspMetaTag: string): Promise<EmbedFile[]> {
  const singleSpa = createRequire(import.meta.url).resolve('single-spa/lib/es2015/esm/single-spa.min.js');
  return [
    { path: join('embed', 'loader.js'), content: await readFile(runtimeFile('loader.js')) },
    { path: join('embed-demo', 'demo.js'), content: await readFile(runtimeFile('demo.js')) },
    { path: join('embed-demo', 'single-spa.js'), content: await readFile(singleSpa) },
    { path: join('embed-demo', 'index.html'), content: embedDemoHtml(cspMetaTag) },
  ];
}
