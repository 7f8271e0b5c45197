import { CART_EXPIRY_WARNING_MS } from '@caskmark/shared/api/checkout-texts';

/** Milliseconds left until `validUntil` on the given clock, never below 0. */
export function cartTimeLeftMs(validUntil: string, nowMs: number): number {
  return Math.max(0, new Date(validUntil).getTime() - nowMs);
}

/**
 * 'Expires in' reads minutes and seconds: 9:59 → '09:59'; an hour or more (a wire) reads '1:02:03'; a
 * day or more (a prize or award cart held for 14 days) reads days, hours and minutes: '13d 23:59' —
 * seconds mean nothing that far out. The header's `compact` form drops the minutes too, '13d 23h', so the
 * cart stays narrow beside the logo at 390 px (decision 353).
 */
export function formatCartTimer(leftMs: number, options: { compact?: boolean } = {}): string {
  const { days, hours, minutes, seconds } = timerParts(leftMs);
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return options.compact ? `${days}d ${hours}h` : `${days}d ${two(hours)}:${two(minutes)}`;
  const mmss = `${two(minutes)}:${two(seconds)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** The same time for screen readers: '13 days 23 hours 59 minutes', '1 hour 2 minutes 3 seconds', '9 minutes 59 seconds'. */
export function spokenCartTimer(leftMs: number): string {
  const { days, hours, minutes, seconds } = timerParts(leftMs);
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  const parts = days > 0 ? [unit(days, 'day'), unit(hours, 'hour'), unit(minutes, 'minute')] : [...(hours > 0 ? [unit(hours, 'hour')] : []), unit(minutes, 'minute'), unit(seconds, 'second')];
  return parts.join(' ');
}

function timerParts(leftMs: number) {
  const totalSeconds = Math.max(0, Math.ceil(leftMs / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** 'Are you still there?' shows from 2 minutes before the deadline until it passes (spec part 1 §4). */
export function isExpiryWarningDue(leftMs: number): boolean {
  return leftMs > 0 && leftMs <= CART_EXPIRY_WARNING_MS;
}

/** A cart holding editions whose countdown runs: Initiated and not yet past validUntil. */
export function isCartCountingDown(cart: { status: string; validUntil: string }, nowMs: number): boolean {
  return cart.status === 'Initiated' && cartTimeLeftMs(cart.validUntil, nowMs) > 0;
}
