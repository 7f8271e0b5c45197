import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../../lib/toasts';
import { deferredProvidersReady } from './deferred-providers-gate';

/**
 * Mounted as a sibling of the page the first time a toast or a modal is asked for
 * (deferred-providers-gate.ts). Toasts raised before wait in Mantine's store and appear now.
 * `ModalsProvider` serves the imperative API (`modals.openConfirmModal` from '@mantine/modals');
 * `useModals()` is not available: decision 042.
 */
export default function DeferredProviders() {
  // Child effects run first, so the modals manager is listening when the held calls are replayed.
  useEffect(() => deferredProvidersReady(), []);
  return (
    <>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} zIndex={400} />
      <ModalsProvider />
    </>
  );
}
