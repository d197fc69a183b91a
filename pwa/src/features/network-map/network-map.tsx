/**
 * The network map (OpenLayers). Loaded lazily: this module and `ol` live in their own chunk,
 * fetched only on /network-map. The map itself is built in use-open-layers-map.ts (clustered
 * points on the canvas); this file puts the contacts on it and composes the controls, the
 * list of located contacts and the info window.
 */
import 'ol/ol.css';
import './network-map.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import type { Contact } from '@shared/schemas/contacts';
import { GEOLOCATION_TIMEOUT_MS, MAP_USER_ZOOM } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notifyError } from '@pwa/lib/toast';
import { OCEAN_COLOR } from './basemap';
import { buildContactPoints } from './contact-points';
import { InfoWindow } from './info-window';
import { useMapSettings } from './map.api';
import { locatedContacts, type LocatedContact } from './markers';
import { FIT_MAX_ZOOM_BASEMAP, FIT_MAX_ZOOM_TILES, FIT_PADDING } from './map-styles';
import { useOpenLayersMap } from './use-open-layers-map';
import { MapContactList } from './map-contact-list';
import { MapStates } from './map-states';

const pointsExtent = (points: readonly LocatedContact[]) => boundingExtent(points.map((p) => fromLonLat([p.lng, p.lat])));

/** The map of the given contacts (the page loads them); shows its own loading and failure states. */
export function NetworkMap({ contacts }: { contacts: Contact[] }) {
  const target = useRef<HTMLDivElement>(null);
  // The map the view was fitted on (a remount, as StrictMode does, builds a new one to fit).
  const fitted = useRef<unknown>(null);
  const settings = useMapSettings();
  const maxFitZoom = settings.data?.tileUrl ? FIT_MAX_ZOOM_TILES : FIT_MAX_ZOOM_BASEMAP;
  const [popupElement] = useState(() => document.createElement('div'));
  const [selected, setSelected] = useState<Contact[] | null>(null);
  const [locating, setLocating] = useState(false);
  const located = useMemo(() => locatedContacts(contacts), [contacts]);
  const { parts, status } = useOpenLayersMap(target, popupElement, setSelected, settings.data);

  // One point per located contact, built in chunks and swapped in whole (the cluster source groups them).
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    let cancelled = false;
    void buildContactPoints(located, () => cancelled).then((points) => {
      if (points && !cancelled) p.clusters.setSource(points);
    });
    return () => {
      cancelled = true;
    };
  }, [parts, located]);

  // Fit the view to the points the first time, once the tile question is settled (so the zoom limit is the right one).
  useEffect(() => {
    const p = parts.current;
    if (!p || fitted.current === p.map || located.length === 0 || settings.isPending) return;
    fitted.current = p.map;
    p.map.getView().fit(pointsExtent(located), { padding: FIT_PADDING, maxZoom: maxFitZoom });
  }, [parts, located, settings.isPending, maxFitZoom]);

  const close = () => {
    parts.current?.overlay.setPosition(undefined);
    setSelected(null);
  };

  const showAll = () => {
    const p = parts.current;
    if (!p || located.length === 0) return;
    close();
    p.map.getView().fit(pointsExtent(located), { padding: FIT_PADDING, maxZoom: maxFitZoom, duration: 400 });
  };

  const focus = (item: LocatedContact) => {
    const p = parts.current;
    if (!p) return;
    const coordinate = fromLonLat([item.lng, item.lat]);
    const view = p.map.getView();
    view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, maxFitZoom), duration: 400 });
    // Contacts at the very same spot share the window.
    setSelected(located.filter((o) => o.lat === item.lat && o.lng === item.lng).map((o) => o.contact));
    p.overlay.setPosition(coordinate);
    target.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const centreOnMe = () => {
    const p = parts.current;
    if (!p) return;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError('Location not supported', "Your browser doesn't support location services.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = fromLonLat([coords.longitude, coords.latitude]);
        p.user.clear();
        p.user.addFeature(new Feature({ geometry: new Point(here) }));
        p.map.getView().animate({ center: here, zoom: MAP_USER_ZOOM, duration: 500 });
      },
      () => {
        setLocating(false);
        notifyError('Location access denied', 'Unable to access your location. Please check your browser permissions.');
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="relative h-[62dvh] min-h-[22rem] overflow-hidden rounded-box border border-base-300 shadow-sm lg:h-[36rem]" style={{ background: OCEAN_COLOR }}>
        <div ref={target} className="network-map h-full w-full" data-testid="network-map" aria-label="Map of your contacts" role="region" />
        {status.kind === 'ready' ? (
          <div className="absolute right-2 top-2 flex flex-col gap-1.5">
            <button type="button" className="btn btn-sm btn-square bg-base-100/95 shadow" onClick={centreOnMe} disabled={locating} aria-label="Centre on my location" title="Centre on my location">
              {locating ? <span className="loading loading-spinner loading-xs" /> : <Icon name="locate" className="h-4 w-4" />}
            </button>
            {located.length > 0 ? (
              <button type="button" className="btn btn-sm btn-square bg-base-100/95 shadow" onClick={showAll} aria-label="Show all contacts" title="Show all contacts">
                <Icon name="users" className="h-4 w-4" />
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="pointer-events-none absolute bottom-1.5 left-2 rounded bg-base-100/80 px-1.5 py-0.5 text-[11px] text-base-content/75">
          Boundaries shown are approximate
        </p>
        <MapStates status={status} noneLocated={located.length === 0} />
      </div>
      <MapContactList located={located} missing={contacts.length - located.length} onFocus={focus} />
      {selected ? createPortal(<InfoWindow contacts={selected} onClose={close} />, popupElement) : null}
    </div>
  );
}
