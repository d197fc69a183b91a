import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { getQueryFn } from './http';

/** Lists and details seen before stay readable offline for a week. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'sahayak-query-cache';

/**
 * The cache is saved on the device and queries never go stale (spec §7), so after a reload a
 * screen would show last week's copy and never ask again. Data from an earlier visit is shown at
 * once and fetched again on mount — as a fresh page load would — data of this visit is not.
 */
const VISIT_STARTED_AT = Date.now();
// 'always' for saved data: true only asks "is it stale?", which staleTime Infinity answers no.
// true for this visit's data: stale then means invalidated by a mutation, which must refetch.
const refetchIfFromEarlierVisit = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < VISIT_STARTED_AT ? ('always' as const) : true;

/** Spec §7: queries never go stale, do not refetch on focus, do not poll unless stated, and do not retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      // Kept at least as long as the persisted copy, or the persister would save nothing.
      gcTime: CACHE_MAX_AGE_MS,
      refetchOnMount: refetchIfFromEarlierVisit,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({ storage: window.localStorage, key: CACHE_KEY, throttleTime: 1000 });

/**
 * Saved: every query holding data, also when its last refresh failed for want of a network —
 * the default keeps only successes, so one offline start would wipe the saved user.
 */
export const keepsData = (query: { state: { data: unknown } }) => query.state.data !== undefined;

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
