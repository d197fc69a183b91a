import { useSyncExternalStore } from 'react';
import { storeProblem, subscribeStoreProblem, type StoreProblem } from './store-health';

/**
 * A write of the device's copy the browser refused, until one goes through. Its own module: the
 * app shell shows the note on every screen, and must not load the copy's storage (Dexie) to do it.
 */
export const useStoreProblem = (): StoreProblem | null => useSyncExternalStore(subscribeStoreProblem, storeProblem, () => null);
