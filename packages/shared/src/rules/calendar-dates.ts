/**
 * Calendar dates (a birthday, a pickup date) are compared as year/month/day in UTC, so the browser and the
 * server agree whatever their time zones (decision 012).
 */
export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function validCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'YYYY-MM-DD' (the API's date format) to a calendar date, or null if it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'MM/DD/YYYY' (the proof-of-funds date of birth) to a calendar date, or null if it is not a real date. */
export function parseUsDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? validCalendarDate(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** Today's calendar date in UTC for a clock reading. */
export function calendarDateOf(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** 'YYYY-MM-DD' for a calendar date. */
export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  const end = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((end - start) / 86_400_000);
}

/**
 * Age in whole years on `today`. Someone born on 29 February turns a year older on 1 March in common
 * years (the birthday has not happened until the 28th has passed).
 */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
