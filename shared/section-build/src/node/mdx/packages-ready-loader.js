// @ts-check
/**
 * First of a page's loaders: waits until the MDX packages are loaded (`options.ready`, which is
 * `mdxPackages` from packages.ts: a loader file cannot import TypeScript), since the MDX loader's
 * plugins use them synchronously.
 * @this {{ async(): (error?: Error | null, source?: string) => void; getOptions(): { ready: () => Promise<unknown> } }}
 * @param {string} source
 */
export default function packagesReady(source) {
  const done = this.async();
  this.getOptions()
    .ready()
    .then(
      () => done(null, source),
      (error) => done(error),
    );
}
