// Types of dev-server-bundle.mjs for the TypeScript that imports it (the bench), whose configs do not read JavaScript.
export declare const devServerBundleDir: (repoRoot: string) => string;
export declare function devServerBundle(repoRoot: string, entry: string, cacheDir?: string): Promise<string>;
