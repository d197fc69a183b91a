import { createContext, useContext, useEffect, useState } from 'react';
import type { OutboxItem } from './db';

/**
 * Whose captures the screens show: the signed-in user's id, provided once around the signed-in
 * app (routes.tsx). A context, not the sync module's variable: that one is set after the first
 * render, so a new user's first screen would briefly show the previous user's rows.
 */
export const OutboxOwner = createContext<number | null>(null);

/**
 * The signed-in user's captures on this device, live, oldest first: re-renders whenever an item is
 * added, sent, fails or is removed. Another user's captures (left by a session that ended without
 * Log out) never show: not in the lists, the badge, nor the outbox page.
 */
export function useMyOutbox(): OutboxItem[] {
  const owner = useContext(OutboxOwner);
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (owner === null) {
      setItems([]);
      return;
    }
    // Dexie loads after the first paint (the header's badge is on every screen, the outbox rarely
    // holds anything): the app's first screen does not wait for its script.
    let subscription: { unsubscribe: () => void } | null = null;
    let ended = false;
    void Promise.all([import('dexie'), import('./db')]).then(
      ([{ liveQuery }, { offlineDb }]) => {
        if (ended) return;
        subscription = liveQuery(() => offlineDb.outbox.where('userId').equals(owner).sortBy('createdAt')).subscribe({
          next: setItems,
          error: () => setItems([]),
        });
      },
      () => setItems([]),
    );
    return () => {
      ended = true;
      subscription?.unsubscribe();
    };
  }, [owner]);
  // The rows of a previous owner, until the new subscription answers, never show.
  return items.filter((item) => item.userId === owner);
}

/** How many of the signed-in user's captures still have to reach the server. */
export function usePendingCount(): number {
  return useMyOutbox().filter((i) => i.state === 'waiting' || i.state === 'sending' || i.state === 'failed').length;
}
