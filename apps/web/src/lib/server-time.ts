import { useEffect, useSyncExternalStore } from 'react';
import { useSystemTime } from './api/get-system-time';

/**
 * Business time in the browser follows the server clock (which tests can move with POST /dev/clock):
 * we keep the offset measured by the last sync and tick once a second, on the second, for every
 * countdown at once.
 */
let offsetMs = 0;
let tickNow = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Milliseconds since the epoch on the server's clock, as best we know it. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

function publish() {
  tickNow = Math.floor(serverNow() / 1000) * 1000;
  for (const listener of listeners) listener();
}

function scheduleTick() {
  // Wake just after the next whole second, so every countdown changes together and none skips a digit.
  const delay = 1000 - (serverNow() % 1000) + 5;
  timer = setTimeout(() => {
    publish();
    scheduleTick();
  }, delay);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    tickNow = Math.floor(serverNow() / 1000) * 1000;
    scheduleTick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The current whole second: taken from the clock the first time it is read before any tick. */
function currentTick(): number {
  if (tickNow === 0) tickNow = Math.floor(serverNow() / 1000) * 1000;
  return tickNow;
}

/** The server's first-screen render (entry-snapshot.tsx): the page as of `serverNowMs`. */
export function renderAt(serverNowMs: number) {
  offsetMs = serverNowMs - Date.now();
  tickNow = Math.floor(serverNowMs / 1000) * 1000;
}

export function applyServerOffset(next: number) {
  if (!Number.isFinite(next) || next === offsetMs) return;
  offsetMs = next;
  if (listeners.size) publish();
}

/** Server time in ms, whole seconds, updated every second while mounted. Synced every 60 s. */
export function useServerNow(): number {
  const { data } = useSystemTime();
  useEffect(() => {
    if (data) applyServerOffset(data.offsetMs);
  }, [data]);
  return useSyncExternalStore(subscribe, currentTick, currentTick);
}
