import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';

/** The photo is safe on this device; it uploads by itself when the network returns. */
export function SavedOfflineStep({ onCaptureAnother }: { onCaptureAnother: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-warning/20 text-warning-content">
        <Icon name="upload" className="h-7 w-7" />
      </span>
      <div>
        <h2 className="text-xl font-semibold">Saved on this device</h2>
        <p className="mt-1 text-sm text-base-content/75">
          The server can't be reached right now. The photo will upload by itself when you're back online, and its letter will appear in History.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-primary" onClick={onCaptureAnother}>
          <Icon name="camera" className="h-5 w-5" />
          Capture another
        </button>
        <Link href="/outbox" className="btn btn-ghost">
          Waiting to sync
        </Link>
      </div>
    </div>
  );
}
