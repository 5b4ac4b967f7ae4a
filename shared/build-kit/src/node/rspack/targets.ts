/** Browsers the site supports; shared by every build so output syntax matches. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/**
 * Modules the Node (prerender) builds leave to Node's resolver so shell and sections share one
 * React and one router (the chrome's `#react-router` is react-router under another name).
 */
export const SSR_EXTERNALS = [/^react($|\/)/, /^react-dom($|\/)/, /^react-router($|\/)/, { '#react-router': 'react-router' }];
