/** Toasts close after 5 s (spec part 1 §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastColor = 'red' | 'green' | 'yellow' | 'cask';

/**
 * A toast from code on a first screen's path: the notifications package loads on demand (the shell
 * mounts its <Notifications> once idle; a toast shown earlier waits in its store).
 */
export function showToast(color: ToastColor, message: string, options: { autoClose?: number } = {}): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message, ...options }));
}
