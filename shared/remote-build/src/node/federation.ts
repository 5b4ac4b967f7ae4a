/**
 * Module Federation settings every part of the site must agree on (DESIGN 8, known traps):
 * React and ReactDOM are singletons, and the trailing-slash keys share their subpaths
 * (`react/jsx-runtime`, `react-dom/client`), or a remote would run a second React.
 * The router is not shared: pages are plain anchors the shell's click handler routes, so no
 * remote imports it, and a shared module cannot be tree-shaken (it cost 65 KB gzip per visit).
 */
const SINGLETONS = {
  react: '^19.3.0',
  'react/': '^19.3.0',
  'react-dom': '^19.3.0',
  'react-dom/': '^19.3.0',
} as const;

export function sharedSingletons() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion }]),
  );
}

/** Modules the Node (prerender) builds leave to Node's resolver so shell and sections share one React. */
export const SSR_EXTERNALS = [/^react($|\/)/, /^react-dom($|\/)/, /^react-router($|\/)/];

/** Browsers the site supports; shared by every build so output syntax matches. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];
