// Compiles MDX pages with the site's pipeline and prints each problem with its line.
import { readPageMetadata } from '@roo-docs/section-build';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const meta = await readPageMetadata(file);
    for (const w of meta.warnings) console.warn(`warning ${file}:${w.line ?? 0}:${w.column ?? 0}: ${w.reason}`);
    console.log(`ok ${file} (${meta.toc.length} headings, ${meta.links.length} links)`);
  } catch (error) {
    failed++;
    console.error(`FAIL ${file}\n${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
