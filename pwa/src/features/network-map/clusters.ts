/**
 * The map's markers for a view, computed off the main thread (map-contacts.worker.ts): OpenLayers'
 * own cluster source made and grouped 10,000 features on the page, about two seconds of blocking
 * time at Lighthouse's 4× CPU. Supercluster indexes the points once per zoom level; a view then asks
 * for the few hundred markers it shows. Contacts at the very same spot are one point (a spot), so
 * they stay together at any zoom and their marker lists them all. Plain data in and out, so every
 * answer crosses postMessage.
 */
import Supercluster from 'supercluster';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { MAP_USER_ZOOM } from '@shared/limits';
import { locatedContacts } from './markers';

/** A click on a cluster zooms in up to here; a cluster that only splits closer lists its contacts. */
export const MAX_ZOOM_IN = MAP_USER_ZOOM + 2;
/** The view's closest zoom: clusters are kept up to it, so pins close together never overlap. */
export const VIEW_MAX_ZOOM = 19;
/** Pixels within which markers merge: a cluster's disc is up to 52 px across, so closer ones overlap. */
const RADIUS = 60;
/** OpenLayers' zoom levels are those of 256-pixel tiles; supercluster's radius is relative to this. */
const TILE_SIZE = 256;

/** One marker of a view: a cluster (`cluster` set) or a spot (one contact, or several at one place). */
export interface MapMarker {
  lng: number;
  lat: number;
  /** Contacts under the marker. */
  count: number;
  cluster: number | null;
  spot: number | null;
}

/** A line of 'On the map', by name. */
export interface MapEntry {
  spot: number;
  id: number;
  name: string;
  /** The place's name, or its coordinates when it has none. */
  place: string;
  lng: number;
  lat: number;
}

/** What a cluster click does: zoom in to where it splits, or list its contacts (one place, or too close to split). */
export type Expansion = { kind: 'zoom'; zoom: number } | { kind: 'list'; contacts: ContactSummary[] };

/** [west, south, east, north] in degrees. */
export type LonLatBox = [number, number, number, number];

interface SpotProps {
  spot: number;
  count: number;
}

interface Spot {
  lng: number;
  lat: number;
  contacts: ContactSummary[];
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base' });
const sortByName = (rows: ContactSummary[]) => rows.sort((a, b) => byName.compare(a.name, b.name));

export class ContactClusters {
  private readonly spots: Spot[] = [];
  private readonly index: Supercluster<SpotProps, { count: number }>;
  /** Every located contact. */
  readonly located: number;
  /** Where the located contacts are; null when none is. */
  readonly bounds: LonLatBox | null;

  constructor(rows: readonly ContactSummary[]) {
    const located = locatedContacts(rows);
    this.located = located.length;
    const at = new Map<string, Spot>();
    for (const { contact, lat, lng } of located) {
      const key = `${lat},${lng}`;
      let spot = at.get(key);
      if (!spot) {
        spot = { lng, lat, contacts: [] };
        at.set(key, spot);
        this.spots.push(spot);
      }
      spot.contacts.push(contact);
    }
    let bounds: LonLatBox | null = null;
    for (const { lng, lat, contacts } of this.spots) {
      sortByName(contacts);
      bounds = bounds ? [Math.min(bounds[0], lng), Math.min(bounds[1], lat), Math.max(bounds[2], lng), Math.max(bounds[3], lat)] : [lng, lat, lng, lat];
    }
    this.bounds = bounds;
    this.index = new Supercluster<SpotProps, { count: number }>({
      radius: RADIUS,
      extent: TILE_SIZE,
      maxZoom: VIEW_MAX_ZOOM,
      map: ({ count }) => ({ count }),
      reduce: (sum, { count }) => {
        sum.count += count;
      },
    });
    this.index.load(this.spots.map((spot, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [spot.lng, spot.lat] }, properties: { spot: i, count: spot.contacts.length } })));
  }

  /** The markers within `box` at the view's `zoom` (fractional zooms cluster as the level below). */
  markers(box: LonLatBox, zoom: number): MapMarker[] {
    const [west, south, east, north] = box;
    return this.index.getClusters([west, Math.max(-90, south), east, Math.min(90, north)], zoom).map(({ geometry, properties }) => {
      if ('cluster_id' in properties) {
        const [lng, lat] = geometry.coordinates as [number, number];
        return { lng, lat, count: properties.count, cluster: properties.cluster_id, spot: null };
      }
      // The spot's own coordinates: the index's round trip through its projection moves them a hair.
      const { lng, lat } = this.spots[properties.spot]!;
      return { lng, lat, count: properties.count, cluster: null, spot: properties.spot };
    });
  }

  expand(cluster: number): Expansion {
    const zoom = this.index.getClusterExpansionZoom(cluster);
    if (zoom <= MAX_ZOOM_IN) return { kind: 'zoom', zoom };
    const contacts = this.index.getLeaves(cluster, Infinity).flatMap((leaf) => this.spots[leaf.properties.spot]!.contacts);
    return { kind: 'list', contacts: sortByName(contacts) };
  }

  /** The contacts at a spot, by name. */
  contactsAt(spot: number): ContactSummary[] {
    return this.spots[spot]?.contacts ?? [];
  }

  /** Every located contact by name, for the list beside the map. */
  entries(): MapEntry[] {
    const out: MapEntry[] = [];
    this.spots.forEach(({ lng, lat, contacts }, spot) => {
      for (const c of contacts) out.push({ spot, id: c.id, name: c.name, place: c.locationName || `${lat}, ${lng}`, lng, lat });
    });
    return out.sort((a, b) => byName.compare(a.name, b.name));
  }
}
