/**
 * The MDX, unified and remark/rehype packages, imported when a page is first read or compiled, not
 * when the build's code is: the dev server starts without them and loads them while the browser
 * starts the shell (their loading cost: bench/RESULTS.md, "The dev server").
 */
async function importPackages() {
  const [
    mdx,
    unified,
    remarkParse,
    remarkMdx,
    remarkFrontmatter,
    remarkMdxFrontmatter,
    remarkGfm,
    remarkDirective,
    rehypeShiki,
    sourceMap,
  ] = await Promise.all([
    import('@mdx-js/mdx'),
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
    import('remark-mdx-frontmatter'),
    import('remark-gfm'),
    import('remark-directive'),
    import('@shikijs/rehype'),
    import('source-map'),
  ]);
  return {
    compile: mdx.compile,
    createProcessor: mdx.createProcessor,
    SourceMapGenerator: sourceMap.SourceMapGenerator,
    unified: unified.unified,
    remarkParse: remarkParse.default,
    remarkMdx: remarkMdx.default,
    remarkFrontmatter: remarkFrontmatter.default,
    remarkMdxFrontmatter: remarkMdxFrontmatter.default,
    remarkGfm: remarkGfm.default,
    remarkDirective: remarkDirective.default,
    rehypeShiki: rehypeShiki.default,
  };
}

export type MdxPackages = Awaited<ReturnType<typeof importPackages>>;

let loading: Promise<MdxPackages> | undefined;
let loaded: MdxPackages | undefined;

/** Loads the packages (once); everything that parses or compiles MDX awaits this first. */
export function mdxPackages(): Promise<MdxPackages> {
  loading ??= importPackages().then((packages) => (loaded = packages));
  return loading;
}

/**
 * The packages, for code unified calls synchronously (a plugin's attacher, when a processor is
 * first used); only after `mdxPackages()` has resolved.
 */
export function loadedMdxPackages(): MdxPackages {
  if (!loaded) throw new Error('The MDX packages are not loaded yet: await mdxPackages() before using the MDX pipeline');
  return loaded;
}
