import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { getQueryFn } from './http';

/** Lists and details seen before stay readable offline for a week. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'sahayak-query-cache';

/** Spec §7: queries never go stale, do not refetch on focus, do not poll unless stated, and do not retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      // Kept at least as long as the persisted copy, or the persister would save nothing.
      gcTime: CACHE_MAX_AGE_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({ storage: window.localStorage, key: CACHE_KEY, throttleTime: 1000 });

/** A new build's data shapes may differ: its id throws away an older saved cache. */
export const CACHE_BUSTER = __BUILD_ID__;

/**
 * Forgets every saved query on this device (sign-out) except `keepKey`, which is kept so that
 * mounted observers of it learn the new value at once.
 */
export function clearSavedQueries(keepKey: string): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== keepKey });
  window.localStorage.removeItem(CACHE_KEY);
}
