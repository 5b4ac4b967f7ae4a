import { builtinModules } from 'node:module';
import { parse, type Node } from 'acorn';

const BUILTINS = new Set(builtinModules);

/** `node:fs`, `node:fs/promises`: a built-in under its `node:` name, the only kind the bundle may load. */
export const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') && BUILTINS.has(specifier.slice(5).split('/')[0]!);

type Found = { specifier: string; at: number };

/** What one node loads: a static or dynamic import, a re-export, or a call of `require` or `createRequire`. */
function loadOf(node: Node & Record<string, unknown>): Found | undefined {
  const literal = (n: unknown) => {
    const value = (n as { type?: string; value?: unknown } | undefined)?.value;
    return typeof value === 'string' ? value : '<computed>';
  };
  const modular = ['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration', 'ExportNamedDeclaration'];
  if (modular.includes(node.type) && node.source) return { specifier: literal(node.source), at: node.start };
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as { type: string; name?: string; property?: { name?: string } };
  const name = callee.type === 'Identifier' ? callee.name : callee.property?.name;
  if (name === 'require') return { specifier: literal((node.arguments as unknown[])[0]), at: node.start };
  if (name === 'createRequire') return { specifier: 'createRequire', at: node.start };
  return undefined;
}

/**
 * Every module a bundle loads, read from its syntax tree: text inside strings and templates (a
 * validator's generated code that names a package) is not a load, and a load the bundler left to
 * Node's resolver, under any spelling, is.
 */
export function bundleLoads(code: string): Found[] {
  const found: Found[] = [];
  const pending: unknown[] = [parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true })];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') {
      const load = loadOf(value as Node & Record<string, unknown>);
      if (load) found.push(load);
      pending.push(...Object.values(value));
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The loads of anything but a Node built-in: what a reader's `npx` would have to install, or fail on. */
export function foreignLoads(code: string): Found[] {
  return bundleLoads(code).filter((load) => !isNodeBuiltin(load.specifier));
}
