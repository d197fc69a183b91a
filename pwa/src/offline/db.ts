import Dexie, { type EntityTable } from 'dexie';
import type { ContactSummary } from '@shared/schemas/contact-pages';

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

/** How far the device's copy of a list has caught up with the server, and for whom. */
export interface ListSync {
  /** 'contacts' (one row per list kept on the device). */
  list: string;
  /** The signed-in user whose organization's rows these are; another user starts afresh. */
  userId: number;
  /** The server's cursor: ask for changes after it. */
  cursor: string;
  /** Every page up to `cursor` is stored: the copy is the whole list as of `syncedAt`. */
  complete: boolean;
  syncedAt: number;
}

/** The single IndexedDB database of the app. Only pwa/src/offline/ may use it. */
export const offlineDb = new Dexie('sahayak') as Dexie & {
  outbox: EntityTable<OutboxItem, 'clientId'>;
  /** The organization's contacts as list rows (no notes or address), kept in step by changes-since. */
  contacts: EntityTable<ContactSummary, 'id'>;
  listSyncs: EntityTable<ListSync, 'list'>;
};

offlineDb.version(1).stores({
  outbox: 'clientId, createdAt, userId, state',
});

// Issue 12: the contacts move out of the query cache in localStorage (which failed silently near
// 7,000 contacts) into tables of their own, ordered as the server orders the list.
offlineDb.version(2).stores({
  contacts: 'id, [createdAt+id]',
  listSyncs: 'list',
});

// Contacts gained the event they were met at: rows copied before it read as "no event", and the
// events are listed from an index (a null is not a key, so only tagged contacts are in it).
offlineDb
  .version(3)
  .stores({ contacts: 'id, [createdAt+id], eventTag' })
  .upgrade((tx) =>
    tx
      .table<ContactSummary, number>('contacts')
      .toCollection()
      .modify((row) => {
        row.eventTag ??= null;
      }),
  );
