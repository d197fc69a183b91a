/**
 * Asks the browser to keep this app's storage (outbox, the device's copy of the contacts) when
 * the device runs short, instead of evicting it as "best effort" data. Only for the installed
 * app: Chromium grants it to installed apps without a prompt, and a tab in a browser has not
 * asked to be an app. Safe to call again: a granted request is not made twice.
 */
const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export async function keepStorageIfInstalled(): Promise<boolean> {
  if (!installed() || !navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    // A browser that cannot grant it leaves the data as best effort; writes still report refusals.
    return false;
  }
}

/** On start, and when the user installs the app from this page. */
export function startKeepingStorage(): void {
  void keepStorageIfInstalled();
  window.addEventListener('appinstalled', () => void keepStorageIfInstalled());
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => void keepStorageIfInstalled());
}
