import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { AskMap } from './map-contacts-client';
import type { MapSummary } from './map-contacts-service';
import { Icon } from '@pwa/components/icons';

// OpenLayers is big: it and the map module load only when a map is shown.
const NetworkMap = lazy(async () => ({ default: (await import('./network-map')).NetworkMap }));

function MapFrame({ children }: { children: ReactNode }) {
  return <div className="grid h-[62dvh] min-h-[22rem] place-items-center rounded-box border border-base-300 bg-base-100 p-6 text-center shadow-sm lg:h-[36rem]">{children}</div>;
}

function MapLoading() {
  return (
    <MapFrame>
      <div className="flex flex-col items-center gap-2" role="status">
        <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
        <p className="text-sm">Loading map...</p>
      </div>
    </MapFrame>
  );
}

/** The map module failed to download (offline before it was cached) or crashed while drawing. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { reason: string | null }> {
  state = { reason: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(message)
      ? 'The map could not be downloaded. Check your connection and try again.'
      : message || 'The map could not be started.';
    return { reason };
  }

  render() {
    if (this.state.reason === null) return this.props.children;
    return (
      <MapFrame>
        <div className="flex max-w-sm flex-col items-center gap-2" role="alert">
          <Icon name="alert" className="h-8 w-8 text-error" />
          <p className="font-semibold">Failed to load map</p>
          <p className="text-sm text-base-content/75">{this.state.reason}</p>
          <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => window.location.reload()}>
            <Icon name="refresh" className="h-4 w-4" /> Reload
          </button>
        </div>
      </MapFrame>
    );
  }
}

/** The network map, fetched on demand, with 'Loading map...' and 'Failed to load map' states. */
export function LazyNetworkMap({ summary, ask, onDrawn }: { summary: MapSummary; ask: AskMap; onDrawn?: (drawn: true) => void }) {
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapLoading />}>
        <NetworkMap summary={summary} ask={ask} onDrawn={onDrawn} />
      </Suspense>
    </MapErrorBoundary>
  );
}

export { MapLoading };
