/** Types of the loader beside it (a plain JS file, since Rspack runs loaders without a TypeScript loader). */
export default function treeShakableRouter(this: { getOptions?(): { warnings?: boolean } } | void, source: string): string;
