const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'November 22, 2026' */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

/** 'Nov 22, 2026, 3:05 PM' in the viewer's time zone. */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(new Date(date));
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
