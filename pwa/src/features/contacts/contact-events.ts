/**
 * The events contacts were met at ("Mysuru wedding, Feb 2027"): the server's list online, the
 * device's copy offline (or when the server is out of reach), so a pile of cards scanned at an
 * event with no signal can still be tagged with the name used before.
 */
import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { ContactEvents } from '@shared/schemas/contact-pages';
import { apiJson } from '@pwa/lib/http';
import { isNetworkFailure } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';
import { OutboxOwner } from '@pwa/offline/use-outbox';
import { contactKeys } from './contacts.api';

export type ContactEvent = ContactEvents['events'][number];

/** Offline only: the copy's storage (Dexie) is not loaded by the screens that show the filter. */
async function onDevice(owner: number | null): Promise<ContactEvent[]> {
  const { contactsSyncOf, deviceContactEvents } = await import('@pwa/offline/contacts-store');
  if (owner === null || !(await contactsSyncOf(owner).catch(() => null))) return [];
  return deviceContactEvents().catch(() => []);
}

/** Events counted from list rows (newest first, so the latest event comes first, as the server orders them). */
export function eventsOfRows(rows: ReadonlyArray<{ eventTag: string | null }>): ContactEvent[] {
  const counts = new Map<string, number>();
  for (const { eventTag } of rows) if (eventTag) counts.set(eventTag, (counts.get(eventTag) ?? 0) + 1);
  return [...counts].map(([name, contacts]) => ({ name, contacts }));
}

export function useContactEvents(): ContactEvent[] {
  const online = useOnline();
  const owner = useContext(OutboxOwner);
  const events = useQuery({
    queryKey: [...contactKeys.events(), online ? 'server' : 'device', owner],
    queryFn: async () => {
      if (!online) return onDevice(owner);
      try {
        return ContactEvents.parse(await apiJson<unknown>('GET', apiPaths.contactsEvents)).events;
      } catch (error) {
        if (isNetworkFailure(error)) return onDevice(owner);
        throw error;
      }
    },
    networkMode: 'always',
  });
  return events.data ?? [];
}
