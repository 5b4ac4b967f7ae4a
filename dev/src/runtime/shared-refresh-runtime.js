// A section's development build uses the shell's copy of React Refresh's runtime (put on the
// window by expose-refresh-runtime.js): one runtime knows every component family, so a page
// replaced by its section keeps its state when the shell renders it again.
const runtime = globalThis.__rooReactRefreshRuntime;
if (!runtime)
  throw new Error('React Refresh: this section runs in development mode but the shell does not (start it with npm run dev)');

export const {
  createSignatureFunctionForTransform,
  getFamilyByType,
  injectIntoGlobalHook,
  isLikelyComponentType,
  performReactRefresh,
  register,
} = runtime;
