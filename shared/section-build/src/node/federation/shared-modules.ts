import { REACT_RANGE, REACT_ROUTER_RANGE, REACT_ROUTER_VERSION } from '@roo-docs/chrome/router-version';

/**
 * Module Federation settings every part of the site must agree on (known traps): React and
 * ReactDOM are singletons, and the trailing-slash keys share their subpaths (`react/jsx-runtime`,
 * `react-dom/client`), or a remote would run a second React.
 */
const SINGLETONS = {
  react: REACT_RANGE,
  'react/': REACT_RANGE,
  'react-dom': REACT_RANGE,
  'react-dom/': REACT_RANGE,
} as const;

/**
 * React Router is a singleton too, so a page's `<Link>` and hooks read the shell's router (or the
 * parcel's memory router). What is shared is the site's router module (`@roo-docs/chrome/router`),
 * the part of react-router a page uses: a shared module is not tree-shaken, and the whole package
 * would cost every first visit about 65 KB gzip. It is also the remote's own copy when no host
 * offers one (a parcel on a page with no router).
 */
export const ROUTER_SHARE = {
  'react-router': {
    singleton: true,
    requiredVersion: REACT_ROUTER_RANGE,
    version: REACT_ROUTER_VERSION,
    import: '@roo-docs/chrome/router',
  },
} as const;

export function sharedSingletons() {
  return {
    ...Object.fromEntries(
      Object.entries(SINGLETONS).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion }]),
    ),
    ...ROUTER_SHARE,
  };
}
