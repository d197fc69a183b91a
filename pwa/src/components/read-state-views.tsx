import type { ReactNode } from 'react';
import { savedAtText, type ReadState } from '@pwa/lib/read-state';
import { Icon } from './icons';

/**
 * Above a list or detail shown from the device's saved copy: says so, and how old it is, so
 * nobody takes a week-old list for today's.
 */
export function SavedCopyNote({ state }: { state: ReadState }) {
  if (state.kind !== 'ready' || !state.savedCopy) return null;
  const when = savedAtText(state.savedCopy.savedAt);
  return (
    <p role="status" className="flex items-start gap-2 rounded-box bg-warning/15 px-3 py-2 text-sm text-base-content" data-testid="saved-copy-note">
      <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{state.savedCopy.offline ? `You are offline: showing the copy saved at ${when}.` : `Could not refresh: showing the copy saved at ${when}.`}</span>
    </p>
  );
}

/**
 * In place of a list or detail never fetched on this device while there is no network: the
 * truth ("not saved here yet"), never a false "nothing yet" nor an endless spinner.
 */
export function NotAvailableOffline({ text, onRetry, children }: { text: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-warning/20 text-base-content" aria-hidden="true">
        <Icon name="clock" className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold">Not available offline yet</p>
      <p className="max-w-sm text-sm text-base-content/75">
        {text} Open this screen once with a connection and it stays readable offline.
      </p>
      {children}
      {onRetry ? (
        <button type="button" className="btn btn-sm btn-outline mt-2" onClick={onRetry}>
          <Icon name="refresh" className="h-4 w-4" /> Try again
        </button>
      ) : null}
    </div>
  );
}
