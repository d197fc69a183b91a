import { apiPaths } from '@shared/api-paths';
import type { OutboxItem, OutboxKind } from './db';

/** An absolute URL: a Request outside a page (a worker, a test) has no base to resolve against. */
const at = (path: string) => new URL(path, globalThis.location.origin).href;

/** Turns an outbox item into its request. The client id goes as Idempotency-Key on creates. */
const SENDERS: Record<OutboxKind, (item: OutboxItem) => Request> = {
  invitation: (item) => {
    const form = new FormData();
    form.append('language', String(item.payload.language ?? 'English'));
    form.append('image', item.blob!, item.fileName ?? 'invitation.jpg');
    return new Request(at(apiPaths.invitations), { method: 'POST', body: form, headers: { 'Idempotency-Key': item.clientId } });
  },
  'invitation-delete': (item) => new Request(at(apiPaths.invitation(Number(item.payload.id))), { method: 'DELETE' }),
  'contact-create': (item) => contactRequest(item, 'POST', item.blob ? apiPaths.contactsWithImage : apiPaths.contacts),
  'contact-update': (item) => {
    const id = Number(item.payload.id);
    return contactRequest(item, 'PUT', item.blob ? apiPaths.contactWithImage(id) : apiPaths.contact(id));
  },
  'contact-delete': (item) => new Request(at(apiPaths.contact(Number(item.payload.id))), { method: 'DELETE' }),
  'id-card': (item) => {
    const form = new FormData();
    form.append('language', String(item.payload.language ?? 'English'));
    form.append('idCard', item.blob!, item.fileName ?? 'card.jpg');
    return new Request(at(apiPaths.contactsExtract), { method: 'POST', body: form });
  },
};

function contactRequest(item: OutboxItem, method: string, url: string): Request {
  const fields = (item.payload.fields ?? {}) as Record<string, unknown>;
  const headers: Record<string, string> = { 'Idempotency-Key': item.clientId };
  if (!item.blob) {
    return new Request(at(url), { method, body: JSON.stringify(fields), headers: { ...headers, 'Content-Type': 'application/json' } });
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.append(key, String(value));
  form.append('profileImage', item.blob, item.fileName ?? 'photo.jpg');
  return new Request(at(url), { method, body: form, headers });
}

export const requestFor = (item: OutboxItem): Request => SENDERS[item.kind](item);

/** Which kinds keep their answer for the user to look at after sending. */
export const KEEPS_RESULT: ReadonlySet<OutboxKind> = new Set(['id-card']);

/** Deletes: a 404 means the record is gone already (an earlier try got through), which is what was asked. */
export const GONE_IS_DONE: ReadonlySet<OutboxKind> = new Set(['contact-delete', 'invitation-delete']);
