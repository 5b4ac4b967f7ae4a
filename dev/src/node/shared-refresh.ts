import { fileURLToPath } from 'node:url';

/** Sections resolve `react-refresh/runtime` to this module: the shell's runtime, shared. */
export const SHARED_REFRESH_RUNTIME = fileURLToPath(new URL('../runtime/shared-refresh-runtime.js', import.meta.url));

/** The shell's development build runs this before its own code: it shares its runtime with the sections. */
export const EXPOSE_REFRESH_RUNTIME = fileURLToPath(new URL('../runtime/expose-refresh-runtime.js', import.meta.url));
