import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept in step as the window changes. Virtualised lists
 * draw one layout (table or cards, 1 to 4 columns) rather than both with one hidden by CSS:
 * a hidden copy would double the nodes and measure every row as 0 px high.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
