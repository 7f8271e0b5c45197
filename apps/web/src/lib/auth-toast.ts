/**
 * Toasts from code on the first-paint path: the notifications package loads on demand (the shell
 * mounts its <Notifications> once idle; a toast shown earlier waits in its store).
 */
export function showAuthToast(color: 'red' | 'green' | 'yellow', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message }));
}
