/**
 * The device's copy of the organization's contacts (list rows, no notes or address), in IndexedDB:
 * what the contacts list and the map show offline, searchable with every contact in it. Storage
 * only; contacts-sync.ts fills it from the server.
 */
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { offlineDb, type ListSync } from './db';

const LIST = 'contacts';

/** How far the copy has caught up, when it belongs to `userId`; null: nothing of theirs is kept. */
export async function contactsSyncOf(userId: number): Promise<ListSync | null> {
  const sync = await offlineDb.listSyncs.get(LIST);
  return sync && sync.userId === userId ? sync : null;
}

/**
 * One answer of the server applied in one transaction: deletions first (an id can come back as a
 * new contact), then the rows, then the cursor, so the cursor never runs ahead of what is stored.
 */
export async function applyContactChanges(userId: number, changes: { items: ContactSummary[]; deletedIds: number[]; cursor: string; more: boolean }, fresh: boolean): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.contacts, offlineDb.listSyncs, async () => {
    // The first answer for a user replaces whatever another user (or an old build) left.
    if (fresh) await offlineDb.contacts.clear();
    if (changes.deletedIds.length > 0) await offlineDb.contacts.bulkDelete(changes.deletedIds);
    if (changes.items.length > 0) await offlineDb.contacts.bulkPut(changes.items);
    await offlineDb.listSyncs.put({ list: LIST, userId, cursor: changes.cursor, complete: !changes.more, syncedAt: Date.now() });
  });
}

/**
 * Rows read between two yields. IndexedDB hands a read's rows to the page in one task: 10,000 at
 * once held the main thread for about 0.2 s at 4× CPU, twice during the map's first visit (issue 12:
 * Lighthouse's blocking time); a page of this size is a short task.
 */
export const READ_PAGE = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every contact on the device, newest first (the server's order: created, then id), read a page at
 * a time from where the last page ended. Pages are separate reads: a catch-up storing rows
 * meanwhile may leave this read without some of them, and it tells the screens to read again
 * when it ends (contacts-sync.ts).
 */
export async function deviceContacts(): Promise<ContactSummary[]> {
  const rows: ContactSummary[] = [];
  for (let after: [string, number] | null = null; ; ) {
    const page = await pageBelow(after);
    rows.push(...page);
    const last = page.at(-1);
    if (page.length < READ_PAGE || !last) return rows;
    after = [last.createdAt, last.id];
    await nextTask();
  }
}

/** Up to READ_PAGE rows, newest first, older than `after` (from the newest when null). */
const pageBelow = (after: [string, number] | null): Promise<ContactSummary[]> =>
  (after ? offlineDb.contacts.where('[createdAt+id]').below(after) : offlineDb.contacts.orderBy('[createdAt+id]')).reverse().limit(READ_PAGE).toArray();

/** The events the device's contacts were met at, with how many each, by name (read off the index alone). */
export async function deviceContactEvents(): Promise<Array<{ name: string; contacts: number }>> {
  const counts = new Map<string, number>();
  for (const key of await offlineDb.contacts.orderBy('eventTag').keys()) if (typeof key === 'string') counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([name, contacts]) => ({ name, contacts }));
}

/** How many contacts the device holds. */
export const deviceContactCount = (): Promise<number> => offlineDb.contacts.count();

/** Forgets the copy (sign-out, another user). */
export async function forgetDeviceContacts(): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.contacts, offlineDb.listSyncs, async () => {
    await offlineDb.contacts.clear();
    await offlineDb.listSyncs.delete(LIST);
  });
}
