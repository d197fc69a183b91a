import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, as far as this page knows. `navigator.onLine` alone is not
 * enough: it says true on a hall's Wi-Fi with no way out, and some browsers report true after an
 * offline reload. So a request that got no answer at all (fetch threw) also counts as offline,
 * until a request gets an answer again or the browser says `online`.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A request got no answer (fetch threw): the network or the server is out of reach. */
export function noteNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  emit();
}

/** A request got an answer (any status): the server is reachable again. */
export function noteNetworkSuccess(): void {
  if (!unreachable) return;
  unreachable = false;
  emit();
}

export const isOnline = () => (typeof navigator === 'undefined' || navigator.onLine) && !unreachable;

/** Calls `onChange` whenever `isOnline()` may have changed. */
export function subscribeOnline(onChange: () => void): () => void {
  // The browser's own word that the network is back: worth trying the server again.
  const online = () => {
    unreachable = false;
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    listeners.delete(onChange);
  };
}

/** Whether the browser believes it has a network and the last request got an answer. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true);
