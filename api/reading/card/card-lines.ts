/**
 * What a line of a card is: a labelled field ('Venue: …', 'निमंत्रक: …'), the date or time, a
 * phone number, or free text. Venue and host extraction read on from a label until a line that
 * is clearly something else, so they share these tests.
 */
import { findDates } from '../text/dates';
import { findTimes } from '../text/times';
import { findEmail, findPhone } from '../text/contact-details';
import { CONTACT_MARKERS, HOST_MARKERS, INVITE_VERBS, PHONE_MARKERS, VENUE_MARKERS, WHEN_MARKERS } from '../languages/invitation-words';
import { wordsPattern } from '../text/script-text';

// Anything OCR leaves before a label: bullets, brackets, a border bar with a stray mark ('1 |').
const LEAD = '^(?:.{0,3}[|\\\\/]\\s*)?[^\\p{L}\\p{N}]*';
// What separates a label from its value; OCR turns ':' into ';', '.', or drops it.
const SEPARATOR = '\\s*[:;：.\\-–—]*\\s*';

// The labels' patterns are large (every language's words): each is built once per label, not per line.
const AT_START = new WeakMap<RegExp, RegExp>();
const WITH_COLON = new WeakMap<RegExp, RegExp>();
function compiled(cache: WeakMap<RegExp, RegExp>, label: RegExp, build: () => RegExp): RegExp {
  let re = cache.get(label);
  if (!re) cache.set(label, (re = build()));
  return re;
}

/** A label at the start of a line; `rest` is what follows it (possibly empty). */
export function labelAtStart(line: string, label: RegExp): { rest: string } | null {
  const m = compiled(AT_START, label, () => new RegExp(`${LEAD}(?:${label.source})${SEPARATOR}`, 'iu')).exec(line);
  return m ? { rest: line.slice(m[0].length).trim() } : null;
}

/** A label followed by a colon anywhere in the line ('… 560001 RSVP: Ramesh'). */
export function labelWithColon(line: string, label: RegExp): { rest: string } | null {
  const m = compiled(WITH_COLON, label, () => new RegExp(`(?:${label.source})\\s*[:：]\\s*`, 'iu')).exec(line);
  return m ? { rest: line.slice(m.index + m[0].length).trim() } : null;
}

/** Labels must be whole words: 'ಸ್ಥಳ' is the venue label, 'ಸ್ಥಳದಲ್ಲಿ' ("at the place") is not. */
export const VENUE_LABEL = wordsPattern(VENUE_MARKERS, { wholeIndic: true });
// '…-abhilashi' ("who long for your coming") signs a card off in every script, whatever it
// longs for ('ಆಗಮನಾಭಿಲಾಷಿಗಳು', 'दर्शनाभिलाषी'); OCR often misreads the letters before the ending.
const WISHER_ENDING = '(?<![\\p{L}\\p{M}])[\\p{L}\\p{M}]{2,}(?:ಲಾಷಿಗಳು|ಲಾಷಿ|लाषी|लाषिणः|లాషులు|ലാഷി|லாஷி)(?![\\p{L}\\p{M}])';
export const HOST_LABEL = new RegExp(`${wordsPattern(HOST_MARKERS, { wholeIndic: true }).source}|${WISHER_ENDING}`, 'iu');
export const CONTACT_LABEL = wordsPattern(CONTACT_MARKERS, { wholeIndic: true });
const OTHER_LABELS = wordsPattern([...WHEN_MARKERS, ...PHONE_MARKERS], { wholeIndic: true });
export const INVITE_VERB = wordsPattern(INVITE_VERBS);

/** Whether the line starts with any field label (venue, host, contact, date, time, phone). */
export function startsWithLabel(line: string): boolean {
  return [VENUE_LABEL, HOST_LABEL, CONTACT_LABEL, OTHER_LABELS].some((label) => labelAtStart(line, label) !== null);
}

/** Whether the line carries another field: a label, a date, a time, a phone, an email, an invite. */
export function isFieldLine(line: string): boolean {
  // Every rule asks this of the same lines: remember the answers for the card being read.
  const known = FIELD_LINES.get(line);
  if (known !== undefined) return known;
  if (FIELD_LINES.size > MAX_REMEMBERED) FIELD_LINES.clear();
  const answer = fieldLine(line);
  FIELD_LINES.set(line, answer);
  return answer;
}

const FIELD_LINES = new Map<string, boolean>();
const MAX_REMEMBERED = 2000;

function fieldLine(line: string): boolean {
  return (
    startsWithLabel(line) ||
    findDates(line).length > 0 ||
    findTimes(line).length > 0 ||
    findPhone(line) !== '' ||
    findEmail(line) !== '' ||
    INVITE_VERB.test(line)
  );
}

const PHONE_LABEL = new RegExp(`(?:${wordsPattern(PHONE_MARKERS, { wholeIndic: true }).source})\\s*[:.]`, 'iu');

/** Cuts a value where contact details begin: 'Ramesh Sharma, +91 98450 12345' → 'Ramesh Sharma, '. */
export function beforeContactDetails(text: string): string {
  // Nine or more digits and spaces: a phone number, not a PIN code ("560 001") or a house number.
  const cuts = [/\S+@\S+/, /\+?\d[\d\s-]{7,}\d/, PHONE_LABEL]
    .map((re) => re.exec(text)?.index ?? -1)
    .filter((i) => i >= 0);
  return cuts.length ? text.slice(0, Math.min(...cuts)) : text;
}
