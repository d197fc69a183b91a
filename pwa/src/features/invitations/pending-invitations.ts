/**
 * Invitation photos captured on this device and not yet confirmed by the server, as History
 * shows them beside the invitations the server has. A pure function of the outbox's items.
 */
import { Language } from '@shared/schemas/common';
import type { Language as LanguageName } from '@shared/limits';
import type { OutboxItem } from '@pwa/offline/db';
import { syncStateOf, type SyncState } from '@pwa/offline/sync-state';

type Item = Pick<OutboxItem, 'clientId' | 'kind' | 'state' | 'payload' | 'blob' | 'lastError' | 'createdAt' | 'fileName'>;

export interface PendingInvitation {
  clientId: string;
  state: SyncState;
  fileName: string;
  language: LanguageName;
  /** When it was captured (ISO), for the card's date. */
  createdAt: string;
  lastError: string | null;
  photo: Blob | null;
}

/** Newest first, as History lists invitations. */
export function pendingInvitations(items: readonly Item[]): PendingInvitation[] {
  const rows: PendingInvitation[] = [];
  for (const item of items) {
    const state = syncStateOf(item);
    if (item.kind !== 'invitation' || !state) continue;
    const language = Language.safeParse(item.payload.language);
    rows.push({
      clientId: item.clientId,
      state,
      fileName: item.fileName ?? 'Invitation photo',
      language: language.success ? language.data : 'English',
      createdAt: new Date(item.createdAt).toISOString(),
      lastError: item.lastError,
      photo: item.blob,
    });
  }
  return rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Letters the user deleted on this device whose delete has not reached the server: hidden from History. */
export function pendingInvitationDeletes(items: readonly Item[]): Set<number> {
  const ids = new Set<number>();
  for (const item of items) if (item.kind === 'invitation-delete' && syncStateOf(item)) ids.add(Number((item.payload as { id?: unknown }).id));
  return ids;
}
