import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
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
export const VISIT_STARTED_AT = Date.now();
// 'always' for saved data: true only asks "is it stale?", which staleTime Infinity answers no.
// true for this visit's data: stale then means invalidated by a mutation, which must refetch.
const refetchIfFromEarlierVisit = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < VISIT_STARTED_AT ? ('always' as const) : true;

/**
 * TanStack starts out believing the network is up and only listens for `online`/`offline` events,
 * so after a reload with no signal it would think itself online. Start from what the browser knows.
 */
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * Back online: a screen that could not load (or showed its saved copy after a failed refresh)
 * asks again; a screen whose data is fine does not (spec §7: queries never go stale).
 */
export const refetchAfterFailure = (query: Pick<Query, 'state'>) => (query.state.status === 'error' ? ('always' as const) : false);

/**
 * Spec §7: queries never go stale, do not refetch on window focus, do not poll unless stated, and
 * do not retry. Reads are 'offlineFirst': the request is always tried once, so with no network a
 * query ends in an error the screen can explain (its saved copy, or "not available offline yet")
 * instead of pausing in "Loading..." for ever. Captures do not wait on TanStack's idea of the
 * network either: their mutations run with networkMode 'always' and the outbox decides.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      // Kept at least as long as the persisted copy, or the persister would save nothing.
      gcTime: CACHE_MAX_AGE_MS,
      refetchOnMount: refetchIfFromEarlierVisit,
      refetchOnWindowFocus: false,
      refetchOnReconnect: refetchAfterFailure,
      refetchInterval: false,
      retry: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({ storage: window.localStorage, key: CACHE_KEY, throttleTime: 1000 });

/**
 * The contacts list lives in IndexedDB (pwa/src/offline/contacts-store.ts): as one localStorage
 * entry it failed silently near 7,000 contacts (issue 12). This cache keeps only small state.
 */
const keptInIndexedDb = (key: readonly unknown[]) => key[0] === 'contacts' && key[1] === 'list';

/**
 * Saved: every query holding data, also when its last refresh failed for want of a network —
 * the default keeps only successes, so one offline start would wipe the saved user — except
 * the lists kept in IndexedDB.
 */
export const keepsData = (query: { queryKey: readonly unknown[]; state: { data: unknown } }) => query.state.data !== undefined && !keptInIndexedDb(query.queryKey);

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
