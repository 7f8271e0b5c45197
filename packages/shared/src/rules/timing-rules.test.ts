import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, daysBetween, parseIsoDate, parseUsDate } from './calendar-dates';
import {
  closeTimerDelay,
  isManualLeaderboardBidOpen,
  lobbyTimingFlags,
  openTimerDelay,
  sealedAuctionCloseTimerDelay,
} from './lobby-timers';

const now = new Date('2026-11-22T12:00:00.000Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('lobby timing flags', () => {
  it.each([
    ['opens in 31 minutes: not live yet', 31 * MIN, 10 * DAY, { openInFuture: true, live: false, opensWithinDay: true, closed: false }],
    ['opens in 30 minutes: live', 30 * MIN, 10 * DAY, { openInFuture: true, live: true, opensWithinDay: true }],
    ['opened an hour ago: live, closes in 10 days', -HOUR, 10 * DAY, { openInFuture: false, live: true, closesWithinDay: false }],
    ['closes in 24 hours: closes within 1 day', -HOUR, DAY, { closesWithinDay: true, closeInFuture: true }],
    ['closes in 24 hours and 1 ms: not within 1 day', -HOUR, DAY + 1, { closesWithinDay: false }],
    ['opens in 2 days: not within 1 day', 2 * DAY, 10 * DAY, { opensWithinDay: false, live: false }],
    ['closed a second ago', -DAY, -1000, { closed: true, live: false, closeInFuture: false }],
  ])('%s', (_name, open, close, expected) => {
    expect(lobbyTimingFlags({ lobbyOpenDate: inMs(open), lobbyCloseDate: inMs(close) }, now)).toMatchObject(expected);
  });

  it('a lobby without a close date never closes', () => {
    expect(lobbyTimingFlags({ lobbyOpenDate: inMs(-DAY), lobbyCloseDate: null }, now)).toMatchObject({ closed: false, live: true, closesWithinDay: false });
  });
});

describe('lobby timers', () => {
  it('open timers are skipped more than 14 days away', () => {
    expect(openTimerDelay(inMs(14 * DAY), now)).toBe(14 * DAY);
    expect(openTimerDelay(inMs(14 * DAY + 1), now)).toBeNull();
    expect(openTimerDelay(inMs(-1), now)).toBeNull();
  });

  it('close callbacks are skipped more than 432,000,000 ms away', () => {
    expect(closeTimerDelay(inMs(432_000_000), now)).toBe(432_000_000);
    expect(closeTimerDelay(inMs(432_000_001), now)).toBeNull();
    expect(closeTimerDelay(null, now)).toBeNull();
  });

  it('the sealed auction close timer is set only under 5 days away', () => {
    expect(sealedAuctionCloseTimerDelay(inMs(5 * DAY - 1), now)).toBe(5 * DAY - 1);
    expect(sealedAuctionCloseTimerDelay(inMs(5 * DAY), now)).toBeNull();
  });

  it.each([
    [HOUR + 1, false],
    [HOUR, true],
    [1, true],
    [0, false],
    [-1, false],
  ])('manual leaderboard bidding with %i ms to close is open: %s', (untilClose, open) => {
    expect(isManualLeaderboardBidOpen(inMs(untilClose), now)).toBe(open);
  });
});

describe('calendar dates and age', () => {
  it.each([
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2001-02-29', null],
    ['2026-13-01', null],
    ['26-01-01', null],
  ])('reads ISO date %s', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    ['12/31/1990', { year: 1990, month: 12, day: 31 }],
    ['31/12/1990', null],
    ['1/2/1990', null],
  ])('reads MM/DD/YYYY date %s', (text, expected) => {
    expect(parseUsDate(text)).toEqual(expected);
  });

  it.each([
    ['2005-11-22', '2026-11-22', 21],
    ['2005-11-23', '2026-11-22', 20],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2028-02-29', 24],
    ['2026-11-23', '2026-11-22', -1],
  ])('born %s, on %s is %i', (birth, today, age) => {
    expect(ageInYears(parseIsoDate(birth)!, parseIsoDate(today)!)).toBe(age);
  });

  it('turns a year older exactly on each birthday', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 120 }), (birthDate, years) => {
        const birth = { year: birthDate.getUTCFullYear(), month: birthDate.getUTCMonth() + 1, day: birthDate.getUTCDate() };
        const birthdayExists = !(birth.month === 2 && birth.day === 29);
        if (!birthdayExists) return;
        const birthday = { ...birth, year: birth.year + years };
        const dayBefore = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day - 1));
        const eve = { year: dayBefore.getUTCFullYear(), month: dayBefore.getUTCMonth() + 1, day: dayBefore.getUTCDate() };
        expect(ageInYears(birth, birthday)).toBe(years);
        expect(ageInYears(birth, eve)).toBe(years - 1);
      }),
    );
  });

  it('someone born on 29 February turns older on 1 March in common years and on 29 February in leap years', () => {
    const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }).map((n) => 1904 + 4 * n).filter(isLeap), fc.integer({ min: 1, max: 120 }), (birthYear, years) => {
        const birth = { year: birthYear, month: 2, day: 29 };
        const year = birthYear + years;
        expect(ageInYears(birth, { year, month: 2, day: 28 })).toBe(years - 1);
        expect(ageInYears(birth, { year, month: 3, day: 1 })).toBe(years);
        if (isLeap(year)) expect(ageInYears(birth, { year, month: 2, day: 29 })).toBe(years);
      }),
    );
  });

  it('counts whole days between dates', () => {
    expect(daysBetween(parseIsoDate('2026-11-22')!, parseIsoDate('2027-01-06')!)).toBe(45);
  });
});
