import { mdxPackages } from './packages.ts';
import { CODE_THEMES } from './shiki-options.ts';

/**
 * Loads the MDX packages and the highlighter with its themes ahead of a long-lived process's first
 * page compile (the dev server calls it once its servers are up). The site's rehype plugin asks
 * Shiki for the same process-wide highlighter and finds it ready; grammars load as pages need them.
 */
export async function warmMdxPipeline(): Promise<void> {
  await mdxPackages();
  const { getSingletonHighlighter } = await import('shiki');
  await getSingletonHighlighter({ themes: Object.values(CODE_THEMES), langs: [] });
}
