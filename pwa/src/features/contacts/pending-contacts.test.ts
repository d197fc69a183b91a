import { describe, expect, it } from 'vitest';
import type { Contact } from '@shared/schemas/contacts';
import type { OutboxItem } from '@pwa/offline/db';
import { applyPendingEdits, pendingCards, pendingNewContacts } from './pending-contacts';

const fields = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao', phone: '+91 98450 11111', email: '', company: 'Seva Trust', position: '', profession: '', address: '', latitude: '', longitude: '', locationName: '', notes: '', eventTag: '', ...over,
});
let n = 0;
const item = (over: Partial<OutboxItem>): OutboxItem => ({
  clientId: `c-${++n}`, kind: 'contact-create', userId: 1, createdAt: 1_700_000_000_000 + n, state: 'waiting', attempts: 0, nextAttemptAt: 0,
  lastError: null, payload: { fields: fields() }, blob: null, fileName: null, result: null, ...over,
});
const saved: Contact = {
  id: 7, name: 'Ravi Kumar', phone: '+91 98450 22222', email: 'ravi@example.org', company: null, position: null, profession: 'Doctor', address: null,
  latitude: null, longitude: null, locationName: null, notes: null, eventTag: null, profileImagePath: 'ravi.jpg', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('pendingNewContacts', () => {
  it('lists new contacts not yet at the server, as contacts with no id and empty fields as null', () => {
    const [row, ...rest] = pendingNewContacts([item({ state: 'sending' }), item({ kind: 'invitation', payload: { language: 'Hindi' } })]);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ state: 'sending', contact: { id: 0, name: 'Asha Rao', company: 'Seva Trust', email: null, profileImagePath: null } });
  });

  it('shows a refused one as needing attention, and skips what is not a contact', () => {
    expect(pendingNewContacts([item({ state: 'failed', lastError: 'Name is required' })])[0]).toMatchObject({ state: 'failed', lastError: 'Name is required' });
    expect(pendingNewContacts([item({ payload: { fields: { name: '' } } })])).toEqual([]);
  });
});

describe('applyPendingEdits', () => {
  it('lays the latest edit on the device over the saved contact and marks it', () => {
    const { contacts, edits } = applyPendingEdits(
      [saved, { ...saved, id: 8, name: 'Other' }],
      [
        item({ kind: 'contact-update', payload: { id: 7, fields: fields({ name: 'Ravi K.', phone: saved.phone }) } }),
        item({ kind: 'contact-update', state: 'failed', payload: { id: 7, fields: fields({ name: 'Ravi Kumar Rao', phone: saved.phone, profession: 'Surgeon' }) } }),
      ],
    );
    expect(contacts.map((c) => c.name)).toEqual(['Ravi Kumar Rao', 'Other']);
    expect(contacts[0]).toMatchObject({ id: 7, profession: 'Surgeon', email: null, profileImagePath: 'ravi.jpg', createdAt: saved.createdAt });
    expect([...edits.keys()]).toEqual([7]);
    expect(edits.get(7)!.state).toBe('failed');
  });

  it('shows a new photo from the device, and no photo when the edit removes it', () => {
    const photo = new Blob(['jpeg']);
    const withPhoto = applyPendingEdits([saved], [item({ kind: 'contact-update', blob: photo, payload: { id: 7, fields: fields() } })]);
    expect(withPhoto.contacts[0]!.profileImagePath).toBeNull();
    expect(withPhoto.edits.get(7)!.photo).toBe(photo);
    const removed = applyPendingEdits([saved], [item({ kind: 'contact-update', payload: { id: 7, fields: fields({ removeProfileImage: true }) } })]);
    expect(removed.contacts[0]!.profileImagePath).toBeNull();
  });
});

describe('pendingCards', () => {
  it('lists ID cards waiting to be read and those read and waiting for review', () => {
    const cards = pendingCards([item({ kind: 'id-card', fileName: 'card.jpg', payload: { language: 'Kannada' } }), item({ kind: 'id-card', state: 'done', payload: {} })]);
    expect(cards.map((c) => [c.fileName, c.state])).toEqual([['card.jpg', 'waiting'], ['Card photo', 'read']]);
  });
});
