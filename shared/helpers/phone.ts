import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

/** Joins a country code ('+91') and a local number typed by the user: '+91 98450 12345'. */
export function joinPhone(countryCode: string, number: string): string {
  return `${countryCode}${number.trim()}`;
}

/** Inviter phones: an optional plus, then at least 10 digits, spaces, hyphens or parentheses (spec §5). */
export const INVITER_PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export function isValidInviterPhone(value: string): boolean {
  return INVITER_PHONE_PATTERN.test(value);
}

/** The stored inviter phone: the country code without its plus, then the local digits. */
export function toStoredInviterPhone(countryCode: string, number: string): string {
  return `${countryCode.replace('+', '')}${number.replace(/\D/g, '')}`;
}

/** Splits a stored inviter phone back into selector and field (spec §5). */
export function splitStoredInviterPhone(stored: string | null | undefined): { countryCode: '+91' | '+1'; number: string } {
  const digits = (stored ?? '').replace(/\D/g, '');
  if (digits.startsWith('91') && digits.length >= 12) return { countryCode: '+91', number: digits.slice(2) };
  if (digits.startsWith('1') && digits.length >= 11) return { countryCode: '+1', number: digits.slice(1) };
  return { countryCode: '+91', number: digits };
}

/**
 * Contact phones: checked and shown with libphonenumber-js (Google's phone metadata), never with
 * hand-made patterns. A number without a plus is read as Indian (the app's users are in India),
 * and, when it is not one, as the stored form "country code and digits, no plus" (447700900123).
 * The stored value stays what the user typed; only the check and the display use the parse.
 */
const DEFAULT_COUNTRY = 'IN';

function parsePhone(value: string): PhoneNumber | null {
  const text = value.trim();
  const local = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (local?.isValid()) return local;
  const digits = text.replace(/\D/g, '');
  // Only a long run of digits can carry a country code of its own ("98450 1234" is an Indian
  // number one digit short, not a number in Iran).
  if (!text.startsWith('+') && digits.length >= 10) {
    const international = parsePhoneNumberFromString(`+${digits}`);
    if (international?.isValid()) return international;
  }
  return null;
}

/** True for a number a phone could dial ("12" or a digit short is not). */
export const isPhoneNumber = (value: string): boolean => parsePhone(value) !== null;

/** For display: '+91 98450 12345'; what was typed when it is not a number the library knows. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  return parsePhone(value)?.formatInternational() ?? value.trim();
}

/** A tel: link target ('tel:+919845012345'), or null when the text is no number. */
export function phoneHref(value: string | null | undefined): string | null {
  const phone = value ? parsePhone(value) : null;
  return phone ? `tel:${phone.number}` : null;
}
