import { Icon } from '@pwa/components/icons';
import type { MapStatus } from './use-open-layers-map';

/** Over the map: 'Loading map...', 'Failed to load map' with its reason, or a note when nobody has a location. */
export function MapStates({ status, noneLocated }: { status: MapStatus; noneLocated: boolean }) {
  if (status.kind === 'loading')
    return (
      <div className="absolute inset-0 grid place-items-center bg-base-100/60" role="status">
        <div className="flex flex-col items-center gap-2">
          <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
          <p className="text-sm">Loading map...</p>
        </div>
      </div>
    );
  if (status.kind === 'failed')
    return (
      <div className="absolute inset-0 grid place-items-center bg-base-100 p-6 text-center" role="alert">
        <div className="flex max-w-sm flex-col items-center gap-2">
          <Icon name="alert" className="h-8 w-8 text-error" />
          <p className="font-semibold">Failed to load map</p>
          <p className="text-sm text-base-content/75">{status.reason}</p>
          <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => window.location.reload()}>
            <Icon name="refresh" className="h-4 w-4" /> Reload
          </button>
        </div>
      </div>
    );
  if (!noneLocated) return null;
  return (
    <div className="pointer-events-none absolute inset-x-3 top-3 mx-auto max-w-sm rounded-box bg-base-100/95 p-3 text-center text-sm shadow sm:right-14">
      None of your contacts has a location yet. Add one from a contact's page to see it here.
    </div>
  );
}
