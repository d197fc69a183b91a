import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the service worker; when a new version waits, offers to reload into it. */
export function UpdatePrompt() {
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
