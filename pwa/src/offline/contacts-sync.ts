/**
 * Keeps the device's copy of the contacts in step with the server: asks only for what changed
 * since the copy's cursor (GET /api/contacts?changedSince=), page by page, and stores each page
 * before asking for the next. One visit online stores every contact; later visits fetch a few
 * rows, or a 304. A write the browser refuses is reported (store-health.ts) and tried again.
 */
import { ContactChanges } from '@shared/schemas/contact-changes';
import { apiPaths } from '@shared/api-paths';
import { apiJson } from '@pwa/lib/http';
import { applyContactChanges, contactsSyncOf } from './contacts-store';
import { noteStoreFailure, noteStoreSuccess } from './store-health';

/** How the last catch-up ended: stored everything, could not reach the server, or could not store. */
export type ContactsSyncOutcome = 'synced' | 'unreachable' | 'write-failed';

/** A refused write is tried again after this long (and whenever a screen asks for a sync). */
export const STORE_RETRY_MS = 15_000;

let running: Promise<ContactsSyncOutcome> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Called after every page stored, so screens showing the copy can read it again. */
export function onContactsStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function catchUp(userId: number): Promise<ContactsSyncOutcome> {
  const saved = await contactsSyncOf(userId).catch(() => null);
  let cursor = saved?.cursor ?? '0';
  let fresh = !saved;
  for (;;) {
    let changes: ContactChanges;
    try {
      changes = ContactChanges.parse(await apiJson<unknown>('GET', `${apiPaths.contacts}?changedSince=${cursor}`));
    } catch {
      // No network, or the server said no (signed out): the copy stays as it is.
      return 'unreachable';
    }
    try {
      await applyContactChanges(userId, changes, fresh);
      noteStoreSuccess();
    } catch (error) {
      noteStoreFailure(error, () => void syncContacts(userId));
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void syncContacts(userId), STORE_RETRY_MS);
      return 'write-failed';
    }
    // The first page shows something at once, the last the whole list; those between would only
    // make screens read 10,000 rows again and again.
    if (fresh || !changes.more) listeners.forEach((listener) => listener());
    cursor = changes.cursor;
    fresh = false;
    if (!changes.more) return 'synced';
  }
}

/** Catches the copy up for `userId`; a call while one runs shares it. */
export function syncContacts(userId: number): Promise<ContactsSyncOutcome> {
  running ??= catchUp(userId).finally(() => {
    running = null;
  });
  return running;
}
