// Runs first in the shell's development build: sections' development builds take this runtime
// instead of their own (shared-refresh-runtime.js).
import * as runtime from 'react-refresh/runtime';

globalThis.__rooReactRefreshRuntime = runtime;
