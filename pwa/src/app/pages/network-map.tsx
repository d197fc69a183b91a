import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { failureText, useContacts } from '@pwa/features/contacts/contacts.api';
import { NetworkHeader } from '@pwa/features/contacts/network-header';
import { LazyNetworkMap, MapLoading } from '@pwa/features/network-map/lazy-network-map';
import { NotAvailableOffline, SavedCopyNote } from '@pwa/components/read-state-views';
import { readState } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';

/** /network-map: contacts on a map (spec §2). OpenLayers loads only here, on demand. */
export function NetworkMapPage() {
  const contacts = useContacts();
  const online = useOnline();
  const state = readState(contacts, online);
  let body;
  if (state.kind === 'loading') body = <MapLoading />;
  else if (state.kind === 'unavailable-offline')
    body = (
      <div className="card bg-base-100 shadow-sm">
        <NotAvailableOffline text="Your contacts have not been saved on this device yet, so there is nothing to map." onRetry={online ? () => void contacts.refetch() : undefined} />
      </div>
    );
  else if (state.kind === 'failed')
    body = (
      <div role="alert" className="card bg-base-100 shadow-sm">
        <div className="card-body items-center gap-2 py-12 text-center">
          <Icon name="alert" className="h-8 w-8 text-error" />
          <p className="font-semibold">Failed to load map</p>
          <p className="text-sm text-base-content/75">{failureText(contacts.error, 'Your contacts could not be loaded. Check your connection and try again.')}</p>
          <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => contacts.refetch()}>
            <Icon name="refresh" className="h-4 w-4" /> Try again
          </button>
        </div>
      </div>
    );
  else if (!contacts.data || contacts.data.length === 0)
    body = (
      <div className="card bg-base-100 shadow-sm">
        <div className="card-body items-center gap-3 py-14 text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
            <Icon name="map" className="h-8 w-8" />
          </span>
          <h2 className="text-lg font-semibold">No contacts to map yet</h2>
          <p className="max-w-sm text-sm text-base-content/75">Add a contact with a location and it will appear here.</p>
          <Link href="/add-profile" className="btn btn-primary mt-2">
            <Icon name="plus" className="h-4 w-4" />
            Add Contact
          </Link>
        </div>
      </div>
    );
  else body = <LazyNetworkMap contacts={contacts.data} />;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <NetworkHeader title="Network Map" subtitle="Where the people in your network are." links={['contacts', 'map', 'add']} current="map" />
      <SavedCopyNote state={state} />
      {body}
    </main>
  );
}
