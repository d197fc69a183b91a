import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A device that kept its contacts before they had an event: the version 2 store, written as the
 * previous build wrote it, opened by this build. Its own IndexedDB, so no other test's copy is seen.
 */
const dependencies = { ...Dexie.dependencies };
afterEach(() => {
  Object.assign(Dexie.dependencies, dependencies);
  vi.resetModules();
});

describe('the device store upgraded from version 2', () => {
  it('keeps every contact, reads a missing event as none, and lists the events from the new index', async () => {
    vi.resetModules();
    const indexedDB = new IDBFactory();
    Dexie.dependencies.indexedDB = indexedDB;
    Dexie.dependencies.IDBKeyRange = IDBKeyRange;
    const before = new Dexie('sahayak', { indexedDB, IDBKeyRange });
    before.version(1).stores({ outbox: 'clientId, createdAt, userId, state' });
    before.version(2).stores({ contacts: 'id, [createdAt+id]', listSyncs: 'list' });
    const row = (id: number, name: string) => ({ id, name, phone: '+91 98450 10000', email: null, company: null, position: null, profession: null, locationName: null, latitude: null, longitude: null, profileImagePath: null, createdAt: `2026-11-0${id}T10:00:00.000Z`, updatedAt: '2026-11-01T10:00:00.000Z' });
    await before.table('contacts').bulkPut([row(1, 'Ravi'), row(2, 'Meena')]);
    await before.table('listSyncs').put({ list: 'contacts', userId: 7, cursor: '2', complete: true, syncedAt: 1 });
    before.close();

    const { deviceContacts, deviceContactEvents, applyContactChanges } = await import('./contacts-store');
    expect((await deviceContacts()).map((c) => [c.name, c.eventTag])).toEqual([
      ['Meena', null],
      ['Ravi', null],
    ]);
    expect(await deviceContactEvents()).toEqual([]);
    await applyContactChanges(7, { items: [{ ...row(3, 'Asha'), eventTag: 'Mysuru wedding' }], deletedIds: [], cursor: '3', more: false }, false);
    expect(await deviceContactEvents()).toEqual([{ name: 'Mysuru wedding', contacts: 1 }]);
  });
});
