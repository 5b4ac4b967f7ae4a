// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Relative and absolute paths and the workspace packages: the repository's own code, always bundled. */
const OWN_CODE = /^(\.|\/|@roo-docs\/)/;

/**
 * The MDX compiler's packages (some 600 small ES modules): bundled with what they import, since
 * Node loads them a module at a time about four times slower than as one file. React, the
 * bundler and the highlighter (which loads each grammar file on demand) stay Node's.
 */
const BUNDLED =
  /^(@mdx-js\/mdx|unified|remark-[a-z-]+|micromark[a-z-]*|mdast-util-[a-z-]+|hast-util-[a-z-]+|unist-util-[a-z-]+|vfile[a-z-]*|estree-util-[a-z-]+)(\/|$)/;
const NODE_LOADS =
  /^(source-map|react|react-dom|react-router|react-refresh|@rspack\/|@module-federation\/|jiti|shiki|@shikijs\/)(\/|$)/;

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Whether `issuer` imports `request` only with `import()`: the package then loads through Node's
 * own `import()`, a file at a time between other work (a page request waits for none of it),
 * where a `require` would load it in one block.
 * @param {Map<string, string>} sources the issuers' texts read so far in this build
 * @param {string} issuer
 * @param {string} request
 */
function importedOnDemand(sources, issuer, request) {
  if (!sources.has(issuer)) sources.set(issuer, readFileSync(issuer, 'utf8'));
  const text = sources.get(issuer) ?? '';
  const name = escaped(request);
  return (
    new RegExp(`\\bimport\\(\\s*['"]${name}['"]`).test(text) && !new RegExp(`(\\bfrom|\\bimport)\\s*['"]${name}['"]`).test(text)
  );
}

/**
 * Where Node's `import` of a package from `context` would land: the bundle loads that very file,
 * so the dev server shares each package's copy with what Rspack's loaders import themselves.
 * @param {string} context
 * @param {string} request
 * @param {(context: string, request: string) => Promise<string | undefined>} resolveAsImport
 */
async function packageFile(context, request, resolveAsImport) {
  try {
    const found = await resolveAsImport(context, request);
    if (found) return found;
  } catch {
    // A package only `require` can reach (no `import` condition): Node's own resolution below.
  }
  return createRequire(join(context, 'index.js')).resolve(request);
}

/**
 * The Rspack configuration that turns the dev server's TypeScript (its own code and the
 * workspace packages it imports) and the MDX compiler into CommonJS files (one to start with, and a
 * chunk for each piece of code imported on demand); every other npm package stays a package Node
 * loads from where an `import` would find it.
 * @param {{ repoRoot: string; entry: string; outDir: string }} where
 * @returns {import('@rspack/core').RspackOptions}
 */
export function devServerBundleConfig({ repoRoot, entry, outDir }) {
  /** @type {Map<string, string>} */
  const sources = new Map();
  return {
    mode: 'none',
    target: 'node20.19',
    context: repoRoot,
    devtool: false,
    entry: { 'dev-server': entry },
    output: { path: outDir, filename: '[name].cjs', chunkFilename: 'chunk-[id].cjs', library: { type: 'commonjs2' } },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['import', 'node', 'default'],
    },
    externals: [
      async ({ context, request, contextInfo, getResolve }) => {
        if (!request || !context || OWN_CODE.test(request)) return undefined;
        if (request.startsWith('node:')) return `node-commonjs ${request}`;
        const fromPackage = contextInfo?.issuer.split(/[\\/]/).includes('node_modules') ?? false;
        if (!NODE_LOADS.test(request) && (BUNDLED.test(request) || fromPackage)) return undefined;
        const file = await packageFile(
          context,
          request,
          /** @type {any} */ (getResolve?.({ conditionNames: ['import', 'node', 'default'] })),
        );
        return contextInfo?.issuer && importedOnDemand(sources, contextInfo.issuer, request)
          ? `import ${pathToFileURL(file).href}`
          : `node-commonjs ${file}`;
      },
    ],
    module: {
      parser: {
        // import.meta.url is the source file's own URL, so paths next to the code still resolve;
        // new URL('./x.js', import.meta.url) stays a path, not a copied asset. Code imported on
        // demand is a file of its own (the MDX compiler is most of the bundle), read when first asked for.
        javascript: { importMeta: true, url: false, exprContextCritical: true },
      },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2023',
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false, splitChunks: { chunks: 'async' }, concatenateModules: true, nodeEnv: false },
    node: { global: false, __dirname: 'warn-mock', __filename: 'warn-mock' },
    infrastructureLogging: { level: 'error' },
  };
}
