/**
 * The best `limit` items offered, in order, as a stable sort would put them (an item equal to one
 * offered earlier goes after it). A query can match thousands of documents and shows 50: sorting
 * them all cost more than choosing these. Hand-written (about 20 lines): a heap is not stable, and
 * with a limit of 50 a sorted array with binary insertion rejects most items in one comparison.
 */
export class TopHits<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items, limit, compare } = this;
    if (limit <= 0) return;
    if (items.length === limit && compare(item, items[limit - 1]!) >= 0) return;
    // The first position whose item ranks strictly after the new one.
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(item, items[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    items.splice(lo, 0, item);
    if (items.length > limit) items.pop();
  }

  /** The kept items, best first. */
  best(): readonly T[] {
    return this.items;
  }
}
