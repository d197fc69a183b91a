import { describe, expect, it } from 'vitest';
import { CONTACT_VALUE_KEYS, contactTextOf, contactTextOfUnknown, contactValuesOf, emptyContactText } from './contact-values';
import { ContactFields } from '../schemas/contacts';

describe('the contact mapper', () => {
  it("maps the form's '' to null and back, for every value but the required name and phone", () => {
    const text = { ...emptyContactText, name: 'Asha', phone: '9845011111', company: 'Seva Trust' };
    const values = contactValuesOf(text);
    expect(values).toEqual({ name: 'Asha', phone: '9845011111', email: null, company: 'Seva Trust', position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null });
    expect(contactTextOf(values)).toEqual(text);
  });

  it('lists exactly the editable fields of the shared contract', () => {
    expect([...CONTACT_VALUE_KEYS].sort()).toEqual(Object.keys(ContactFields.shape).filter((k) => k !== 'removeProfileImage').sort());
  });

  it('reads stored captures as typed, ignoring what is not a value', () => {
    expect(contactTextOfUnknown({ name: 'Asha', phone: 12, notes: { bad: true }, extra: 'x' })).toEqual({ ...emptyContactText, name: 'Asha', phone: '12' });
    expect(contactTextOfUnknown(null)).toEqual(emptyContactText);
  });
});
