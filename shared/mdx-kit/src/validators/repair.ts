import type { z } from 'zod';
import type { DocumentRules } from './documents.ts';
import { cloneData, deleteAt, getAt, setAt, type Path } from './paths.ts';

/** Rounds of parse-and-fix; each round fixes every issue it sees, nesting is at most a few levels. */
const MAX_ROUNDS = 12;
/** Beyond this many problems the reader's file is too far off: the skeleton is the template. */
export const MAX_REPAIRED_ISSUES = 100;

/** The template's value at a path of the reader's file; any list index maps to the template's first item. */
function templateAt(template: unknown, path: Path): unknown {
  let node = template;
  for (const key of path) {
    if (Array.isArray(node)) node = node[0];
    else node = getAt(node, [key]);
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * The reader's file with every problem repaired: a value the rules can fix is fixed, a bad or
 * missing value takes the template's placeholder, anything else is removed, and a part that
 * still fails is replaced whole. Always returns a file the schema accepts.
 */
export function repair(rules: DocumentRules, value: unknown): unknown {
  const template = rules.template(value);
  const fresh = () => cloneData(template);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fresh();
  let doc: unknown = cloneData(value);
  const tried = new Set<string>();
  const fixAt = (path: Path) => {
    for (let p = path; ; p = p.slice(0, -1)) {
      const key = JSON.stringify(p.map(String));
      if (!tried.has(key)) {
        tried.add(key);
        const fill = templateAt(template, p);
        if (p.length === 0) doc = fresh();
        else if (fill !== undefined) setAt(doc, p, cloneData(fill));
        else deleteAt(doc, p);
        return;
      }
      if (p.length === 0) {
        doc = fresh();
        return;
      }
    }
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = rules.schema.safeParse(doc);
    if (result.success) return doc;
    const issues: z.core.$ZodIssue[] = result.error.issues;
    if (issues.length > MAX_REPAIRED_ISSUES) return fresh();
    // Last first, so removing a list item does not shift the items earlier issues point at.
    for (const issue of [...issues].reverse()) {
      if (rules.fixups.some((fix) => fix(doc, issue))) continue;
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) deleteAt(doc, [...issue.path, key]);
      else fixAt(issue.path);
    }
  }
  return rules.schema.safeParse(doc).success ? doc : fresh();
}
