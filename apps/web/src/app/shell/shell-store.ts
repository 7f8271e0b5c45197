import { useSyncExternalStore } from 'react';

/**
 * Which shell overlay is open. Kept outside React state so any page can open the search or the
 * newsletter modal (`openShellOverlay('newsletter')`) without prop drilling or a provider.
 */
export type ShellOverlay = 'search' | 'menu' | 'newsletter';

let open: ShellOverlay | null = null;
/** Overlays opened at least once: their code is loaded and they stay mounted for their transitions. */
const everOpened = new Set<ShellOverlay>();
const listeners = new Set<() => void>();
interface ShellOverlaysSnapshot {
  open: ShellOverlay | null;
  everOpened: ShellOverlay[];
}

let snapshot: ShellOverlaysSnapshot = { open, everOpened: [...everOpened] };

function publish() {
  snapshot = { open, everOpened: [...everOpened] };
  for (const listener of listeners) listener();
}

export function openShellOverlay(overlay: ShellOverlay) {
  open = overlay;
  everOpened.add(overlay);
  publish();
}

export function closeShellOverlay(overlay: ShellOverlay) {
  if (open !== overlay) return;
  open = null;
  publish();
}

export function useShellOverlays() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
