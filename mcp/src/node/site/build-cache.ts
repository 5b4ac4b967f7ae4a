/**
 * Values made from a build's files (a loaded shard, a parsed route table), kept by build id:
 * build folders are never rewritten, so a value stays right as long as its build is live. Builds
 * that left the pointer are dropped, so a server running for months holds only the live ones.
 */
export class BuildCache {
  private readonly entries = new Map<string, { build: string; value: Promise<unknown> }>();

  get<T>(key: string, build: string, make: () => Promise<T>): Promise<T> {
    const id = `${build}\u0000${key}`;
    const found = this.entries.get(id);
    if (found) return found.value as Promise<T>;
    const value = make();
    this.entries.set(id, { build, value });
    // A failed read is not kept: the next call tries again.
    value.catch(() => this.entries.delete(id));
    return value;
  }

  /** Forgets every value of a build not in `live`. */
  keepOnly(live: ReadonlySet<string>): void {
    for (const [id, entry] of this.entries) if (!live.has(entry.build)) this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
