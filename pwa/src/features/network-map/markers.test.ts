import { describe, expect, it } from 'vitest';
import type { Contact } from '@shared/schemas/contacts';
import { locatedContacts } from './markers';

const at = (id: number, latitude: string | null, longitude: string | null) => ({ id, name: `C${id}`, latitude, longitude }) as Contact;

describe('locatedContacts', () => {
  it('keeps only contacts with numeric coordinates in range (spec §9)', () => {
    const located = locatedContacts([at(1, '12.29791', '76.63925'), at(2, null, null), at(3, '', ''), at(4, 'abc', '76'), at(5, '95', '10'), at(6, '-33.9', '-181'), at(7, '0', '0')]);
    expect(located.map((l) => l.contact.id)).toEqual([1, 7]);
    expect(located[0]).toMatchObject({ lat: 12.29791, lng: 76.63925 });
  });
});
