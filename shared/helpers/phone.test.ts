import { describe, expect, it } from 'vitest';
import { ContactFields } from '../schemas/contacts';
import { formatPhone, isPhoneNumber, phoneHref } from './phone';

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

describe('profile phone', () => {
  it('follows the same rule: empty clears it, "12" is refused', async () => {
    const { ProfileUpdateBody } = await import('../schemas/auth');
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: '12' }).error?.issues[0]?.message).toBe('Invalid phone number format');
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: '' }).success).toBe(true);
    expect(ProfileUpdateBody.safeParse({ name: 'A', phone: ' +91 98450 11111 ' }).data?.phone).toBe('+91 98450 11111');
  });
});
