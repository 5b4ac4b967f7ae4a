import { describe, expect, it } from '@rstest/core';
import { formatDate } from './DocMeta.tsx';

describe('formatDate', () => {
  it('prints what Intl prints for en-US medium dates in UTC, on every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000 + 3_600_000) {
      const iso = new Date(t).toISOString();
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('reads the date in UTC, not the reader’s zone', () => {
    expect(formatDate('2025-10-09T23:30:00Z')).toBe('Oct 9, 2025');
    expect(formatDate('2025-10-10T00:30:00+02:00')).toBe('Oct 9, 2025');
  });
});
