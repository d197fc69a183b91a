/**
 * One catch-up of the device's copy of the contacts: asks only for what changed since the copy's
 * cursor (GET /api/contacts?changedSince=), page by page, and stores each page before asking for
 * the next. No DOM and no React: it runs in contacts-sync.worker.ts, so parsing and storing 10,000
 * rows never blocks the screen, and inline where no worker can start (unit tests).
 */
import { ContactChanges } from '@shared/schemas/contact-changes';
import { apiPaths } from '@shared/api-paths';
import { applyContactChanges, contactsSyncOf } from './contacts-store';
import { isQuotaError } from './store-health';

/** How the last catch-up ended: stored everything, could not reach the server, or could not store. */
export type ContactsSyncOutcome = 'synced' | 'unreachable' | 'write-failed';

/** What a catch-up tells whoever started it, in order; plain data, so it crosses postMessage. */
export type CatchUpEvent =
  /** A page is stored. `changed`: it added or removed rows, so screens showing the copy read it again. */
  | { type: 'stored'; changed: boolean; last: boolean }
  /** Whether the server answered at all (the online state follows it). */
  | { type: 'network'; answered: boolean }
  /** The browser refused a write; `quota`: it is out of room. */
  | { type: 'write-failed'; quota: boolean; name: string; message: string }
  | { type: 'done'; outcome: ContactsSyncOutcome };

/** One page of changes, or why there is none: 'no-answer' (fetch threw) or 'refused' (non-2xx, bad body). */
async function fetchChanges(cursor: string): Promise<ContactChanges | 'no-answer' | 'refused'> {
  let res: Response;
  try {
    res = await fetch(`${apiPaths.contacts}?changedSince=${cursor}`, { credentials: 'include' });
  } catch {
    return 'no-answer';
  }
  if (!res.ok) return 'refused';
  try {
    return ContactChanges.parse(await res.json());
  } catch {
    return 'refused';
  }
}

/** Catches the copy up for `userId`, telling `emit` each step; resolves with the outcome. */
export async function catchUpContacts(userId: number, emit: (event: CatchUpEvent) => void): Promise<ContactsSyncOutcome> {
  const saved = await contactsSyncOf(userId).catch(() => null);
  let cursor = saved?.cursor ?? '0';
  let fresh = !saved;
  for (;;) {
    const changes = await fetchChanges(cursor);
    if (changes !== 'refused') emit({ type: 'network', answered: changes !== 'no-answer' });
    // No network, or the server said no (signed out): the copy stays as it is.
    if (changes === 'no-answer' || changes === 'refused') return 'unreachable';
    try {
      await applyContactChanges(userId, changes, fresh);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      emit({ type: 'write-failed', quota: isQuotaError(error), name, message });
      return 'write-failed';
    }
    // A page that changed nothing (the usual visit) makes no screen read 10,000 rows again.
    emit({ type: 'stored', changed: fresh || changes.items.length > 0 || changes.deletedIds.length > 0, last: !changes.more });
    cursor = changes.cursor;
    fresh = false;
    if (!changes.more) return 'synced';
  }
}
