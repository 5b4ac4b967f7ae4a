// @ts-check
/**
 * Refuses a section module that imports from react-router a name the site does not share
 * (`@roo-docs/chrome/router`): in the browser it would be undefined, since a section runs on the
 * shell's copy of the router, which holds only the shared names. Checked on the module as the
 * loaders before it left it (MDX compiled to JavaScript), where every import is a plain statement.
 * @this {{ getOptions(): { allowed: string[] }; resourcePath: string }}
 * @param {string} source
 */
export default function sharedRouterImports(source) {
  const { allowed } = this.getOptions();
  const named = /\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["']react-router["']/g;
  const whole = /\b(?:import|export)\s+(?:\*|[\w$]+)(?:\s+as\s+[\w$]+)?(?:\s*,\s*\{[^}]*\})?\s*from\s*["']react-router["']/;
  if (whole.test(source))
    throw new Error(
      `${this.resourcePath}: import the names you use from react-router ({ Link, useLocation }), not the whole module`,
    );
  const refused = new Set();
  for (const [, , typeOnly, list] of source.matchAll(named)) {
    if (typeOnly) continue;
    for (const spec of (list ?? '').split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !spec.trim().startsWith('type ') && !allowed.includes(name)) refused.add(name);
    }
  }
  if (refused.size)
    throw new Error(
      `${this.resourcePath}: ${[...refused].join(', ')} ${refused.size > 1 ? 'are' : 'is'} not part of the React Router the site shares ` +
        `(${allowed.join(', ')}); see docs/writing-content.md, "Links and the router"`,
    );
  return source;
}
