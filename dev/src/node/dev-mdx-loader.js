// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { lastGoodPages } from './last-good-pages.js';

/** `<ModelTable provider="…">` in a page, for the provider's name. */
const MODEL_TABLE = /<ModelTable\b[^>]*?\bprovider=["']([\w.-]+)["']/g;
/** A tool component (`<ToolParams>`, `<ToolFacts>`, …), whose data comes from the tool catalogue. */
const TOOL_COMPONENT = /<Tool(?:Params|Facts|Availability|Example|GroupMatrix)\b/;

/**
 * Runs before the MDX compile in the dev server.
 *
 * A page saved with a mistake that stops its compile or would throw while it renders (an unknown
 * component or fact id) is given to the bundler as it last worked (a page that never did, as a
 * stand-in saying so: dev-metadata.ts): the mistake shows in the overlay (the dev server's own read
 * of the page reports it) while the page stays on screen, and no broken module reaches the
 * browser, whose next hot update would fail on it and reload.
 *
 * A page also depends on the model catalogue files its tables read while it compiles (the site's
 * remark plugin reads them in Node, unseen by the bundler), so saving a provider's entry rebuilds
 * the pages that show it; a missing file is watched too, so adding it fixes the page. A page with
 * tool components depends on the tool catalogue's modules the same way (the dev server reads
 * them afresh when one is saved: current-tools.ts).
 *
 * The parser comes from `options.packages` (`mdxPackages`), the copy the dev server loaded.
 * @typedef {{ unified(): { use(plugin: unknown): any }; remarkParse: unknown; remarkMdx: unknown }} Parsers
 * @this {{ getOptions(): { catalogueDir: string; toolCatalogueDir: string; packages: () => Promise<Parsers> }; resourcePath: string; addDependency(file: string): void; addMissingDependency(file: string): void; async(): (error: Error | null, source?: string) => void }}
 * @param {string} source
 */
export default function devMdx(source) {
  const { catalogueDir, toolCatalogueDir, packages } = this.getOptions();
  if (TOOL_COMPONENT.test(source))
    for (const name of readdirSync(toolCatalogueDir)) if (name.endsWith('.ts')) this.addDependency(join(toolCatalogueDir, name));
  for (const [, provider] of source.matchAll(MODEL_TABLE)) {
    const file = join(catalogueDir, `${provider}.json`);
    this.addDependency(file);
    this.addMissingDependency(file);
  }
  const known = lastGoodPages.get(this.resourcePath);
  if (!known || source === known.good) return source;
  if (source === known.failing) return known.good;
  // Saved again since the dev server read the page (saves faster than its watcher): the syntax
  // decides, and a page without its front matter (an editor's save caught half-written) is not one.
  if (known.good.startsWith('---') && !source.startsWith('---')) return known.good;
  const done = this.async();
  packages().then((p) => {
    try {
      p.unified().use(p.remarkParse).use(p.remarkMdx).parse(source);
      done(null, source);
    } catch {
      done(null, known.good);
    }
  }, done);
  return undefined;
}
