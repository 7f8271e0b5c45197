import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './dates';

const anyDate = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('en-US dates without Intl: what Intl.DateTimeFormat writes, in local time', () => {
  it('writes the long date', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    fc.assert(fc.property(anyDate, (date) => {
      expect(formatLongDate(date)).toBe(intl.format(date));
    }), { numRuns: 2_000 });
    expect(formatLongDate(new Date(2026, 10, 22, 12))).toBe('November 22, 2026');
  });

  it('writes the date with its time, noon and midnight included', () => {
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    };
    const intl = new Intl.DateTimeFormat('en-US', options);
    fc.assert(fc.property(anyDate, (date) => {
      expect(formatDateTime(date)).toBe(intl.format(date));
    }), { numRuns: 2_000 });
    expect(formatDateTime(new Date(2026, 10, 22, 0, 5))).toBe('Nov 22, 2026, 12:05 AM');
    expect(formatDateTime(new Date(2026, 10, 22, 12, 0))).toBe('Nov 22, 2026, 12:00 PM');
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('Nov 22, 2026, 3:05 PM');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
