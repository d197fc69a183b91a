import type { Contact } from '@shared/schemas/contacts';
import type { PendingContact } from './pending-contacts';
import type { RowSync } from './contact-cells';

/** One row to draw: a contact from the server (maybe with an edit on the device) or a new one on the device. */
export interface Row {
  key: string;
  contact: Contact;
  href: string;
  sync?: RowSync;
}

/** New contacts on this device first (they open the outbox), then the server's, with their edits marked. */
export function contactRows(contacts: readonly Contact[], pending: readonly PendingContact[], edits?: ReadonlyMap<number, RowSync>): Row[] {
  return [
    ...pending.map((p) => ({ key: p.clientId, contact: p.contact, href: '/outbox', sync: { state: p.state, photo: p.photo } })),
    ...contacts.map((contact) => ({ key: String(contact.id), contact, href: `/contact/${contact.id}`, sync: edits?.get(contact.id) })),
  ];
}
