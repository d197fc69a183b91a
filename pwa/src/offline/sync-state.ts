import type { OutboxItem } from './db';

/** How a capture still on this device shows in a list: not yet sent, being sent, or refused by the server. */
export type SyncState = 'waiting' | 'sending' | 'failed';

/** The list state of an outbox item; null once it has been sent ('done' ID cards wait for review instead). */
export const syncStateOf = (item: Pick<OutboxItem, 'state'>): SyncState | null => (item.state === 'done' ? null : item.state);

/** Several captures of one record: the one that needs attention wins, then one on its way. */
export function worstSyncState(states: readonly SyncState[]): SyncState | null {
  if (states.length === 0) return null;
  if (states.includes('failed')) return 'failed';
  if (states.includes('sending')) return 'sending';
  return 'waiting';
}
