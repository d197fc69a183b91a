import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { afterScreenDrawn } from '@pwa/lib/after-load';

/**
 * Registers the service worker once the first screen is drawn (after-load.ts): its first install
 * fetches and stores every file of the app, which on a phone's few cores slowed the screen beside it.
 */
export function UpdatePrompt() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void afterScreenDrawn().then(() => setLoaded(true)), []);
  return loaded ? <Registered /> : null;
}

/** When a new version waits, offers to reload into it. */
function Registered() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div role="alert" className="alert fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md shadow-lg sm:inset-x-auto sm:right-4">
      <span>A new version is available</span>
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
      </div>
    </div>
  );
}
