import { useState } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { NetworkHeader } from '@pwa/features/contacts/network-header';
import { DeviceCopyNote } from '@pwa/features/contacts/device-copy-note';
import { EventFilter } from '@pwa/features/contacts/event-filter';
import { LazyNetworkMap, MapLoading } from '@pwa/features/network-map/lazy-network-map';
import { useMapContacts } from '@pwa/features/network-map/use-map-contacts';
import { NotAvailableOffline } from '@pwa/components/read-state-views';
import { useOnline } from '@pwa/lib/use-online';
import { useDeviceContacts } from '@pwa/offline/use-device-contacts';
import { useScreenHold } from '@pwa/lib/after-load';

function NoContactsToMap() {
  return (
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
}

/**
 * /network-map: contacts on a map (spec §2). The points come from the device's copy of the
 * contacts (IndexedDB), caught up with the server as the page opens: the same map online and
 * offline, without fetching every contact's full record; one event's contacts when one is chosen.
 * The copy is read and clustered in a worker (use-map-contacts.ts): this page holds counts, not
 * rows. OpenLayers loads only here, on demand.
 */
export function NetworkMapPage() {
  const device = useDeviceContacts({ rows: false });
  const online = useOnline();
  const [event, setEvent] = useState('');
  const { summary, ask } = useMapContacts(event);
  const shown = summary?.shown ?? 0;
  const firstSyncRunning = device.syncedAt === null && device.outcome === null;
  const [mapDrawn, setMapDrawn] = useState(false);
  const loading = !summary || !ask || (shown === 0 && firstSyncRunning);
  // Drawn: no spinner, and a map's first tiles laid (after-load.ts).
  useScreenHold(!loading && (shown === 0 || mapDrawn));
  let body;
  if (loading) body = <MapLoading />;
  else if (shown === 0 && device.syncedAt === null)
    body = (
      <div className="card bg-base-100 shadow-sm">
        <NotAvailableOffline text="Your contacts have not been saved on this device yet, so there is nothing to map." onRetry={online ? device.sync : undefined} />
      </div>
    );
  else if (shown === 0 && event)
    body = (
      <p className="card bg-base-100 p-8 text-center text-base-content/75 shadow-sm">
        No contacts from “{event}” to map.{' '}
        <button type="button" className="link link-primary" onClick={() => setEvent('')}>
          Show all events
        </button>
      </p>
    );
  else if (shown === 0) body = <NoContactsToMap />;
  else body = <LazyNetworkMap summary={summary} ask={ask} onDrawn={setMapDrawn} />;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <NetworkHeader title="Network Map" subtitle="Where the people in your network are." links={['contacts', 'map', 'add']} current="map" />
      {!online && shown > 0 ? <DeviceCopyNote savedAt={device.syncedAt} /> : null}
      <EventFilter events={summary?.events ?? []} value={event} onChange={setEvent} className="self-start" />
      {body}
    </main>
  );
}
