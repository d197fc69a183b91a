import { useCallback, useContext, useEffect, useState } from 'react';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { subscribeOnline } from '@pwa/lib/use-online';
import { onContactsStored, syncContacts, type ContactsSyncOutcome } from './contacts-sync';
import { OutboxOwner } from './use-outbox';

/** The copy's storage (Dexie) loads as the screen reads it: the screen's heading draws without waiting for its script. */
const store = () => import('./contacts-store');

/** The device's copy of the contacts as a screen sees it. */
export interface DeviceContacts {
  /** Every contact kept on the device, newest first; null until read (or not asked for). */
  contacts: ContactSummary[] | null;
  /** How many contacts the device holds; null until read. */
  count: number | null;
  /** The copy holds the whole list as of `syncedAt` (null: never caught up for this user). */
  syncedAt: number | null;
  /** The last catch-up's end, null while the first one runs. */
  outcome: ContactsSyncOutcome | null;
}

/**
 * The signed-in user's contacts from the device, caught up with the server when the screen opens
 * and when the network returns, and read again when a catch-up stored rows. With `rows` false only
 * the count is read (a screen showing the server's pages needs no 10,000 rows in memory).
 */
export function useDeviceContacts({ rows = true }: { rows?: boolean } = {}): DeviceContacts & { sync: () => void } {
  const owner = useContext(OutboxOwner);
  const [state, setState] = useState<DeviceContacts>({ contacts: null, count: null, syncedAt: null, outcome: null });
  const read = useCallback(async () => {
    if (owner === null) return;
    const { contactsSyncOf, deviceContactCount, deviceContacts } = await store();
    const sync = await contactsSyncOf(owner).catch(() => null);
    const contacts = sync && rows ? await deviceContacts().catch(() => []) : sync ? null : [];
    const count = sync ? (contacts?.length ?? (await deviceContactCount().catch(() => 0))) : 0;
    setState((s) => ({ ...s, contacts, count, syncedAt: sync?.complete ? sync.syncedAt : null }));
  }, [owner, rows]);
  const sync = useCallback(() => {
    if (owner === null) return;
    void syncContacts(owner).then((outcome) => setState((s) => ({ ...s, outcome })));
  }, [owner]);
  useEffect(() => {
    void read();
    sync();
    const offStored = onContactsStored(() => void read());
    const offOnline = subscribeOnline(() => {
      if (navigator.onLine) sync();
    });
    return () => {
      offStored();
      offOnline();
    };
  }, [read, sync]);
  return { ...state, sync };
}
