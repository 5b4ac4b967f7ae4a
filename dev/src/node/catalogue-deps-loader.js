// @ts-check
import { join } from 'node:path';

/** `<ModelTable provider="…">` in a page, for the provider's name. */
const MODEL_TABLE = /<ModelTable\b[^>]*?\bprovider=["']([\w.-]+)["']/g;

/**
 * Makes a page depend on the model catalogue files its tables read while it compiles (the site's
 * remark plugin reads them in Node, which the bundler does not see): saving a provider's entry
 * then rebuilds the pages that show it. A missing file is watched too, so adding it fixes the page.
 * @this {{ getOptions(): { catalogueDir: string }; addDependency(file: string): void; addMissingDependency(file: string): void }}
 * @param {string} source
 */
export default function catalogueDependencies(source) {
  const { catalogueDir } = this.getOptions();
  for (const [, provider] of source.matchAll(MODEL_TABLE)) {
    const file = join(catalogueDir, `${provider}.json`);
    this.addDependency(file);
    this.addMissingDependency(file);
  }
  return source;
}
