import { rspack } from '@rspack/core';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with it has every function
 * compiled while it streams in, off the main thread, instead of each on its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in the emitted files that match `test`: scripts that run whole the moment
 * they arrive. After minification (which drops comments) and before content hashing.
 */
export function compileHintPlugin(test: RegExp) {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}
