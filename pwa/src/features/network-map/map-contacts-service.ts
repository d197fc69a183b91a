/**
 * What the map asks of the device's copy of the contacts, answered where the copy is read:
 * in map-contacts.worker.ts (or on the page where no worker can start). The page gets counts,
 * the markers of its view and the contacts of a marker, never the 10,000 rows.
 */
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { contactsSyncOf, deviceContacts } from '@pwa/offline/contacts-store';
import { ContactClusters, type Expansion, type LonLatBox, type MapEntry, type MapMarker } from './clusters';

export interface MapSummary {
  /** Contacts on the device for the chosen event (all of them when none is chosen). */
  shown: number;
  /** Of those, the ones with a location. */
  located: number;
  /** The events of every contact on the device, latest first, with how many each. */
  events: Array<{ name: string; contacts: number }>;
  bounds: LonLatBox | null;
}

export type MapRequest =
  /** Reads the copy (again with `reread`, or for another user) and clusters the event's contacts. */
  | { type: 'load'; userId: number; event: string; reread: boolean }
  | { type: 'markers'; box: LonLatBox; zoom: number }
  | { type: 'expand'; cluster: number }
  | { type: 'spot'; spot: number }
  | { type: 'entries' };

export interface MapAnswers {
  load: MapSummary;
  markers: MapMarker[];
  expand: Expansion;
  spot: ContactSummary[];
  entries: MapEntry[];
}

export type MapAnswer<R extends MapRequest> = MapAnswers[R['type']];

/** Rows are newest first, so the latest event comes first (as the server lists them). */
function eventsOf(rows: readonly ContactSummary[]): MapSummary['events'] {
  const counts = new Map<string, number>();
  for (const { eventTag } of rows) if (eventTag) counts.set(eventTag, (counts.get(eventTag) ?? 0) + 1);
  return [...counts].map(([name, contacts]) => ({ name, contacts }));
}

/** The answering function; requests are answered one at a time, in order, so a view's markers come from the copy loaded before them. */
export function mapService(): <R extends MapRequest>(request: R) => Promise<MapAnswer<R>> {
  let rows: ContactSummary[] = [];
  let rowsOf: number | null = null;
  let clusters = new ContactClusters([]);
  let queue: Promise<unknown> = Promise.resolve();

  async function load({ userId, event, reread }: { userId: number; event: string; reread: boolean }): Promise<MapSummary> {
    if (reread || rowsOf !== userId) {
      const sync = await contactsSyncOf(userId).catch(() => null);
      rows = sync ? await deviceContacts().catch(() => []) : [];
      rowsOf = userId;
    }
    const shown = event ? rows.filter((r) => r.eventTag === event) : rows;
    clusters = new ContactClusters(shown);
    return { shown: shown.length, located: clusters.located, events: eventsOf(rows), bounds: clusters.bounds };
  }

  async function answer(request: MapRequest): Promise<MapAnswers[keyof MapAnswers]> {
    switch (request.type) {
      case 'load':
        return load(request);
      case 'markers':
        return clusters.markers(request.box, request.zoom);
      case 'expand':
        return clusters.expand(request.cluster);
      case 'spot':
        return clusters.contactsAt(request.spot);
      case 'entries':
        return clusters.entries();
    }
  }

  return <R extends MapRequest>(request: R) => {
    const run = queue.then(() => answer(request)) as Promise<MapAnswer<R>>;
    queue = run.catch(() => undefined);
    return run;
  };
}
