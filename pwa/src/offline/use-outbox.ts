import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { offlineDb, type OutboxItem } from './db';

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
