// @ts-check
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A package, a Node built-in, or a file outside the repository's own code: loaded by Node, not bundled. */
const OWN_CODE = /^(\.|\/|@roo-docs\/)/;

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
 * workspace packages it imports) into one CommonJS file Node loads at once; every npm package
 * stays a package Node loads from where an `import` would find it.
 * @param {{ repoRoot: string; entry: string; outDir: string }} where
 * @returns {import('@rspack/core').RspackOptions}
 */
export function devServerBundleConfig({ repoRoot, entry, outDir }) {
  return {
    mode: 'none',
    target: 'node20.19',
    context: repoRoot,
    devtool: false,
    entry: { 'dev-server': entry },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['import', 'node', 'default'],
    },
    externals: [
      async ({ context, request, dependencyType, getResolve }) => {
        if (!request || !context || OWN_CODE.test(request)) return undefined;
        if (request.startsWith('node:')) return `node-commonjs ${request}`;
        const file = await packageFile(
          context,
          request,
          /** @type {any} */ (getResolve?.({ conditionNames: ['import', 'node', 'default'] })),
        );
        // A package the code imports on demand stays on demand, through Node's own import().
        return dependencyType === 'dynamic import' ? `import ${pathToFileURL(file).href}` : `node-commonjs ${file}`;
      },
    ],
    module: {
      parser: {
        // import.meta.url is the source file's own URL, so paths next to the code still resolve;
        // new URL('./x.js', import.meta.url) stays a path, not a copied asset. Code imported on
        // demand is in the one file too (still run on demand), so a bundle never reads a second
        // file after it has started.
        javascript: { importMeta: true, url: false, exprContextCritical: true, dynamicImportMode: 'eager' },
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
    optimization: { minimize: false, splitChunks: false, concatenateModules: true, nodeEnv: false },
    node: { global: false, __dirname: 'warn-mock', __filename: 'warn-mock' },
    infrastructureLogging: { level: 'error' },
  };
}
