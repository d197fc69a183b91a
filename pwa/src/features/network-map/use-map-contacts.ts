import { useContext, useEffect, useState } from 'react';
import { onContactsStored } from '@pwa/offline/contacts-sync';
import { OutboxOwner } from '@pwa/offline/use-outbox';
import { startMapContacts, type AskMap } from './map-contacts-client';
import type { MapSummary } from './map-contacts-service';

/**
 * The map's view of the signed-in user's contacts on the device, for one event ('' for all): the
 * counts and events now, the markers and contacts when asked (`ask`). Read again whenever a
 * catch-up stored rows; null until first read.
 */
export function useMapContacts(event: string): { summary: MapSummary | null; ask: AskMap | null } {
  const owner = useContext(OutboxOwner);
  const [ask, setAsk] = useState<AskMap | null>(null);
  const [summary, setSummary] = useState<MapSummary | null>(null);

  useEffect(() => {
    const client = startMapContacts();
    setAsk(() => client.ask);
    return client.stop;
  }, []);

  useEffect(() => {
    if (!ask || owner === null) return;
    let live = true;
    const load = (reread: boolean) =>
      void ask({ type: 'load', userId: owner, event, reread }).then(
        (next) => live && setSummary(next),
        () => live && setSummary({ shown: 0, located: 0, events: [], bounds: null }),
      );
    load(false);
    const offStored = onContactsStored(() => load(true));
    return () => {
      live = false;
      offStored();
    };
  }, [ask, owner, event]);

  return { summary, ask };
}
