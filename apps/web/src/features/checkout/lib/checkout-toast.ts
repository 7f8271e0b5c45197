import { showToast } from '../../../lib/toasts';

/** Toasts of the checkout (loaded on demand, like the other features' toasts). */
export function showCheckoutToast(color: 'red' | 'green' | 'yellow', message: string): void {
  showToast(color, message);
}
