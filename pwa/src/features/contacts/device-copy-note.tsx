import { Icon } from '@pwa/components/icons';
import { savedAtText } from '@pwa/lib/read-state';

/**
 * Above contacts shown from the device's copy (IndexedDB) because the server is out of reach:
 * says so, and how fresh the copy is, so nobody takes last week's list for today's.
 */
export function DeviceCopyNote({ savedAt }: { savedAt: number | null }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-box bg-warning/15 px-3 py-2 text-sm text-base-content" data-testid="saved-copy-note">
      <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {savedAt
          ? `You are offline: showing the contacts saved on this device at ${savedAtText(savedAt)}.`
          : 'You are offline: showing the contacts saved on this device so far.'}
      </span>
    </p>
  );
}
