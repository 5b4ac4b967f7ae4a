// @ts-check
/**
 * Lets the bundler drop the parts of react-router a browser build does not use (declarative mode:
 * the site's routers, hooks and links). As published, its modules kept about 8 KB gzip of code no
 * page of the site runs in every bundle that imports a single hook:
 * - most components get a display name at the top level (`Link.displayName = "Link"`), and are
 *   made with unannotated calls (`React.forwardRef(...)`, `React.createContext(...)`); both count
 *   as side effects, which kept Link, NavLink, Form, ScrollRestoration and all they reach. The
 *   names only serve React's developer tools, and the calls are pure;
 * - `<Link prefetch>` renders framework mode's prefetch links, whose code (route manifests,
 *   module preloads) came with every Link. Outside framework mode they throw (no framework
 *   context), so the link alone is what declarative mode can render.
 * A pattern that no longer matches (another react-router) fails the build rather than silently
 * keeping the bytes.
 * @param {string} source
 */
export default function treeShakableRouter(source) {
  const names = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
  const factories = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
  const prefetchLinks =
    /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;
  if (source.includes('function LinkWithRef(')) {
    const missing = [names, factories, prefetchLinks].filter((pattern) => !new RegExp(pattern).test(source));
    if (missing.length) throw new Error(`react-router changed; update ${import.meta.url}: no match for ${missing.join(', ')}`);
  }
  return source.replace(names, '').replace(factories, '$1/* @__PURE__ */ $2').replace(prefetchLinks, 'return link;');
}
