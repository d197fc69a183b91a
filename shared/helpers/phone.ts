/**
 * The phone rules, once, for the API and the PWA (spec §5). A phone is stored as typed for
 * contacts and users, and as "country code and digits, no plus" for inviters and messages
 * ('919845012345'). Checking and display use libphonenumber-js (Google's phone metadata), never
 * hand-made patterns. A number without a plus is read as Indian (the app's users are in India),
 * and, when it is not one, as the stored form with its own country code (447700900123).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

const DEFAULT_COUNTRY = 'IN';

/** What a typed phone may contain: digits, spaces, hyphens, plus signs and parentheses (spec §5). */
export const PHONE_CHARACTERS = /^[\d\s\-+()]*$/;

/** Inviter phones: an optional plus, then 10 to 20 digits, spaces, hyphens or parentheses (spec §5). */
export const INVITER_PHONE_PATTERN = /^\+?[\d\s\-()]{10,20}$/;

export const isValidInviterPhone = (value: string): boolean => INVITER_PHONE_PATTERN.test(value);

/** Every digit of a text and nothing else: '+91 (984) 501-2345' → '919845012345'. */
export const phoneDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

function parsePhone(value: string): PhoneNumber | null {
  const text = value.trim();
  const local = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (local?.isValid()) return local;
  const digits = phoneDigits(text);
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

/**
 * The stored form, country code and digits with no plus: '+91 98450-12345', '098450 12345' and
 * '0091 98450 12345' all give '919845012345'; '' when the text is no number a phone could dial.
 */
export function normalisePhone(value: string | null | undefined): string {
  const phone = value ? parsePhone(value) : null;
  return phone ? `${phone.countryCallingCode}${phone.nationalNumber}` : '';
}

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
