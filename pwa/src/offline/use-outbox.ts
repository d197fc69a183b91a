import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { offlineDb, type OutboxItem } from './db';
import { outboxUser } from './sync';

/** The outbox, live: re-renders whenever an item is added, sent, fails or is removed. */
export function useOutbox(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => offlineDb.outbox.orderBy('createdAt').toArray()).subscribe({
      next: setItems,
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}

/** How many captures still have to reach the server. */
export function usePendingCount(): number {
  return useOutbox().filter((i) => i.state === 'waiting' || i.state === 'sending' || i.state === 'failed').length;
}

/**
 * The signed-in user's captures on this device, live: what the lists show as "waiting to sync".
 * Another user's captures (left by a sign-out with pending items) never show.
 */
export function useMyOutbox(): OutboxItem[] {
  const user = outboxUser();
  return useOutbox().filter((item) => item.userId === user);
}
