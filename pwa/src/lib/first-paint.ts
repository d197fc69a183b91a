import { useLayoutEffect } from 'react';
import { noteScreenShown } from './after-load';

/**
 * The screen drawn before the app's script ran (pwa/public/first-paint.js) gives way to the app's
 * own in the same frame, before it is painted: no blank frame, no spinner between the two.
 * Called by what renders only once the screen itself is ready (routes.tsx).
 */
export function useFirstPaintDone(): void {
  useLayoutEffect(() => {
    // Removed, not emptied: an answer that comes after this must not draw it (first-paint.js looks for it).
    document.getElementById('first-paint')?.remove();
    document.getElementById('root')!.hidden = false;
    noteScreenShown();
  }, []);
}

/** The server's answer about the user that first-paint.js asked for, taken once; later calls ask themselves. */
export function takeFirstUserAnswer(): Promise<Response> | undefined {
  const answer = window.__sahayakFirstUser;
  window.__sahayakFirstUser = undefined;
  return answer;
}

/** Longest the app waits for that drawing: an answer that slow must not hold the app, which asks it too. */
const FIRST_PAINT_WAIT_MS = 1000;

/** Settles when first-paint.js has drawn its screen and it has been painted, or will not draw one. */
export function firstPaintSettled(): Promise<void> {
  const drawn = window.__sahayakFirstPaint;
  if (!drawn) return Promise.resolve();
  return Promise.race([drawn.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
}
