export { runRspack } from './rspack/run-rspack.ts';
export { moduleRules, swcLoader, type BuildMode } from './rspack/swc-rules.ts';
export { compileHintPlugin, COMPILE_HINT } from './rspack/compile-hint.ts';
export { BROWSER_TARGETS, SSR_EXTERNALS } from './rspack/targets.ts';
export { validateAssets } from './assets/validate-assets.ts';
export { hashTree, BUILD_ID_LENGTH } from './build-id/hash-tree.ts';
export { withBuildLock } from './steps/build-lock.ts';
export { stepTimes } from './steps/step-times.ts';
