import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { runRspack } from '@roo-docs/build-kit';

const here = fileURLToPath(new URL('.', import.meta.url));
const version = JSON.parse(await readFile(createRequire(import.meta.url).resolve('react/package.json'), 'utf8')).version;

const routerVersion = JSON.parse(
  await readFile(createRequire(import.meta.url).resolve('react-router/package.json'), 'utf8'),
).version;

/**
 * What a third-party host shares: React, ReactDOM and React Router as singletons, with the entry
 * points it imports (the whole react-router, as an application that routes with it would).
 */
const SHARED = {
  ...Object.fromEntries(
    ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => [
      name,
      { singleton: true, requiredVersion: `^${version}` },
    ]),
  ),
  'react-router': { singleton: true, requiredVersion: `^${routerVersion}` },
};

const page = (docsSite: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host with its own React</title>
<meta name="docs-site" content="${docsSite}"><link rel="icon" href="data:,"></head>
<body><main><h1>Host application</h1><div id="host-root"></div><div id="docs"></div><div id="docs-own"></div></main>
<script src="${script}"></script></body></html>`;

/**
 * Builds a small Module Federation host with its own React (Rspack, like the site, but no code of
 * the site's) into `dir`, with an index.html that embeds pages of `docsSite`.
 */
export async function buildMfHost(dir: string, docsSite: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await runRspack([
    {
      name: 'embed-host',
      mode: 'production',
      target: 'web',
      context: here,
      entry: { main: './index.js' },
      devtool: false,
      module: {
        rules: [
          {
            test: /\.jsx$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } } },
          },
        ],
      },
      output: {
        path: dir,
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[id].[contenthash:8].js',
        uniqueName: 'embed_host',
      },
      plugins: [new ModuleFederationPlugin({ name: 'embed_host', shared: SHARED, dts: false, manifest: false })],
      // Minifying React costs a minute on a loaded machine and changes nothing the test looks at.
      optimization: { minimize: false },
      performance: false,
    },
  ]);
  await writeFile(join(dir, 'index.html'), page(docsSite, 'main.js'));
}

/** A host page with no React of its own: single-spa from the host's own files, the loader from the docs site. */
export async function writePlainHost(dir: string, docsSite: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await copyFile(
    createRequire(import.meta.url).resolve('single-spa/lib/es2015/esm/single-spa.min.js'),
    join(dir, 'single-spa.js'),
  );
  const loader = new URL('embed/loader.js', docsSite).href;
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plain host on another origin</title><link rel="icon" href="data:,"></head>
<body><main><h1>Plain host</h1><div id="docs"></div></main>
<script type="module">
import { mountRootParcel } from './single-spa.js';
import { loadParcel } from '${loader}';
window.parcel = mountRootParcel(() => loadParcel('features'), {
  domElement: document.getElementById('docs'),
  path: '/features/checkpoints',
  theme: 'dark',
  onNavigate: (path) => document.body.setAttribute('data-docs-path', path),
});
</script></body></html>`,
  );
}
