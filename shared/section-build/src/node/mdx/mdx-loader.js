// @ts-check
import { Buffer } from 'node:buffer';
import { relative } from 'node:path';

/**
 * @typedef {{ value: string | Uint8Array; map?: object | null }} CompiledFile
 * @typedef {{ process(file: { value: string; path: string }): Promise<CompiledFile> }} Processor
 * @typedef {{
 *   createProcessor(options: object): Processor;
 *   SourceMapGenerator: unknown;
 * }} LoaderPackages
 * @typedef {{ packages: () => Promise<LoaderPackages>; compileOptions: object }} MdxLoaderOptions
 */

/**
 * One processor per rule's options: each bundler config has its own (mdx-rule.ts makes them), and
 * its mode and source maps do not change while it runs.
 * @type {WeakMap<object, Processor>}
 */
const processors = new WeakMap();

/**
 * The site's MDX loader: a page compiled by @mdx-js/mdx with the site's dialect
 * (`options.compileOptions`, from pipeline.ts). The packages come from `options.packages`, which
 * is `mdxPackages` from packages.ts (a loader file cannot import TypeScript): the compiler and the
 * plugins are then one copy, the one the build's code loaded, and the first page waits until they
 * are loaded. It does what @mdx-js/loader does (one processor per bundler config, the
 * development JSX runtime in development mode, a source map when the bundler asks for one, the
 * page's path in an error); that loader would import a second copy of the compiler itself.
 * @this {{ async(): (error?: Error | null, source?: string | Uint8Array, map?: any) => void; getOptions(): MdxLoaderOptions; mode: string; sourceMap: boolean; resourcePath: string; context: string }}
 * @param {string} source
 */
export default function mdxLoader(source) {
  const done = this.async();
  const { packages, compileOptions } = this.getOptions();
  const development = this.mode === 'development';
  const { sourceMap, resourcePath, context } = this;
  packages()
    .then(({ createProcessor, SourceMapGenerator }) => {
      let processor = processors.get(compileOptions);
      if (!processor) {
        processor = createProcessor({
          SourceMapGenerator: sourceMap ? SourceMapGenerator : undefined,
          development,
          ...compileOptions,
        });
        processors.set(compileOptions, processor);
      }
      return processor.process({ value: source, path: resourcePath });
    })
    .then(
      (file) => done(null, typeof file.value === 'string' ? file.value : Buffer.from(file.value), file.map ?? undefined),
      (error) => {
        error.message = `${relative(context, resourcePath)}:${error.name}: ${error.message}`;
        done(error);
      },
    );
}
