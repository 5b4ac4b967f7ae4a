/**
 * Reading and writing inside a parsed file by a zod issue path. Only own properties are followed
 * and written, so a key such as `__proto__` in a reader's file stays an ordinary key.
 */
export type Path = readonly PropertyKey[];

type Container = Record<PropertyKey, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

export function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (!isContainer(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function define(target: Container, key: PropertyKey, value: unknown) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

export function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (isContainer(parent) && key !== undefined) define(parent, key, value);
}

export function deleteAt(root: unknown, path: Path): void {
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (!isContainer(parent) || key === undefined || !Object.hasOwn(parent, key)) return;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else delete (parent as Record<PropertyKey, unknown>)[key];
}

/** A deep copy of parsed JSON or YAML data (plain objects, arrays, primitives). */
export function cloneData<T>(value: T): T {
  if (!isContainer(value)) return value;
  if (Array.isArray(value)) return value.map((v) => cloneData(v)) as T;
  const copy = {} as Record<PropertyKey, unknown>;
  for (const [k, v] of Object.entries(value)) define(copy, k, cloneData(v));
  return copy as T;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `customModes[0].groups[1]`, `providerProfiles.apiConfigs["My profile"]`; `(root)` for the whole file. */
export function formatPath(path: Path): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (!IDENTIFIER.test(name)) return `[${JSON.stringify(name)}]`;
      return i === 0 ? name : `.${name}`;
    })
    .join('');
}
