/** Toasts of the checkout (the notifications package loads on demand, like the other features' toasts). */
export function showCheckoutToast(color: 'red' | 'green' | 'yellow', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message }));
}
