/**
 * The outbox: captures stored on the device until the server has confirmed them. Storage only;
 * sending lives in sync.ts. Every capture goes through here, online or not, so there is one path.
 */
import { newClientId } from '@pwa/lib/client-id';
import { offlineDb, type OutboxItem, type OutboxKind } from './db';

/** The device refused to store more (IndexedDB quota). Shown to the user, never swallowed. */
export class StorageFullError extends Error {
  constructor() {
    super('This device has no room left to keep the capture. Free some space, or sync the waiting items first.');
  }
}

const isQuotaError = (err: unknown) =>
  err instanceof Error && (err.name === 'QuotaExceededError' || (err as { inner?: Error }).inner?.name === 'QuotaExceededError');

/**
 * Stores a capture. A capture the server refused, corrected and submitted again under its own
 * client id, takes the refused item's place (same user only); any other id already stored is an error.
 */
export async function enqueue(item: {
  clientId?: string;
  kind: OutboxKind;
  userId: number;
  payload: Record<string, unknown>;
  blob?: Blob | null;
  fileName?: string | null;
  /** Not sent before this time (ms): a delete waits out its Undo. */
  notBefore?: number;
}): Promise<OutboxItem> {
  const stored: OutboxItem = {
    clientId: item.clientId ?? newClientId(),
    kind: item.kind,
    userId: item.userId,
    createdAt: nextCreatedAt(),
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: item.notBefore ?? 0,
    lastError: null,
    payload: item.payload,
    blob: item.blob ?? null,
    fileName: item.fileName ?? null,
    result: null,
  };
  try {
    await offlineDb.transaction('rw', offlineDb.outbox, async () => {
      const refused = await offlineDb.outbox.get(stored.clientId);
      if (refused?.state === 'failed' && refused.userId === stored.userId) await offlineDb.outbox.put(stored);
      else await offlineDb.outbox.add(stored);
    });
  } catch (err) {
    if (isQuotaError(err)) throw new StorageFullError();
    throw err;
  }
  return stored;
}

let lastCreatedAt = 0;
/**
 * Now, but later than the last item this tab stored: two captures in one millisecond (a burst,
 * a photo and the contact typed with it) would otherwise tie and be sent in their ids' order.
 */
function nextCreatedAt(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

/** Oldest first. */
export const listItems = () => offlineDb.outbox.orderBy('createdAt').toArray();
export const getItem = (clientId: string) => offlineDb.outbox.get(clientId);

/**
 * What a screen may reach: only the signed-in user's own captures. Another user's item (left by a
 * session that ended without Log out) is neither shown, nor retried, nor discarded, nor reviewed.
 */
const own = (userId: number, clientId: string) => offlineDb.outbox.where('clientId').equals(clientId).and((item) => item.userId === userId);
export const getOwnItem = async (userId: number, clientId: string) => (await own(userId, clientId).first()) ?? null;
export const discardOwn = (userId: number, clientId: string) => own(userId, clientId).delete();
export const retryOwn = (userId: number, clientId: string) => own(userId, clientId).modify({ state: 'waiting', nextAttemptAt: 0, lastError: null });
/** Undo: takes back an item not yet on its way; false when it is being sent or already sent. */
export const takeBackOwn = async (userId: number, clientId: string) =>
  (await own(userId, clientId).and((item) => item.state === 'waiting').delete()) > 0;
/** Sync now: the user's waiting items are due at once. */
export const makeOwnDue = (userId: number) =>
  offlineDb.outbox.where('userId').equals(userId).and((item) => item.state === 'waiting').modify({ nextAttemptAt: 0 });
export const update = (clientId: string, changes: Partial<OutboxItem>) => offlineDb.outbox.update(clientId, changes);
export const remove = (clientId: string) => offlineDb.outbox.delete(clientId);

/** A failed or done item is sent again at the next drain. */
export const retry = (clientId: string) => update(clientId, { state: 'waiting', nextAttemptAt: 0, lastError: null });

/** Every waiting item may be tried at once (the network just came back). */
export const makeAllDue = () => offlineDb.outbox.where('state').equals('waiting').modify({ nextAttemptAt: 0 });

/** After a crash or a closed tab, nothing is really "sending" any more. */
export const resetInterrupted = () => offlineDb.outbox.where('state').equals('sending').modify({ state: 'waiting' });

/** Everything a user left on this device (sign-out). */
export const removeUserItems = (userId: number) => offlineDb.outbox.where('userId').equals(userId).delete();
