/** The command line of `npm run bench`, read the same way by every mode. */
export class BenchArgs {
  constructor(readonly list: readonly string[]) {}

  has(flag: string): boolean {
    return this.list.includes(flag);
  }

  /** The word after `flag`, unless it is missing or another flag. */
  valueOf(flag: string): string | undefined {
    const at = this.list.indexOf(flag);
    const value = at === -1 ? undefined : this.list[at + 1];
    return value === undefined || value.startsWith('--') ? undefined : value;
  }

  /**
   * A whole number after `flag` within [min, max]: `absent` when the flag is not given, `bare`
   * when it is given without a number (no `bare`: that is an error).
   */
  count(flag: string, range: { min: number; max: number; absent: number; bare?: number }): number {
    const { min, max } = range;
    const given = this.valueOf(flag);
    const n = !this.has(flag) ? range.absent : given === undefined ? (range.bare ?? NaN) : Number(given);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`${flag} takes a whole number from ${min} to ${max} (got '${given ?? ''}')`);
    return n;
  }

  /** Page counts after `flag`, comma-separated; undefined when the flag is absent. */
  sizes(flag: string): number[] | undefined {
    if (!this.has(flag)) return undefined;
    const value = this.valueOf(flag) ?? '';
    const list = value.split(',').map((s) => Number(s.trim()));
    if (!list.length || list.some((n) => !Number.isInteger(n) || n < 40 || n > 5000))
      throw new Error(`--scale and --search-scale take page counts between 40 and 5000, comma-separated (got '${value}')`);
    return list;
  }
}
