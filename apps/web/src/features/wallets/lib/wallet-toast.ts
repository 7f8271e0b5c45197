/** Toasts of the wallet flows (the notifications package loads on demand, like the auth toasts). */
export function showWalletToast(color: 'red' | 'green' | 'yellow', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message }));
}
