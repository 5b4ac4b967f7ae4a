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

/** @type {WeakMap<object, WeakMap<object, Map<string, Processor>>>} */
const processors = new WeakMap();

/**
 * The site's MDX loader: a page compiled by @mdx-js/mdx with the site's dialect
 * (`options.compileOptions`, from pipeline.ts). The packages come from `options.packages`, which
 * is `mdxPackages` from packages.ts (a loader file cannot import TypeScript): the compiler and the
 * plugins are then one copy, the one the build's code loaded, and the first page waits until they
 * are loaded. It does what @mdx-js/loader does (one processor per compiler and options, the
 * development JSX runtime in development mode, a source map when the bundler asks for one, the
 * page's path in an error); that loader would import a second copy of the compiler itself.
 * @this {{ async(): (error?: Error | null, source?: string | Uint8Array, map?: any) => void; getOptions(): MdxLoaderOptions; mode: string; sourceMap: boolean; resourcePath: string; context: string; _compiler?: object }}
 * @param {string} source
 */
export default function mdxLoader(source) {
  const done = this.async();
  const { packages, compileOptions } = this.getOptions();
  const development = this.mode === 'development';
  const { sourceMap, resourcePath, context } = this;
  const compiler = this._compiler ?? processors;
  packages()
    .then(({ createProcessor, SourceMapGenerator }) => {
      let byOptions = processors.get(compiler);
      if (!byOptions) processors.set(compiler, (byOptions = new WeakMap()));
      let made = byOptions.get(compileOptions);
      if (!made) byOptions.set(compileOptions, (made = new Map()));
      const key = `${development}:${sourceMap}`;
      let processor = made.get(key);
      if (!processor) {
        processor = createProcessor({
          SourceMapGenerator: sourceMap ? SourceMapGenerator : undefined,
          development,
          ...compileOptions,
        });
        made.set(key, processor);
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
