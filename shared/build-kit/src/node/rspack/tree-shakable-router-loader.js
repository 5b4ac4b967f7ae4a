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
 *   context), so the link alone is what declarative mode can render; and the prefetch state
 *   behind them (two states, two effects in every Link) is what it is outside framework mode:
 *   nothing to prefetch, no handlers;
 * - data mode's top-level values (symbols, sets, WeakMaps, `typeof window` probes, error
 *   boundary classes extending `React.Component`, one given its `contextType` by assignment)
 *   are calls and property reads, kept as side effects though nothing uses them. As expressions
 *   that may be dropped when unused, they go with the code that would use them.
 * With the option `warnings: false`, react-router's console warnings (a misuse such as navigating
 * while rendering) are empty functions, so their calls and messages go too.
 * A pattern that no longer matches (another react-router) fails the build rather than silently
 * keeping the bytes.
 */

/** Top-level values of react-router computed by calls or property reads, one line or a few. */
const computedValues =
  /^(var [\w$]+ = )((?:Symbol\(|Object\.|new (?:Set|Map|WeakMap|TextEncoder)\(|React\d*\[|typeof window |\[\n(?: {2}[^\n]*\n)*? {2}\.\.\.)[\s\S]*?);$(?=\n(?:\S|$))/gm;
/** Top-level classes (`var X = class … {` up to the first `};` at the start of a line). */
const classes = /^(var [\w$]+ = )(class\b[^\n]*\{\n(?:[\s\S]*?\n)??)\};$/gm;
/** Private fields of data mode's classes, compiled to WeakMaps made at the top level. */
const privateFields = /^(_[\w$]+ = )(new WeakMap\(\);)$/gm;
/** `X.contextType = Y;` after a class: made a static field, so the class may be dropped. */
const contextTypes = /^([\w$]+)\.contextType = ([\w$]+);\n/gm;
/** react-router's `warning()`: a console warning (and a thrown-and-caught error for debuggers). */
const warningBody = /^(function warning\(cond, message\) \{\n)[\s\S]*?\n\}$/m;
/** Link's prefetch state, which outside framework mode is always: nothing, no element, no handlers. */
const prefetchState =
  /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\n\s*prefetch,\n\s*rest\n\s*\);/;

/**
 * `source` with each class given its `contextType` as a static field instead of by assignment.
 * @param {string} source
 */
function staticContextTypes(source) {
  const assigned = [...source.matchAll(contextTypes)];
  let out = source.replace(contextTypes, '');
  for (const [, name, context] of assigned) {
    const start = new RegExp(`^var ${String(name).replace(/\$/g, '\\$')} = class\\b[^\\n]*\\{$`, 'm');
    if (!start.test(out)) throw new Error(`react-router changed; update ${import.meta.url}: no class ${name}`);
    out = out.replace(start, (line) => `${line}\n  static contextType = ${context};`);
  }
  return out;
}

/**
 * @this {{ getOptions?(): { warnings?: boolean } } | undefined}
 * @param {string} source
 */
export default function treeShakableRouter(source) {
  const warnings = this?.getOptions?.().warnings ?? true;
  const names = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
  const factories = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
  const prefetchLinks =
    /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;
  if (source.includes('function LinkWithRef(')) {
    const expected = [names, factories, prefetchLinks, prefetchState, computedValues, classes, contextTypes, privateFields];
    if (!warnings) expected.push(warningBody);
    const missing = expected.filter((pattern) => !new RegExp(pattern).test(source));
    if (missing.length) throw new Error(`react-router changed; update ${import.meta.url}: no match for ${missing.join(', ')}`);
  }
  const quiet = warnings ? source : source.replace(warningBody, '$1}');
  return staticContextTypes(quiet)
    .replace(names, '')
    .replace(factories, '$1/* @__PURE__ */ $2')
    .replace(prefetchLinks, 'return link;')
    .replace(prefetchState, 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];')
    .replace(computedValues, '$1/* @__PURE__ */ (() => $2)();')
    .replace(privateFields, '$1/* @__PURE__ */ $2')
    .replace(classes, '$1/* @__PURE__ */ (() => $2})();');
}
