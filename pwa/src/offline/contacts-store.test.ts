import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactSummary } from '../../../test-support/contact-summary';
import { offlineDb } from './db';
import { applyContactChanges, contactsSyncOf, deviceContactEvents, deviceContacts, forgetDeviceContacts, READ_PAGE } from './contacts-store';
import { isQuotaError, noteStoreFailure, noteStoreSuccess, storeProblem } from './store-health';

const row = (id: number, name: string, createdAt: string) => contactSummary({ id, name, createdAt });

beforeEach(() => forgetDeviceContacts());

describe('the device’s copy of the contacts', () => {
  it('stores pages in the server’s order (newest first, id breaking ties) and is complete after the last', async () => {
    const at = '2026-11-23T10:00:00.000Z';
    await applyContactChanges(7, { items: [row(1, 'Ravi', at), row(2, 'Meena', at)], deletedIds: [], cursor: '2', more: true }, true);
    expect(await contactsSyncOf(7)).toMatchObject({ cursor: '2', complete: false });
    await applyContactChanges(7, { items: [row(3, 'Anita', '2026-11-23T11:00:00.000Z')], deletedIds: [], cursor: '3', more: false }, false);
    expect((await deviceContacts()).map((c) => c.name)).toEqual(['Anita', 'Meena', 'Ravi']);
    expect(await contactsSyncOf(7)).toMatchObject({ cursor: '3', complete: true });
    // Another user's copy is not theirs to read.
    expect(await contactsSyncOf(8)).toBeNull();
  });

  it('reads every row in order across its pages, where a page ends among rows created at the same time', async () => {
    // Ids 1..n, three rows per second: pages of READ_PAGE end inside a run of equal times.
    const count = READ_PAGE * 2 + 5;
    const items = Array.from({ length: count }, (_, i) => row(i + 1, `C${i + 1}`, new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 3) * 1000).toISOString()));
    await applyContactChanges(7, { items, deletedIds: [], cursor: '1', more: false }, true);
    const ids = (await deviceContacts()).map((c) => c.id);
    expect(ids).toEqual(items.map((c) => c.id).reverse());
  });

  it('drops deleted contacts before storing changed ones, so an id given again comes back', async () => {
    const at = '2026-11-23T10:00:00.000Z';
    await applyContactChanges(7, { items: [row(1, 'Ravi', at), row(2, 'Meena', at)], deletedIds: [], cursor: '2', more: false }, true);
    await applyContactChanges(7, { items: [row(2, 'Meena Rao', at)], deletedIds: [1, 2], cursor: '5', more: false }, false);
    expect((await deviceContacts()).map((c) => c.name)).toEqual(['Meena Rao']);
  });

  it('lists the events the contacts were met at, with how many each, leaving out contacts with none', async () => {
    const at = '2026-11-23T10:00:00.000Z';
    const met = (id: number, eventTag: string | null) => ({ ...row(id, `Guest ${id}`, at), eventTag });
    await applyContactChanges(7, { items: [met(1, 'Mysuru wedding'), met(2, null), met(3, 'Health camp'), met(4, 'Mysuru wedding')], deletedIds: [], cursor: '4', more: false }, true);
    expect(await deviceContactEvents()).toEqual([
      { name: 'Health camp', contacts: 1 },
      { name: 'Mysuru wedding', contacts: 2 },
    ]);
  });

  it('a fresh start for a user replaces what was there', async () => {
    await applyContactChanges(7, { items: [row(1, 'Ravi', '2026-11-23T10:00:00.000Z')], deletedIds: [], cursor: '1', more: false }, true);
    await applyContactChanges(8, { items: [row(9, 'Other', '2026-11-23T10:00:00.000Z')], deletedIds: [], cursor: '4', more: false }, true);
    expect((await deviceContacts()).map((c) => c.id)).toEqual([9]);
  });

  it('keeps the cursor where it was when the browser refuses a write', async () => {
    await applyContactChanges(7, { items: [row(1, 'Ravi', '2026-11-23T10:00:00.000Z')], deletedIds: [], cursor: '1', more: false }, true);
    const bulkPut = offlineDb.contacts.bulkPut.bind(offlineDb.contacts);
    offlineDb.contacts.bulkPut = (() => Promise.reject(new DOMException('full', 'QuotaExceededError'))) as unknown as typeof offlineDb.contacts.bulkPut;
    try {
      const refused = applyContactChanges(7, { items: [row(2, 'Meena', '2026-11-23T10:00:00.000Z')], deletedIds: [], cursor: '2', more: false }, false);
      await expect(refused).rejects.toSatisfy(isQuotaError);
    } finally {
      offlineDb.contacts.bulkPut = bulkPut;
    }
    expect(await contactsSyncOf(7)).toMatchObject({ cursor: '1' });
    expect((await deviceContacts()).map((c) => c.id)).toEqual([1]);
  });
});

describe('store health', () => {
  it('tells a quota refusal from others, also wrapped, and clears once a write goes through', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    noteStoreFailure(new DOMException('full', 'QuotaExceededError'), () => undefined);
    expect(storeProblem()?.kind).toBe('quota');
    noteStoreFailure(new DOMException('gone', 'UnknownError'), () => undefined);
    expect(storeProblem()?.kind).toBe('refused');
    noteStoreSuccess();
    expect(storeProblem()).toBeNull();
  });
});
