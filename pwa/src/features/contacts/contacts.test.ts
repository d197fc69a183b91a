import { describe, expect, it } from 'vitest';
import type { Contact } from '@shared/schemas/contacts';
import { emptyContactValues, matchesContact, parseContactId } from './contacts.api';
import { validateContact } from './contact-form';
import { contactSummary } from './contact-copy';

const contact = (over: Partial<Contact> = {}): Contact => ({
  id: 1,
  name: 'Anita Sharma',
  phone: '+91 98450 11111',
  email: 'anita@example.org',
  company: 'Mysuru Medical College',
  position: 'Head of Cardiology',
  profession: 'Doctor',
  address: null,
  latitude: '12.29791',
  longitude: '76.63925',
  locationName: 'Mysuru, Karnataka, India',
  notes: null,
  eventTag: null,
  profileImagePath: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('parseContactId', () => {
  it('takes positive integers only', () => {
    expect(parseContactId('12')).toBe(12);
    for (const raw of ['abc', '0', '1.5', '-3', '', undefined, '1e3', '99999999999999999999']) expect(parseContactId(raw)).toBeNull();
  });
});

describe('validateContact', () => {
  it('asks for the name first, then the contact number, with the spec messages', () => {
    expect(validateContact(emptyContactValues)).toEqual({ name: 'Name is required' });
    expect(validateContact({ ...emptyContactValues, name: '  Asha ' })).toEqual({ phone: 'Contact number is required' });
    expect(validateContact({ ...emptyContactValues, name: 'Asha', phone: '9845011111' })).toEqual({});
  });

  it("refuses what the server would: a bad email, letters in the phone", () => {
    expect(validateContact({ ...emptyContactValues, name: 'Asha', phone: '9845011111', email: 'not-an-email' }).email).toBeTruthy();
    expect(validateContact({ ...emptyContactValues, name: 'Asha', phone: 'call me' }).phone).toBe('Invalid phone number format');
  });
});

describe('matchesContact', () => {
  it('finds by name, email, company, place and by phone digits whatever the spacing', () => {
    const c = contact();
    for (const q of ['anita', 'EXAMPLE.ORG', 'medical', 'mysuru', '9845011111', '98450 11', '']) expect(matchesContact(c, q), q).toBe(true);
    expect(matchesContact(c, 'chennai')).toBe(false);
    expect(matchesContact(c, '12345')).toBe(false);
  });
});

describe('contactSummary', () => {
  it("puts name, phone and email on the clipboard, 'N/A' for a missing email", () => {
    expect(contactSummary(contact())).toBe('Name: Anita Sharma\nPhone: +91 98450 11111\nEmail: anita@example.org');
    expect(contactSummary(contact({ email: null }))).toContain('Email: N/A');
  });
});
