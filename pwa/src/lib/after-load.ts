import { useEffect, useLayoutEffect, useRef } from 'react';
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

let holds = 0;
let released: (() => void) | null = null;

/**
 * A screen drawn in stages after its first paint (the map: its contacts, then its tiles) holds
 * what waits for afterScreenDrawn until it is drawn; the returned release may be called often.
 */
function holdScreen(): () => void {
  holds += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holds -= 1;
    if (holds === 0) released?.();
  };
}

const holdsReleased = () =>
  new Promise<void>((resolve) => {
    if (holds === 0) return resolve();
    released = resolve;
    setTimeout(resolve, SCREEN_WAIT_MS);
  });

let drawnSettled: Promise<void> | null = null;

/**
 * Settles after afterLoad once a screen that holds (useScreenHold) is drawn. For work the screen
 * itself does not need: the map's first visit needs the contacts' catch-up (afterLoad), not the
 * service worker's install, which beside the map's tiles and the catch-up starved the page's
 * thread on two cores.
 */
export function afterScreenDrawn(): Promise<void> {
  drawnSettled ??= afterLoad().then(holdsReleased).then(idle);
  return drawnSettled;
}

/** Holds afterScreenDrawn from this screen's first paint until `drawn` (10 s at most). */
export function useScreenHold(drawn: boolean): void {
  const release = useRef<(() => void) | null>(null);
  // A layout effect: it runs in the commit that removes the first paint, before afterLoad goes on.
  useLayoutEffect(() => {
    release.current = holdScreen();
    return () => release.current?.();
  }, []);
  useEffect(() => {
    if (drawn) release.current?.();
  }, [drawn]);
}
