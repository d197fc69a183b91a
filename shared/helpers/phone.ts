/**
 * The phone rules, once, for the API and the PWA (spec §5). A phone is stored as typed for
 * contacts and users, and as "country code and digits, no plus" for inviters and messages
 * ('919845012345'). Checking and display use libphonenumber-js (Google's phone metadata), never
 * hand-made patterns. A number without a plus is read as Indian (the app's users are in India),
 * and, when it is not one, as the stored form with its own country code (447700900123).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import { phoneDigits } from './phone-text';

// The rules that need no phone metadata live in phone-text.ts (a screen that only needs those does
// not download libphonenumber's); they are exported here too, for one place to import the phone rules from.
export * from './phone-text';

const DEFAULT_COUNTRY = 'IN';

// A list of contacts formats, links and checks each number on every render: parsed once each.
const PARSED = new Map<string, PhoneNumber | null>();
const PARSED_MAX = 2000;

function parsePhone(value: string): PhoneNumber | null {
  const known = PARSED.get(value);
  if (known !== undefined) return known;
  const parsed = parseOnce(value);
  if (PARSED.size >= PARSED_MAX) PARSED.delete(PARSED.keys().next().value!);
  PARSED.set(value, parsed);
  return parsed;
}

function parseOnce(value: string): PhoneNumber | null {
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
