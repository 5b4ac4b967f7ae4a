import type { z } from 'zod';
import { getAt, setAt } from './paths.ts';

/** Repairs one issue in place when it knows how; returns whether it did. */
export type Fixup = (doc: unknown, issue: z.core.$ZodIssue) => boolean;

const slugOf = (mode: unknown) => (mode as { slug?: unknown } | null)?.slug;

/** Second and later modes with a taken slug get `-2`, `-3`, … appended. */
export const renameDuplicateSlugs: Fixup = (doc, issue) => {
  const modes = getAt(doc, issue.path);
  if (issue.message !== 'Duplicate mode slugs are not allowed' || !Array.isArray(modes)) return false;
  const taken = new Set(modes.map(slugOf));
  const seen = new Set<unknown>();
  for (const mode of modes) {
    const slug = slugOf(mode);
    if (seen.has(slug) && typeof slug === 'string') {
      let n = 2;
      while (taken.has(`${slug}-${n}`)) n++;
      setAt(mode, ['slug'], `${slug}-${n}`);
      taken.add(`${slug}-${n}`);
    }
    seen.add(slugOf(mode));
  }
  return true;
};

/** A group listed twice keeps its first entry (with its options, if that one has them). */
export const dropDuplicateGroups: Fixup = (doc, issue) => {
  const groups = getAt(doc, issue.path);
  if (issue.message !== 'Duplicate groups are not allowed' || !Array.isArray(groups)) return false;
  const seen = new Set<unknown>();
  const kept = groups.filter((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  groups.splice(0, groups.length, ...kept);
  return true;
};

/** `Docs Writer!` becomes `Docs-Writer`. */
export const sanitiseSlug: Fixup = (doc, issue) => {
  const slug = getAt(doc, issue.path);
  if (issue.message !== 'Slug must contain only letters numbers and dashes' || typeof slug !== 'string') return false;
  const cleaned = slug.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  setAt(doc, issue.path, cleaned || 'my-mode');
  return true;
};
