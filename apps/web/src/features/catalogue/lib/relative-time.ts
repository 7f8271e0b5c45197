import { groupThousands } from '@caskmark/shared/format/decimal';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: { unit: Unit; ms: number }[] = [
  { unit: 'year', ms: 365 * 86_400_000 },
  { unit: 'month', ms: 30 * 86_400_000 },
  { unit: 'week', ms: 7 * 86_400_000 },
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
];

/** What `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` says for ±1 of these units. */
const ONE: Partial<Record<Unit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(count, unit)` for a count other than 0,
 * without Intl (its first formatter costs a page 20–50 ms of ICU loading; decision 372).
 */
export function relativeText(count: number, unit: Unit): string {
  const words = ONE[unit];
  if (words && Math.abs(count) === 1) return count < 0 ? words[0] : words[1];
  const size = Math.abs(count);
  const amount = `${groupThousands(String(size))} ${unit}${size === 1 ? '' : 's'}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

/** 'in 3 days', '2 hours ago', 'in 1 minute'; under a minute reads 'now'. */
export function formatRelativeTime(target: string | Date, now: number): string {
  const delta = new Date(target).getTime() - now;
  const size = Math.abs(delta);
  for (const { unit, ms } of UNITS) {
    if (size >= ms) return relativeText(Math.round(delta / ms), unit);
  }
  return 'now';
}
