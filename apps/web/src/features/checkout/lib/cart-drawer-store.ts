import { useSyncExternalStore } from 'react';

/**
 * The cart drawer's views (spec part 1 §2). The drawer keeps a history: Continue pushes a view, Back
 * pops it (§4 "Back pops history"). Kept outside React so the header, edition cards and pages open it.
 */
export type CartView = 'cart' | 'giftCard' | 'paymentMethod' | 'creditCard' | 'ethWallet' | 'wireTransfer' | 'oneClickWallet';

interface CartDrawerState {
  opened: boolean;
  history: CartView[];
}

let state: CartDrawerState = { opened: false, history: ['cart'] };
const listeners = new Set<() => void>();

function publish(next: CartDrawerState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the drawer on the cart view (adding an item already in the cart only opens it, §4). */
export function openCartDrawer() {
  publish({ opened: true, history: state.opened ? state.history : ['cart'] });
}

export function closeCartDrawer() {
  if (state.opened) publish({ ...state, opened: false });
}

export function pushCartView(view: CartView) {
  publish({ ...state, history: [...state.history, view] });
}

export function popCartView() {
  if (state.history.length > 1) publish({ ...state, history: state.history.slice(0, -1) });
}

/** Back to the cart view (cancel, start over, a cart that is gone). */
export function resetCartView() {
  publish({ ...state, history: ['cart'] });
}

export function useCartDrawer() {
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return { opened: snapshot.opened, view: snapshot.history[snapshot.history.length - 1] ?? 'cart', canGoBack: snapshot.history.length > 1 };
}
