import { describe, expect, it } from 'vitest';
import { ContactFields } from '../schemas/contacts';
import { editablePhone, formatPhone, INVITER_PHONE_PATTERN, isPhoneNumber, joinCountryCode, normalisePhone, phoneHref, phoneMatchKey, splitCountryCode } from './phone';
import { UpdatePhoneBody } from '../schemas/invitations';

describe('contact phones', () => {
  it('accepts numbers a phone can dial, typed any usual way, and refuses fragments', () => {
    for (const ok of ['9845011111', '+91 98450 11111', '919845012345', '080 2345 6789', '+1 (415) 555-0134', '447911123456']) expect(isPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['12', '98450', '98450 1234', '+91 12']) expect(isPhoneNumber(bad), bad).toBe(false);
  });

  it('shows numbers grouped as dialled, and leaves what it cannot read as typed', () => {
    expect(formatPhone('+9198450 12345')).toBe('+91 98450 12345');
    expect(formatPhone('919845012345')).toBe('+91 98450 12345');
    expect(formatPhone('447911123456')).toBe('+44 7911 123456');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone(null)).toBe('');
    expect(phoneHref('98450 12345')).toBe('tel:+919845012345');
    expect(phoneHref('12')).toBeNull();
  });

  it('is the contact form rule: "12" is refused with the phone message, an empty number is still "required"', () => {
    const issue = (phone: string) => ContactFields.safeParse({ name: 'A', phone }).error?.issues.map((i) => i.message);
    expect(issue('12')).toEqual(['Invalid phone number format']);
    expect(issue('')).toEqual(['Contact number is required']);
    expect(issue('+91 98450 11111')).toBeUndefined();
  });
});

describe('the stored form: country code and digits, no plus', () => {
  it.each([
    ['98450 12345', '919845012345'],
    ['+91 98450-12345', '919845012345'],
    ['098450 12345', '919845012345'],
    ['0091 98450 12345', '919845012345'],
    ['+1 (415) 555-0100', '14155550100'],
    ['447911123456', '447911123456'],
    ['12345', ''],
    ['', ''],
  ])('%s → %s', (typed, stored) => expect(normalisePhone(typed)).toBe(stored));

  it('joins a selector and a typed number, and splits a stored number back', () => {
    expect(joinCountryCode('+91', '98450 12345')).toBe('919845012345');
    expect(joinCountryCode('+1', '+44 7911 123456')).toBe('447911123456');
    expect(joinCountryCode('+91', '  ')).toBe('');
    expect(splitCountryCode('919845012345', ['+91', '+1'])).toEqual({ countryCode: '+91', number: '9845012345' });
    expect(splitCountryCode('14155550100', ['+91', '+1'])).toEqual({ countryCode: '+1', number: '4155550100' });
    expect(splitCountryCode('9845012345', ['+91', '+1'])).toEqual({ countryCode: '+91', number: '9845012345' });
    expect(splitCountryCode(null, ['+91', '+1'])).toEqual({ countryCode: '+91', number: '' });
  });

  it('writes the stored form with its plus for editing, and leaves anything else as typed', () => {
    expect(editablePhone('919845012345')).toBe('+919845012345');
    expect(editablePhone('98450 12345')).toBe('98450 12345');
    expect(editablePhone('')).toBe('');
  });

  it('gives every spelling of one number the same duplicate key, and short fragments none', () => {
    const keys = ['+91 98450 12345', '919845012345', '098450 12345', '98450-12345'].map(phoneMatchKey);
    expect(new Set(keys)).toEqual(new Set(['9845012345']));
    expect(phoneMatchKey('12')).toBe('');
    expect(phoneMatchKey('ext 1234567')).toBe('1234567');
  });
});

describe('inviter phones', () => {
  it('one pattern for the form and the API: 10 to 20 characters after an optional plus', () => {
    for (const [typed, ok] of [['9845012345', true], ['+91 98450 12345', true], ['98450', false], ['1'.repeat(21), false]] as const) {
      expect(INVITER_PHONE_PATTERN.test(typed), typed).toBe(ok);
      expect(UpdatePhoneBody.safeParse({ inviterPhone: typed }).success, typed).toBe(ok);
    }
  });
});

describe('profile phone', () => {
  it('follows the same rule: empty clears it, "12" is refused', async () => {
    const { ProfileUpdateBody } = await import('../schemas/auth');
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: '12' }).error?.issues[0]?.message).toBe('Invalid phone number format');
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: '' }).success).toBe(true);
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: ' +91 98450 11111 ' }).data?.phone).toBe('+91 98450 11111');
  });
});
