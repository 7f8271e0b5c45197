const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'year', ms: 365 * 86_400_000 },
  { unit: 'month', ms: 30 * 86_400_000 },
  { unit: 'week', ms: 7 * 86_400_000 },
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
];

/** 'in 3 days', '2 hours ago', 'in 1 minute'; under a minute reads 'now'. */
export function formatRelativeTime(target: string | Date, now: number): string {
  const delta = new Date(target).getTime() - now;
  const size = Math.abs(delta);
  for (const { unit, ms } of UNITS) {
    if (size >= ms) return relative.format(Math.round(delta / ms), unit);
  }
  return 'now';
}
