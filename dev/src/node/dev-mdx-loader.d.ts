/** Types of the loader beside it (a plain JS file, since Rspack runs loaders without a TypeScript loader). */
export default function devMdx(
  this: {
    getOptions(): { catalogueDir: string; packages: () => Promise<unknown> };
    resourcePath: string;
    addDependency(file: string): void;
    addMissingDependency(file: string): void;
    async(): (error: Error | null, source?: string) => void;
  },
  source: string,
): string | undefined;
