import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './http-error';
import { readState, type ReadQuery } from './read-state';

const query = (over: Partial<ReadQuery> = {}): ReadQuery => ({ data: undefined, error: null, dataUpdatedAt: 0, fetchStatus: 'idle', ...over });
const networkDown = new NetworkError(new TypeError('Failed to fetch'));

describe('readState', () => {
  it('is loading only while a request is really under way', () => {
    expect(readState(query({ fetchStatus: 'fetching' }), true)).toEqual({ kind: 'loading' });
    expect(readState(query({ fetchStatus: 'fetching' }), false)).toEqual({ kind: 'loading' });
  });

  it('never waits for ever: nothing saved and no network is "not available offline yet", not loading and not empty', () => {
    expect(readState(query({ fetchStatus: 'paused' }), false)).toEqual({ kind: 'unavailable-offline' });
    expect(readState(query({ error: networkDown }), false)).toEqual({ kind: 'unavailable-offline' });
    // The browser thinks it is online but the request never got an answer.
    expect(readState(query({ error: networkDown }), true)).toEqual({ kind: 'unavailable-offline' });
  });

  it("keeps the server's own failures apart from a missing network", () => {
    const error = new HttpError(500, { message: 'Internal error', error: 'internal_error' });
    expect(readState(query({ error }), true)).toEqual({ kind: 'failed', error });
  });

  it('shows the saved copy with its time when the refresh failed or there is no network, instead of an error beside the data', () => {
    const saved = { data: [{ id: 1 }], dataUpdatedAt: 1_700_000_000_000 };
    expect(readState(query({ ...saved, error: networkDown }), true)).toEqual({ kind: 'ready', savedCopy: { savedAt: 1_700_000_000_000, offline: true } });
    expect(readState(query(saved), false)).toEqual({ kind: 'ready', savedCopy: { savedAt: 1_700_000_000_000, offline: true } });
    expect(readState(query({ ...saved, error: new HttpError(503, null) }), true)).toEqual({
      kind: 'ready',
      savedCopy: { savedAt: 1_700_000_000_000, offline: false },
    });
  });

  it('says nothing about a copy that is fresh or being refreshed', () => {
    expect(readState(query({ data: [], dataUpdatedAt: 5 }), true)).toEqual({ kind: 'ready', savedCopy: null });
    expect(readState(query({ data: [], error: networkDown, fetchStatus: 'fetching' }), true)).toEqual({ kind: 'ready', savedCopy: null });
  });
});
