import { STORE_RETRY_MS } from '@pwa/offline/contacts-sync';
import { useStoreProblem } from '@pwa/offline/use-store-problem';
import { Icon } from './icons';

/**
 * Says so when the browser refused to save the device's copy of the contacts (storage full,
 * data evicted): offline, the lists would be missing what it did not keep. Stays until a write
 * goes through; the write is retried by itself and by Try again.
 */
export function StoreProblemNote() {
  const problem = useStoreProblem();
  if (!problem) return null;
  const what =
    problem.kind === 'quota'
      ? 'This device is out of storage space for Sahayak, so your contacts are not fully saved for offline use.'
      : 'This browser refused to save your contacts for offline use.';
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-3" data-testid="store-problem">
      <div role="alert" className="alert alert-warning max-w-2xl shadow-lg">
        <Icon name="alert" className="h-5 w-5 shrink-0" />
        <div className="text-sm">
          <p className="font-semibold">Contacts not saved on this device</p>
          <p>
            {what} Free some space (or leave private browsing); Sahayak tries again every {Math.round(STORE_RETRY_MS / 1000)} seconds.
          </p>
        </div>
        <button type="button" className="btn btn-sm" onClick={problem.retry}>
          Try again
        </button>
      </div>
    </div>
  );
}
