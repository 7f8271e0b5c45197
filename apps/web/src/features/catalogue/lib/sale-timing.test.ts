import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { lotLine, nextCountdown, saleDateLines } from './sale-timing';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

describe('sale date lines', () => {
  it('counts down to the open of an upcoming lot and names its close without a countdown', () => {
    const lines = saleDateLines({ releaseStyle: 'auction', lobbyOpenDate: iso(HOUR), lobbyCloseDate: iso(5 * HOUR) }, NOW);
    expect(lines.map((line) => [line.label, line.countdownTo])).toEqual([
      ['Lot opens', iso(HOUR)],
      ['Lot closes', null],
    ]);
  });

  it('counts down to the close of a live lot', () => {
    const lines = saleDateLines({ releaseStyle: 'leaderboard', lobbyOpenDate: iso(-HOUR), lobbyCloseDate: iso(HOUR) }, NOW);
    expect(lines.map((line) => [line.label, line.countdownTo])).toEqual([
      ['Lot opened', null],
      ['Lot closes', iso(HOUR)],
    ]);
  });

  it("says 'Lot closed on' once an auction is over", () => {
    const lines = saleDateLines({ releaseStyle: 'sealed_auction', lobbyOpenDate: iso(-5 * HOUR), lobbyCloseDate: iso(-HOUR) }, NOW);
    expect(lines[1]).toMatchObject({ label: 'Lot closed on', countdownTo: null });
  });

  it('speaks of the sale, not a lot, for fixed-price styles, and omits a missing close', () => {
    const lines = saleDateLines({ releaseStyle: 'lobby', lobbyOpenDate: iso(2 * HOUR), lobbyCloseDate: null }, NOW);
    expect(lines.map((line) => line.label)).toEqual(['Opens']);
  });
});

describe('the one countdown of a card', () => {
  it('runs to the open, then to the close, then none', () => {
    const window = { releaseStyle: 'fcfs' as const, lobbyOpenDate: iso(HOUR), lobbyCloseDate: iso(2 * HOUR) };
    expect(nextCountdown(window, NOW)).toEqual({ label: 'Opens in', to: iso(HOUR) });
    expect(nextCountdown(window, NOW + 1.5 * HOUR)).toEqual({ label: 'Closes in', to: iso(2 * HOUR) });
    expect(nextCountdown(window, NOW + 3 * HOUR)).toBeNull();
  });
});

describe('the lot line of an auction card', () => {
  const lot = { releaseStyle: 'auction' as const, lobbyOpenDate: iso(HOUR), lobbyCloseDate: iso(3 * HOUR) };

  it('names the next moment of the lot, then when it closed', () => {
    expect(lotLine(lot, NOW)).toBe(`Lot opens ${formatDateTime(iso(HOUR))}`);
    expect(lotLine(lot, NOW + 2 * HOUR)).toBe(`Lot closes ${formatDateTime(iso(3 * HOUR))}`);
    expect(lotLine(lot, NOW + 4 * HOUR)).toBe(`Lot closed on ${formatDateTime(iso(3 * HOUR))}`);
  });

  it('is left out for fixed-price styles', () => {
    expect(lotLine({ ...lot, releaseStyle: 'lobby' }, NOW)).toBeNull();
  });
});
