import { mkdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What this process last read from or wrote to each file, trusted while the file's change time,
 * size and inode are as they were then. A long-lived process (the dev server) reads a section's
 * hundreds of pages and generated modules on every save; a stat is a fraction of a read.
 */
const known = new Map<string, { text: string; mtimeMs: number; size: number; ino: number }>();

const statOrNull = (file: string): Stats | null => statSync(file, { throwIfNoEntry: false }) ?? null;

const unchanged = (file: string, s: Stats) => {
  const k = known.get(file);
  return k && k.mtimeMs === s.mtimeMs && k.size === s.size && k.ino === s.ino ? k.text : null;
};

const remember = (file: string, text: string, s: Stats) =>
  known.set(file, { text, mtimeMs: s.mtimeMs, size: s.size, ino: s.ino });

/** The file's text (read again only when it changed since this process last saw it); throws like `readFileSync`. */
export function readKnownText(file: string): string {
  const before = statSync(file);
  const kept = unchanged(file, before);
  if (kept !== null) return kept;
  const text = readFileSync(file, 'utf8');
  // Stat again: a file written while it was read must not be remembered with the older text.
  const after = statSync(file);
  if (after.mtimeMs === before.mtimeMs && after.size === before.size) remember(file, text, after);
  return text;
}

/**
 * Writes `text` unless the file holds it already (a bundler's cache then keeps the module as built),
 * creating its folder if needed. True when it wrote.
 */
export function writeIfChanged(file: string, text: string): boolean {
  const s = statOrNull(file);
  if (s && (unchanged(file, s) ?? readFileSync(file, 'utf8')) === text) {
    remember(file, text, s);
    return false;
  }
  if (!s) mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  remember(file, text, statSync(file));
  return true;
}
