import { describe, expect, it } from 'vitest';
import { expandTransferTypes, historyRangeStart } from './history-filters';

describe('history filters', () => {
  it("expands 'Sale' into both sale kinds and drops unknown values", () => {
    expect(expandTransferTypes(['Sale', 'Gift', 'Primary Market Sale', 'Theft'])).toEqual(['Primary Market Sale', 'Secondary Market Sale', 'Gift']);
  });

  it('turns a date filter into the earliest moment it includes', () => {
    const now = new Date('2025-03-15T12:00:00Z');
    expect(historyRangeStart('7d', now)?.toISOString()).toBe('2025-03-08T12:00:00.000Z');
    expect(historyRangeStart('90d', now)?.toISOString()).toBe('2024-12-15T12:00:00.000Z');
    expect(historyRangeStart('this_year', now)?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(historyRangeStart('all', now)).toBeNull();
  });
});
