/**
 * The contacts list's rows, from the server or from the device. Online: the server's pages
 * (GET /api/contacts?limit=&cursor=&q=&event=), searched by the server, one more page as the list
 * nears its end. Offline (or the server out of reach): the device's copy in IndexedDB, every
 * contact, searched and filtered by event here. Either way the device's copy is caught up in the
 * background, so the next offline visit finds every contact.
 */
import { useEffect, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ContactPage, type ContactSummary } from '@shared/schemas/contact-pages';
import type { Contact } from '@shared/schemas/contacts';
import { apiPaths } from '@shared/api-paths';
import { apiJson } from '@pwa/lib/http';
import { isNetworkFailure } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';
import { useDeviceContacts } from '@pwa/offline/use-device-contacts';
import { contactKeys, matchesContact, type ContactFilter } from './contacts.api';

/** Rows per page of the server's list: a screenful or two on a desktop. */
export const CONTACTS_PAGE_SIZE = 50;

/** A list row as the shared table draws it (the row has no notes or address: the detail has). */
export const contactOfSummary = (row: ContactSummary): Contact => ({ ...row, address: null, notes: null });

/** Under contactKeys.list(), so whatever refreshes the list (a save, a sync) refreshes its pages too. */
const pagesKey = (search: string, event: string) => [...contactKeys.list(), 'pages', search, event] as const;

/** The server's pages of the list for a search and an event (what the list shows online). */
export const contactPagesQuery = (q: string, event: string) =>
  infiniteQueryOptions({
    queryKey: pagesKey(q, event),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(CONTACTS_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (event) params.set('event', event);
      if (pageParam) params.set('cursor', pageParam);
      return ContactPage.parse(await apiJson<unknown>('GET', `${apiPaths.contacts}?${params}`));
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type ContactListState =
  | { kind: 'loading' }
  | { kind: 'ready'; source: 'server' }
  | { kind: 'ready'; source: 'device'; savedAt: number | null }
  | { kind: 'unavailable-offline' }
  | { kind: 'failed'; error: unknown };

export interface ContactList {
  state: ContactListState;
  /** The rows to draw so far (server: the pages loaded; device: every match). */
  contacts: Contact[];
  /** Contacts in the whole list (from the device's copy), null until it has caught up once. */
  total: number | null;
  /** More rows match than are drawn: `loadMore` fetches the next page. */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useContactList({ search, event }: ContactFilter): ContactList {
  const online = useOnline();
  const device = useDeviceContacts({ rows: !online });
  const q = search.trim();
  const pages = useInfiniteQuery({ ...contactPagesQuery(q, event), enabled: online });

  // A refreshed list (a save, a sync of the outbox) means the server changed: catch the copy up.
  const { sync } = device;
  useEffect(() => {
    if (pages.dataUpdatedAt > 0) sync();
  }, [pages.dataUpdatedAt, sync]);

  const serverRows = useMemo(() => pages.data?.pages.flatMap((p) => p.items.map(contactOfSummary)) ?? null, [pages.data]);
  const deviceRows = useMemo(() => {
    if (!device.contacts) return null;
    const all = device.contacts.map(contactOfSummary);
    return q || event ? all.filter((c) => (!event || c.eventTag === event) && matchesContact(c, q)) : all;
  }, [device.contacts, q, event]);

  const total = device.syncedAt !== null ? device.count : null;
  const useServer = online && !isNetworkFailure(pages.error);
  if (useServer) {
    const state: ContactListState = serverRows ? { kind: 'ready', source: 'server' } : pages.error ? { kind: 'failed', error: pages.error } : { kind: 'loading' };
    return {
      state,
      contacts: serverRows ?? [],
      total,
      hasMore: !!pages.hasNextPage,
      loadMore: () => {
        if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      },
      retry: () => void pages.refetch(),
    };
  }
  let state: ContactListState;
  if (deviceRows === null) state = { kind: 'loading' };
  else if (device.syncedAt === null && deviceRows.length === 0 && !q && !event) state = { kind: 'unavailable-offline' };
  else state = { kind: 'ready', source: 'device', savedAt: device.syncedAt };
  return { state, contacts: deviceRows ?? [], total, hasMore: false, loadMore: () => undefined, retry: sync };
}
