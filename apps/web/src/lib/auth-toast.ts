import { showToast } from './toasts';

/** Toasts of sign-in, sign-up and the session (loaded on demand, see showToast). */
export function showAuthToast(color: 'red' | 'green' | 'yellow', message: string): void {
  showToast(color, message);
}
