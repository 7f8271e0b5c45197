import { CART_EXPIRY_WARNING_MS } from '@caskmark/shared/api/checkout-texts';

/** Milliseconds left until `validUntil` on the given clock, never below 0. */
export function cartTimeLeftMs(validUntil: string, nowMs: number): number {
  return Math.max(0, new Date(validUntil).getTime() - nowMs);
}

/** 'Expires in' reads minutes and seconds: 9:59 → '09:59'; an hour or more (a wire) reads '1:02:03'. */
export function formatCartTimer(leftMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(leftMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** 'Are you still there?' shows from 2 minutes before the deadline until it passes (spec part 1 §4). */
export function isExpiryWarningDue(leftMs: number): boolean {
  return leftMs > 0 && leftMs <= CART_EXPIRY_WARNING_MS;
}

/** A cart holding editions whose countdown runs: Initiated and not yet past validUntil. */
export function isCartCountingDown(cart: { status: string; validUntil: string }, nowMs: number): boolean {
  return cart.status === 'Initiated' && cartTimeLeftMs(cart.validUntil, nowMs) > 0;
}
