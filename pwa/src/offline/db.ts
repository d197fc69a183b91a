import Dexie, { type EntityTable } from 'dexie';

/** What the outbox can carry; each kind has its sender in senders.ts. */
export type OutboxKind = 'invitation' | 'invitation-delete' | 'contact-create' | 'contact-update' | 'contact-delete' | 'id-card';

/**
 * waiting: to be sent (again) · sending: a request is under way · failed: the server refused it
 * (4xx), the user must fix or discard it · done: sent, and its answer waits for the user (ID cards).
 */
export type OutboxState = 'waiting' | 'sending' | 'failed' | 'done';

export interface OutboxItem {
  /** The client UUID; sent as Idempotency-Key, so a retry never makes a duplicate. */
  clientId: string;
  kind: OutboxKind;
  /** The signed-in user who captured it; sign-out clears only theirs. */
  userId: number;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** Not before this time (ms), after a failure that may pass. */
  nextAttemptAt: number;
  lastError: string | null;
  /** Text fields of the request (language, contact fields, contact id…). */
  payload: Record<string, unknown>;
  /** The photo, already downscaled on the device. */
  blob: Blob | null;
  fileName: string | null;
  /** The server's answer once sent (the extracted fields of an ID card, the new invitation id). */
  result: unknown;
}

/** The single IndexedDB database of the app. Only pwa/src/offline/ may use it. */
export const offlineDb = new Dexie('sahayak') as Dexie & { outbox: EntityTable<OutboxItem, 'clientId'> };

offlineDb.version(1).stores({
  outbox: 'clientId, createdAt, userId, state',
});
