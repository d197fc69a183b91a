/**
 * The network map (OpenLayers). Loaded lazily: this module and `ol` live in their own chunk,
 * fetched only on /network-map. The map itself is built in use-open-layers-map.ts; the markers of
 * the view (clusters and pins) come from the worker that holds the device's copy of the contacts
 * (map-contacts.worker.ts), asked again each time the view stops moving, so the page only ever
 * draws the few hundred markers in sight. This file composes the controls, the list of located
 * contacts and the info window.
 */
import 'ol/ol.css';
import './network-map.css';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type { Coordinate } from 'ol/coordinate';
import { boundingExtent, buffer, getWidth } from 'ol/extent';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { GEOLOCATION_TIMEOUT_MS, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_USER_ZOOM } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notifyError } from '@pwa/lib/toast';
import { OCEAN_COLOR } from './basemap-grid';
import type { LonLatBox, MapEntry, MapMarker } from './clusters';
import { InfoWindow } from './info-window';
import type { AskMap } from './map-contacts-client';
import type { MapSummary } from './map-contacts-service';
import { useMapSettings } from './map.api';
import { FIT_MAX_ZOOM_BASEMAP, FIT_MAX_ZOOM_TILES, FIT_PADDING } from './map-styles';
import { useOpenLayersMap } from './use-open-layers-map';
import { MapContactList } from './map-contact-list';
import { MapStates } from './map-states';

const boxExtent = ([west, south, east, north]: LonLatBox) => boundingExtent([fromLonLat([west, south]), fromLonLat([east, north])]);

const featureOf = (marker: MapMarker) => new Feature<Point>({ geometry: new Point(fromLonLat([marker.lng, marker.lat])), marker });

/** The map of the device's contacts that `summary` counts; shows its own loading and failure states. */
export function NetworkMap({ summary, ask, onDrawn }: { summary: MapSummary; ask: AskMap; onDrawn?: (drawn: true) => void }) {
  const target = useRef<HTMLDivElement>(null);
  // The map the view was fitted on (a remount, as StrictMode does, builds a new one to fit).
  const fitted = useRef<unknown>(null);
  const settings = useMapSettings();
  const maxFitZoom = settings.data?.tileUrl ? FIT_MAX_ZOOM_TILES : FIT_MAX_ZOOM_BASEMAP;
  const [popupElement] = useState(() => document.createElement('div'));
  const [selected, setSelected] = useState<ContactSummary[] | null>(null);
  const [entries, setEntries] = useState<MapEntry[] | null>(null);
  const [locating, setLocating] = useState(false);
  const { bounds, located } = summary;

  const show = (contacts: ContactSummary[], at: Coordinate) => {
    if (contacts.length === 0) return;
    setSelected(contacts);
    parts.current?.overlay.setPosition(at);
  };

  const close = () => {
    parts.current?.overlay.setPosition(undefined);
    setSelected(null);
  };

  // A pin or a spot opens the info window; a cluster zooms in to where it splits, or lists its contacts when only a closer zoom would.
  const onMarker = (marker: MapMarker | null, at: Coordinate) => {
    if (!marker) return setSelected(null);
    if (marker.cluster === null) {
      void ask({ type: 'spot', spot: marker.spot! }).then((contacts) => show(contacts, at), () => undefined);
      return;
    }
    void ask({ type: 'expand', cluster: marker.cluster }).then((expansion) => {
      if (expansion.kind === 'list') return show(expansion.contacts, at);
      close();
      parts.current?.map.getView().animate({ center: at, zoom: expansion.zoom, duration: 400 });
    }, () => undefined);
  };
  const { parts, status } = useOpenLayersMap(target, popupElement, onMarker, settings.data);
  // Its first tile, or its failure: the page's background work may start (after-load.ts).
  useEffect(() => {
    if (status.kind !== 'loading') onDrawn?.(true);
  }, [status.kind, onDrawn]);

  // The markers of the view (with a margin, so a short pan shows some at once), each time it stops moving and when the contacts change.
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    let latest = 0;
    const refresh = () => {
      const size = p.map.getSize();
      const view = p.map.getView();
      // Not yet fitted: its first frame's moveend asks.
      if (!size || !view.isDef()) return;
      const extent = view.calculateExtent(size);
      const box = transformExtent(buffer(extent, getWidth(extent) / 4), 'EPSG:3857', 'EPSG:4326') as LonLatBox;
      const asked = ++latest;
      void ask({ type: 'markers', box, zoom: view.getZoom() ?? 0 }).then((markers) => {
        if (asked !== latest) return;
        p.markers.clear(true);
        p.markers.addFeatures(markers.map(featureOf));
      }, () => undefined);
    };
    refresh();
    p.map.on('moveend', refresh);
    return () => {
      latest = -1;
      p.map.un('moveend', refresh);
    };
  }, [parts, ask, summary]);

  // 'On the map': every located contact by name, asked again when the contacts change.
  useEffect(() => {
    let live = true;
    void ask({ type: 'entries' }).then((next) => live && setEntries(next), () => undefined);
    return () => {
      live = false;
    };
  }, [ask, summary]);

  // Fit the view to the points the first time, once the tile question is settled (so the zoom
  // limit is the right one) or cannot be (offline with no saved answer). Until points come, the
  // spec's default view; the map draws nothing before one of the two.
  const tilesSettled = !settings.isPending || settings.fetchStatus === 'paused';
  useEffect(() => {
    const p = parts.current;
    if (!p || fitted.current === p.map || !tilesSettled) return;
    const view = p.map.getView();
    if (!bounds) {
      if (view.isDef()) return;
      view.setCenter(fromLonLat([MAP_DEFAULT_CENTER.lng, MAP_DEFAULT_CENTER.lat]));
      view.setZoom(MAP_DEFAULT_ZOOM);
      return;
    }
    fitted.current = p.map;
    view.fit(boxExtent(bounds), { padding: FIT_PADDING, maxZoom: maxFitZoom });
  }, [parts, bounds, tilesSettled, maxFitZoom]);

  const showAll = () => {
    const p = parts.current;
    if (!p || !bounds) return;
    close();
    p.map.getView().fit(boxExtent(bounds), { padding: FIT_PADDING, maxZoom: maxFitZoom, duration: 400 });
  };

  const focus = (item: MapEntry) => {
    const p = parts.current;
    if (!p) return;
    const coordinate = fromLonLat([item.lng, item.lat]);
    const view = p.map.getView();
    view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, maxFitZoom), duration: 400 });
    // Contacts at the very same spot share the window.
    void ask({ type: 'spot', spot: item.spot }).then((contacts) => show(contacts, coordinate), () => undefined);
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
            {located > 0 ? (
              <button type="button" className="btn btn-sm btn-square bg-base-100/95 shadow" onClick={showAll} aria-label="Show all contacts" title="Show all contacts">
                <Icon name="users" className="h-4 w-4" />
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="pointer-events-none absolute bottom-1.5 left-2 rounded bg-base-100/80 px-1.5 py-0.5 text-[11px] text-base-content/75">
          Boundaries shown are approximate
        </p>
        <MapStates status={status} noneLocated={located === 0} />
      </div>
      <MapContactList entries={entries} located={located} missing={summary.shown - located} onFocus={focus} />
      {selected ? createPortal(<InfoWindow contacts={selected} onClose={close} />, popupElement) : null}
    </div>
  );
}
