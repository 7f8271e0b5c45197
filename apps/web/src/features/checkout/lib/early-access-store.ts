import { useSyncExternalStore } from 'react';

/** Which release's 'Enter lobby password' popup is open (any edition button or lobby page opens it). */
let releasePublicPk: string | null = null;
const listeners = new Set<() => void>();

export function openEarlyAccess(release: string) {
  releasePublicPk = release;
  for (const listener of listeners) listener();
}

export function closeEarlyAccess() {
  releasePublicPk = null;
  for (const listener of listeners) listener();
}

export function useEarlyAccessRelease(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => releasePublicPk,
    () => releasePublicPk,
  );
}
