import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@pwa/components/spinner';
import { NetworkHeader } from '@pwa/features/contacts/network-header';
import { VcardButtons } from '@pwa/features/contacts/vcard-buttons';
import { useDeviceContacts } from '@pwa/offline/use-device-contacts';
import { contactPagesQuery } from '@pwa/features/contacts/use-contact-list';

// The list (with the phone metadata and the device copy's storage it needs) loads beside the
// page's heading, which draws first: the largest text on a phone's first screen.
const ContactsPanel = lazy(async () => ({ default: (await import('@pwa/features/contacts/contacts-panel')).ContactsPanel }));

/** /contacts-list: the contacts with copy actions, search and vCard export/import (spec §2). */
export function ContactsListPage() {
  // Whether there is anything to export: the device's count, not the whole list fetched for it.
  const { count } = useDeviceContacts({ rows: false });
  // The first page is asked for while the list's own script loads, not after it.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (navigator.onLine) void queryClient.prefetchInfiniteQuery(contactPagesQuery('', ''));
  }, [queryClient]);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <NetworkHeader title="Contacts" subtitle="Search, call, email or copy the details of anyone in your network." links={['contacts', 'map']} current="contacts" />
      <Suspense fallback={<Spinner label="Loading contacts..." />}>
        <ContactsPanel withActions searchable tools={(filter) => <VcardButtons canExport={(count ?? 0) > 0} filter={filter} />} />
      </Suspense>
    </main>
  );
}
