/**
 * Contacts captured on this device and not yet confirmed by the server, as the lists show them:
 * new contacts as rows of their own, edits laid over the contact they change. Pure functions of
 * the outbox's items, so the lists and their tests agree.
 */
import { ContactFields, type Contact } from '@shared/schemas/contacts';
import { contactValuesOf } from '@shared/helpers/contact-values';
import type { OutboxItem } from '@pwa/offline/db';
import { syncStateOf, worstSyncState, type SyncState } from '@pwa/offline/sync-state';

type Item = Pick<OutboxItem, 'clientId' | 'kind' | 'state' | 'payload' | 'blob' | 'lastError' | 'createdAt' | 'fileName'>;

/** A new contact kept on this device; `contact.id` is 0 (the server has not numbered it yet). */
export interface PendingContact {
  clientId: string;
  state: SyncState;
  lastError: string | null;
  contact: Contact;
  photo: Blob | null;
}

/** An ID card photo waiting to be read, or read and waiting for the user's review ('done'). */
export interface PendingCard {
  clientId: string;
  state: SyncState | 'read';
  fileName: string;
  lastError: string | null;
}

/** The stored fields, checked with the shared contract; null when they are not a contact's (never shown). */
function fieldsOf(item: Item) {
  const parsed = ContactFields.safeParse((item.payload as { fields?: unknown }).fields);
  return parsed.success ? parsed.data : null;
}

/** The fields laid over `base` (or over nothing, for a new contact), as the server would store them. */
function withFields(base: Contact | null, fields: ContactFields, createdAt: number, hasPhoto: boolean): Contact {
  const at = new Date(createdAt).toISOString();
  return {
    id: base?.id ?? 0,
    ...contactValuesOf(fields),
    // A new photo waiting on the device is shown from its blob, not from the server.
    profileImagePath: hasPhoto || fields.removeProfileImage ? null : (base?.profileImagePath ?? null),
    createdAt: base?.createdAt ?? at,
    updatedAt: at,
  };
}

/** New contacts on this device, oldest first (the outbox order). */
export function pendingNewContacts(items: readonly Item[]): PendingContact[] {
  const rows: PendingContact[] = [];
  for (const item of items) {
    const state = syncStateOf(item);
    const fields = item.kind === 'contact-create' && state ? fieldsOf(item) : null;
    if (!state || !fields) continue;
    rows.push({ clientId: item.clientId, state, lastError: item.lastError, contact: withFields(null, fields, item.createdAt, !!item.blob), photo: item.blob });
  }
  return rows;
}

/** The contacts with every edit still on this device applied (latest last), and which ones have one. */
export function applyPendingEdits(
  contacts: readonly Contact[],
  items: readonly Item[],
): { contacts: Contact[]; edits: Map<number, { state: SyncState; photo: Blob | null }> } {
  const byId = new Map<number, { fields: ContactFields; createdAt: number; states: SyncState[]; photo: Blob | null }>();
  for (const item of items) {
    const state = syncStateOf(item);
    const id = Number((item.payload as { id?: unknown }).id);
    const fields = item.kind === 'contact-update' && state ? fieldsOf(item) : null;
    if (!state || !fields || !Number.isInteger(id)) continue;
    const before = byId.get(id);
    const photo = item.blob ?? (fields.removeProfileImage ? null : (before?.photo ?? null));
    byId.set(id, { fields, createdAt: item.createdAt, states: [...(before?.states ?? []), state], photo });
  }
  const edits = new Map<number, { state: SyncState; photo: Blob | null }>();
  const merged = contacts.map((contact) => {
    const edit = byId.get(contact.id);
    if (!edit) return contact;
    edits.set(contact.id, { state: worstSyncState(edit.states)!, photo: edit.photo });
    return withFields(contact, edit.fields, edit.createdAt, !!edit.photo);
  });
  return { contacts: merged, edits };
}

/** ID card photos on this device: waiting to be read, or read and waiting for review. */
export function pendingCards(items: readonly Item[]): PendingCard[] {
  return items
    .filter((item) => item.kind === 'id-card')
    .map((item) => ({ clientId: item.clientId, state: syncStateOf(item) ?? 'read', fileName: item.fileName ?? 'Card photo', lastError: item.lastError }));
}

/** Contacts the user deleted on this device whose delete has not reached the server: hidden from the lists. */
export function pendingDeletes(items: readonly Item[]): Set<number> {
  const ids = new Set<number>();
  for (const item of items) if (item.kind === 'contact-delete' && syncStateOf(item)) ids.add(Number((item.payload as { id?: unknown }).id));
  return ids;
}
