/** Types of the loader beside it (a plain JS file, since Rspack runs loaders without a TypeScript loader). */
export default function devMdx(
  this: {
    getOptions(): { catalogueDir: string };
    resourcePath: string;
    addDependency(file: string): void;
    addMissingDependency(file: string): void;
  },
  source: string,
): string;
