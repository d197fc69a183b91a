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
