import { describe, expect, it } from 'vitest';
import { closeExtended, lotPhase } from './lot-phase';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('lotPhase', () => {
  it('is upcoming before the open, open until the close, closed at the close itself (half-open window)', () => {
    expect(lotPhase({ lotOpenDate: at(1), lotCloseDate: at(10) }, NOW)).toBe('upcoming');
    expect(lotPhase({ lotOpenDate: at(0), lotCloseDate: at(10) }, NOW)).toBe('open');
    expect(lotPhase({ lotOpenDate: at(-10), lotCloseDate: at(1) }, NOW)).toBe('open');
    expect(lotPhase({ lotOpenDate: at(-10), lotCloseDate: at(0) }, NOW)).toBe('closed');
    expect(lotPhase({ lotOpenDate: at(-10), lotCloseDate: null }, NOW)).toBe('open');
  });
});

describe('closeExtended', () => {
  it('says so only when the close moved later than first seen', () => {
    expect(closeExtended(at(0), at(300_000))).toBe(true);
    expect(closeExtended(at(0), at(0))).toBe(false);
    expect(closeExtended(null, at(0))).toBe(false);
  });
});
