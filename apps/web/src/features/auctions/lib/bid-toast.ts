import { showToast, TOAST_AUTO_CLOSE_MS } from '../../../lib/toasts';

/** Toasts of the bid drawers and of live bids; they close after 5 s (spec part 1 §8). */
export function showBidToast(color: 'red' | 'green' | 'yellow' | 'cask', message: string): void {
  showToast(color, message, { autoClose: TOAST_AUTO_CLOSE_MS });
}
