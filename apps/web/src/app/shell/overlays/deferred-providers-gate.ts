import { useEffect, useState } from 'react';

/**
 * Toasts and the modals manager mount the first time something needs them (decision 042): a toast in
 * Mantine's store, or a `modals.open*()` call. Modal calls made before the manager is listening are
 * held here and sent again once it is. The notifications package itself is only fetched once the
 * page is idle, so its code stays out of the first screen.
 */
const MODAL_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);
const IDLE_TIMEOUT_MS = 4000;

let mounted = false;
const heldModalEvents: CustomEvent[] = [];

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1500);
  return () => clearTimeout(timer);
}

export function useDeferredProvidersNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    let unsubscribe = () => {};
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('@mantine/notifications').then(({ notificationsStore }) => {
        if (cancelled) return;
        const check = () => {
          const state = notificationsStore.getState();
          if (state.notifications.length > 0 || state.queue.length > 0) setNeeded(true);
        };
        unsubscribe = notificationsStore.subscribe(check);
        check();
      });
    });
    const holdModalEvent = (event: Event) => {
      if (mounted) return;
      heldModalEvents.push(event as CustomEvent);
      setNeeded(true);
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, holdModalEvent);
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe();
      for (const name of MODAL_EVENTS) window.removeEventListener(name, holdModalEvent);
    };
  }, [needed]);
  return needed;
}

/** Called by the providers once they listen: replays the modal calls that came before. */
export function deferredProvidersReady() {
  mounted = true;
  for (const event of heldModalEvents.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
}
