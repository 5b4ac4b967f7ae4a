import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as factsAtStart from '@roo-docs/mdx-kit/facts';
import { importFresh } from './import-fresh.ts';

type Facts = typeof import('@roo-docs/mdx-kit/facts');
/** The fact tables a page names by id (`<Fact id>`, `<Shortcut id>`, `<Setting id>`, `<Label id>`). */
export type FactTables = Pick<Facts, 'labels' | 'settings' | 'shortcuts' | 'statements'>;

const FACTS_ENTRY = createRequire(import.meta.url).resolve('@roo-docs/mdx-kit/facts');
const FACTS_DIR = dirname(FACTS_ENTRY);

/** Changes whenever a facts file is written (names and modification times of the folder's modules). */
export function factsStamp(): string {
  return readdirSync(FACTS_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${name}@${statSync(join(FACTS_DIR, name)).mtimeMs}`)
    .join('|');
}

// The files as they were when the dev server loaded the copy imported above (its bundle is
// rebuilt whenever one of them changed), so until a save the facts need no second load.
let loaded: { stamp: string; tables: Promise<FactTables> } | undefined = {
  stamp: factsStamp(),
  tables: Promise.resolve(factsAtStart),
};

/**
 * The fact tables as their files are now: a writer who adds an id and uses it must not be told it
 * is unknown, so they are read afresh (not from Node's module cache) after any facts file changed.
 */
export function currentFacts(): Promise<FactTables> {
  const stamp = factsStamp();
  if (loaded?.stamp === stamp) return loaded.tables;
  const tables = importFresh<Facts>(FACTS_ENTRY);
  loaded = { stamp, tables };
  // A facts file saved half-written fails to load: the next call tries again.
  tables.catch(() => {
    if (loaded?.tables === tables) loaded = undefined;
  });
  return tables;
}
