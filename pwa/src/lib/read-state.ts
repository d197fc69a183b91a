import { NetworkError } from './http-error';

/**
 * What a screen may truthfully say about a read (a list, a detail), from its query and the
 * network: loading, ready (with the time of the saved copy when that is what is shown because
 * the server could not be asked), not available offline yet, or a failure of the server itself.
 * A network failure is never shown as "no data yet" nor as a server error.
 */
export type ReadState =
  | { kind: 'loading' }
  | { kind: 'ready'; savedCopy: null | { savedAt: number; offline: boolean } }
  | { kind: 'unavailable-offline' }
  | { kind: 'failed'; error: unknown };

/** The fields of a TanStack query result this needs (kept narrow so it is easy to test). */
export interface ReadQuery {
  data: unknown;
  error: unknown;
  dataUpdatedAt: number;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** The request never got an answer (no network, DNS, connection reset). */
export const isNetworkFailure = (error: unknown) => error instanceof NetworkError;

export function readState(query: ReadQuery, online: boolean): ReadState {
  const unreachable = !online || isNetworkFailure(query.error);
  if (query.data !== undefined) {
    // A refresh that failed, or no network at all: what is shown is the copy saved on the device.
    const stale = !online || (query.error != null && query.fetchStatus !== 'fetching');
    return { kind: 'ready', savedCopy: stale ? { savedAt: query.dataUpdatedAt, offline: unreachable } : null };
  }
  if (query.error != null) return unreachable ? { kind: 'unavailable-offline' } : { kind: 'failed', error: query.error };
  // Nothing saved and nothing asked (a paused query): waiting would be for ever.
  if (!online && query.fetchStatus !== 'fetching') return { kind: 'unavailable-offline' };
  return { kind: 'loading' };
}

/** "23 Nov 2026, 08:48": when the saved copy was fetched. */
export const savedAtText = (savedAt: number) => new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
