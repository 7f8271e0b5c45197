import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeText } from './relative-time';

const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;

describe('relative time without Intl: what Intl.RelativeTimeFormat (numeric auto) writes', () => {
  it('says every non-zero count of every unit the same way', () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const count = fc.integer({ min: -100_000, max: 100_000 }).filter((value) => value !== 0);
    fc.assert(fc.property(count, fc.constantFrom(...UNITS), (value, unit) => {
      expect(relativeText(value, unit)).toBe(intl.format(value, unit));
    }), {
      numRuns: 3_000,
    });
  });

  it('picks the largest unit that fits and reads under a minute as now', () => {
    const now = Date.UTC(2026, 11, 4);
    expect(formatRelativeTime(new Date(now + 3 * 86_400_000), now)).toBe('in 3 days');
    expect(formatRelativeTime(new Date(now - 86_400_000), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(now - 2 * 3_600_000).toISOString(), now)).toBe('2 hours ago');
    expect(formatRelativeTime(new Date(now + 30_000), now)).toBe('now');
  });
});
