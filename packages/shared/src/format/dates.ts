/*
 * en-US dates without Intl (decision 372): the first Intl formatter a page builds costs Chromium
 * 20–50 ms of loading ICU data. Local time, as Intl's default time zone; the tests compare with Intl.
 */
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

function validDate(date: Date | string): Date {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value');
  return value;
}

/** 'November 22, 2026' */
export function formatLongDate(date: Date | string): string {
  const value = validDate(date);
  return `${MONTHS[value.getMonth()]} ${value.getDate()}, ${value.getFullYear()}`;
}

/** 'Nov 22, 2026, 3:05 PM' in the viewer's time zone. */
export function formatDateTime(date: Date | string): string {
  const value = validDate(date);
  const hours = value.getHours();
  const minutes = String(value.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[value.getMonth()]!.slice(0, 3)} ${value.getDate()}, ${value.getFullYear()}, ${clock}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  mins: number;
  secs: number;
  done: boolean;
}

/** Splits the time left until `target` into the countdown's days, hours, mins and secs. */
export function countdownParts(target: Date | string, now: Date | number): CountdownParts {
  const left = Math.max(0, new Date(target).getTime() - new Date(now).getTime());
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    mins: Math.floor((totalSeconds % 3_600) / 60),
    secs: totalSeconds % 60,
    done: left === 0,
  };
}
