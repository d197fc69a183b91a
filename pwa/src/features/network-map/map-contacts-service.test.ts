import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactSummary } from '../../../../test-support/contact-summary';
import { applyContactChanges, forgetDeviceContacts } from '@pwa/offline/contacts-store';
import { mapService } from './map-contacts-service';

const row = (id: number, name: string, createdAt: string, eventTag: string | null, latitude: string | null) =>
  contactSummary({ id, name, createdAt, eventTag, latitude, longitude: latitude ? '76.6' : null });

beforeEach(() => forgetDeviceContacts());

describe('the map’s service over the device’s copy', () => {
  it('counts the chosen event’s contacts, lists every event latest first, and reads the copy again when asked', async () => {
    await applyContactChanges(
      7,
      {
        items: [row(1, 'Ravi', '2026-11-01T10:00:00.000Z', 'Conference', '12.3'), row(2, 'Meena', '2026-11-02T10:00:00.000Z', 'Wedding', null), row(3, 'Anita', '2026-11-03T10:00:00.000Z', 'Wedding', '12.4')],
        deletedIds: [],
        cursor: '3',
        more: false,
      },
      true,
    );
    const ask = mapService();
    expect(await ask({ type: 'load', userId: 7, event: '', reread: false })).toEqual({
      shown: 3,
      located: 2,
      events: [
        { name: 'Wedding', contacts: 2 },
        { name: 'Conference', contacts: 1 },
      ],
      bounds: [76.6, 12.3, 76.6, 12.4],
    });
    expect(await ask({ type: 'load', userId: 7, event: 'Wedding', reread: false })).toMatchObject({ shown: 2, located: 1 });
    expect((await ask({ type: 'entries' })).map((e) => e.name)).toEqual(['Anita']);

    await applyContactChanges(7, { items: [row(4, 'Dev', '2026-11-04T10:00:00.000Z', 'Wedding', '12.5')], deletedIds: [], cursor: '4', more: false }, false);
    expect(await ask({ type: 'load', userId: 7, event: 'Wedding', reread: false })).toMatchObject({ shown: 2 });
    expect(await ask({ type: 'load', userId: 7, event: 'Wedding', reread: true })).toMatchObject({ shown: 3, located: 2 });
    // Another user has no copy here: nothing to map.
    expect(await ask({ type: 'load', userId: 8, event: '', reread: false })).toMatchObject({ shown: 0, located: 0, events: [] });
  });

  it('answers a stale cluster with an error and keeps answering after it', async () => {
    const ask = mapService();
    await ask({ type: 'load', userId: 7, event: '', reread: false });
    await expect(ask({ type: 'expand', cluster: 12345 })).rejects.toThrow();
    expect(await ask({ type: 'markers', box: [-180, -90, 180, 90], zoom: 3 })).toEqual([]);
  });
});
