import type { CompilerState, PageMetadata } from '@roo-docs/section-build';
import { lastGoodPages } from './last-good-pages.js';

/** What the bundler compiles for a page that has not compiled yet, under the title it was read with. */
function standInText({ frontmatter }: PageMetadata): string {
  const yaml = `title: ${JSON.stringify(frontmatter.title)}\ndescription: ${JSON.stringify(frontmatter.description)}`;
  return `---\n${yaml}\n---\n\nThis page does not compile yet: the error overlay and the terminal say where.\n`;
}

/**
 * The dev server's policy for a page with an error that would break it in the browser (the
 * compiler's page problems: its syntax, an unknown component or fact id): the bundler gets the page
 * as it last had none (dev-mdx-loader.js), or a stand-in that compiles if it never had, so one bad
 * save never takes the section down and its fix is a plain hot update. The build refuses the same
 * page with the same problem instead. Each call follows a compiler update and returns the pages
 * whose text the bundler gets changed without their file changing (they must compile again).
 */
export function lastGoodPolicy() {
  const mine = new Set<string>();
  return ({ pages }: CompilerState): Set<string> => {
    const switched = new Set<string>();
    const present = new Set<string>();
    for (const page of pages) {
      const file = page.file.file;
      present.add(file);
      const before = lastGoodPages.get(file);
      const broken = page.problems.some((p) => p.severity === 'error');
      const good = before?.good !== undefined && before.good !== page.text ? before.good : standInText(page.metadata);
      const next = broken ? { failing: page.text, good } : { good: page.text };
      if (before?.failing !== next.failing) switched.add(file);
      lastGoodPages.set(file, next);
      mine.add(file);
    }
    // A page deleted (or renamed) is forgotten: one made again at its path starts with nothing known.
    for (const file of mine)
      if (!present.has(file)) {
        lastGoodPages.delete(file);
        mine.delete(file);
      }
    return switched;
  };
}
