/**
 * The phone rules that need no phone metadata (spec §5): patterns, digits, joining and splitting
 * country codes. Apart from phone.ts, which checks and formats numbers with libphonenumber-js
 * (about 30 KB of script gzipped), so schemas and screens that use only these do not load it.
 */

/** What a typed phone may contain: digits, spaces, hyphens, plus signs and parentheses (spec §5). */
export const PHONE_CHARACTERS = /^[\d\s\-+()]*$/;

/** Inviter phones: an optional plus, then 10 to 20 digits, spaces, hyphens or parentheses (spec §5). */
export const INVITER_PHONE_PATTERN = /^\+?[\d\s\-()]{10,20}$/;

export const isValidInviterPhone = (value: string): boolean => INVITER_PHONE_PATTERN.test(value);

/** Every digit of a text and nothing else: '+91 (984) 501-2345' → '919845012345'. */
export const phoneDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/**
 * What two spellings of one number share, for finding duplicates: its last 10 digits, whatever
 * country code or trunk zero was written before them ('9845012345' for '+91 98450 12345' and
 * '098450 12345'). The database compares the same (contacts.repo.ts, migration 0011). Fewer than
 * 7 digits match nothing ('').
 */
export function phoneMatchKey(value: string | null | undefined): string {
  const key = phoneDigits(value).slice(-10);
  return key.length >= 7 ? key : '';
}

/** Joins a country code ('+91') and a number as typed, for a form that sends them as one: '+91 98450 12345'. */
export function joinPhone(countryCode: string, number: string): string {
  return `${countryCode}${number.trim()}`;
}

/**
 * The stored form of a number typed beside a country-code selector; a number typed with its own
 * plus keeps its own code. '' when nothing was typed.
 */
export function joinCountryCode(countryCode: string, number: string): string {
  const typed = number.trim();
  if (typed === '') return '';
  return typed.startsWith('+') ? phoneDigits(typed) : `${phoneDigits(countryCode)}${phoneDigits(typed)}`;
}

/**
 * Splits a stored number back into one of `codes` (the selector's choices) and the rest; a number
 * with none of them (or too short to carry one) keeps all its digits under the first code.
 */
export function splitCountryCode<C extends string>(stored: string | null | undefined, codes: readonly [C, ...C[]]): { countryCode: C; number: string } {
  const digits = phoneDigits(stored);
  for (const code of codes) {
    const prefix = phoneDigits(code);
    if (digits.startsWith(prefix) && digits.length - prefix.length >= 10) return { countryCode: code, number: digits.slice(prefix.length) };
  }
  return { countryCode: codes[0], number: digits };
}

/** A number in the stored form, as a person edits it: '919845012345' → '+919845012345'; any other text as it is. */
export const editablePhone = (value: string): string => (/^\d{11,15}$/.test(value) ? `+${value}` : value);
