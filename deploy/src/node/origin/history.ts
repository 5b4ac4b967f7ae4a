import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseOrThrow, remotesPointerSchema, type RemotesPointer, type SectionName } from '@roo-docs/schemas';
import { writeAtomic, type Origin } from './origin.ts';

export interface HistoryEntry {
  at: string;
  /** The deploy's journal id: replaying an interrupted deploy never records it twice. */
  journal?: string;
  /** Set when the entry undoes the section's last release. */
  rollback?: SectionName;
  before: RemotesPointer;
  after: RemotesPointer;
}

const file = (origin: Origin) => join(origin.state, 'history.jsonl');

export async function readHistory(origin: Origin): Promise<HistoryEntry[]> {
  const text = await readFile(file(origin), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line, i) => {
      const entry = JSON.parse(line) as HistoryEntry;
      const where = `deploy history entry ${i + 1}`;
      return {
        ...entry,
        before: parseOrThrow(remotesPointerSchema, entry.before, where),
        after: parseOrThrow(remotesPointerSchema, entry.after, where),
      };
    });
}

export async function recordHistory(origin: Origin, entry: HistoryEntry): Promise<void> {
  const prev = await readFile(file(origin), 'utf8').catch(() => '');
  if (entry.journal && prev.includes(`"journal":${JSON.stringify(entry.journal)}`)) return;
  await writeAtomic(file(origin), `${prev}${JSON.stringify(entry)}\n`);
}

/**
 * The section's releases as a stack, oldest first: a publish pushes its build, a rollback pops the
 * release it undid. So rolling back twice walks back two releases instead of bouncing between two.
 */
export async function releaseStack(origin: Origin, section: SectionName): Promise<string[]> {
  return stackOf(await readHistory(origin), section);
}

/** The release stack of one section in a list of history entries (an object-storage pointer keeps its own). */
export function stackOf(history: readonly HistoryEntry[], section: SectionName): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    const id = entry.after.sections[section]?.buildId;
    if (entry.rollback === section) {
      stack.pop();
      if (id && stack[stack.length - 1] !== id) stack.push(id);
    } else if (id && stack[stack.length - 1] !== id) stack.push(id);
  }
  return stack;
}
