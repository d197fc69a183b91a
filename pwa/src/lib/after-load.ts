import { queryClient } from './query-client';

/**
 * Settles once the first screen is up: the page has loaded, the screen's script has drawn it
 * (noteScreenShown), its data has arrived (no query fetching) and the main thread is idle, at
 * most IDLE_WAIT_MS later. Background work nobody sees on the first screen (the service worker's
 * first install, the device copy's catch-up of 10,000 contacts) starts then: on a phone's few
 * cores it ran on other threads beside the first screen's scripts and styles, and stretched them
 * (issue 12: Lighthouse's blocking time on the contacts list and history).
 */
const IDLE_WAIT_MS = 1000;

/** A screen that never comes (an error page, a spinner that never ends) must not keep the app from working offline. */
const SCREEN_WAIT_MS = 10_000;

let shown: () => void;
const screenShown = new Promise<void>((resolve) => {
  shown = resolve;
  setTimeout(resolve, SCREEN_WAIT_MS);
});

/** The first screen (not a loading spinner) is drawn. */
export const noteScreenShown = () => shown();

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const queriesSettled = () =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });

let settled: Promise<void> | null = null;

export function afterLoad(): Promise<void> {
  settled ??= Promise.all([loaded(), screenShown]).then(queriesSettled).then(idle);
  return settled;
}
