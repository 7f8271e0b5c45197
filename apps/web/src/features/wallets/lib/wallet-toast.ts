import { showToast } from '../../../lib/toasts';

/** Toasts of the wallet flows (loaded on demand, like the auth toasts). */
export function showWalletToast(color: 'red' | 'green' | 'yellow', message: string): void {
  showToast(color, message);
}
