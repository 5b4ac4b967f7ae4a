// The publish build's public entry: the build itself and the check a test runs on what it packed.
export { buildMcpBundle, type BundleResult } from './build.ts';
export { bundleLoads, foreignLoads, isNodeBuiltin } from './bundle-imports.ts';
export { BUNDLE_FILE } from './bundle-config.ts';
export { BUNDLE_ENGINES } from './manifest.ts';
export { npxEntryOf, offlineNpxEnv, packBundle } from './pack.ts';
