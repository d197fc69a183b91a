/**
 * Invitations and cards as people word them, as text: sets written by helpers that saw
 * neither the reading rules nor each other's set (test-support/reading-wordings/). They measure
 * how far the field rules reach beyond the wordings of the reading set's photos; OCR is not in
 * them. Set 1 was read through the rules and the rules changed for what it showed (seen); set 2
 * was measured before any change for it, then the same was done; set 3 (OCR-like slips in its
 * words) was measured before any change for it; so was set 4 (OCR's reading order: columns merged on
 * one line, the RSVP before the venue, bilingual cards, Marathi), set 5 (cards first, modern
 * designs and e-invites), set 6 (traditional cards in the Indian scripts) and set 7 (English designed
 * cards as OCR reads their script fonts), sets 8 to 10 (the South's scripts, ID cards, modern and
 * traditional invitations), and sets 11 to 15, written after the engine's OCR text of the reading
 * set's photos (set 12's writer also saw the earlier sets' expected fields). A new set measured
 * before any change is the honest figure.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '../shared/limits';
import type { EventType } from '../shared/schemas/invitations';

export interface WordedInvitation {
  language: Language;
  text: string;
  /** Only what a correct reader must find; `hosts[0]` is a phrase one host must hold. */
  expect: { hosts?: string[]; eventType?: EventType; eventName?: string; date?: string; time?: string; venue?: string; inviterPhone?: string };
}

export interface WordedCard {
  language: Language;
  text: string;
  expect: { name?: string; position?: string; company?: string; phone?: string; email?: string; address?: string };
}

export interface WordingSet {
  name: string;
  invitations: WordedInvitation[];
  cards: WordedCard[];
}

export const WORDING_SETS = ['set-1', 'set-2', 'set-3', 'set-4', 'set-5', 'set-6', 'set-7', 'set-8', 'set-9', 'set-10', 'set-11', 'set-12', 'set-13', 'set-14', 'set-15', 'set-16', 'set-17', 'set-18'] as const;

export function loadWordingSet(name: (typeof WORDING_SETS)[number]): WordingSet {
  const data = JSON.parse(readFileSync(new URL(`./reading-wordings/${name}.json`, import.meta.url), 'utf8')) as Omit<WordingSet, 'name'>;
  return { name, ...data };
}

// The joiners (ZWJ, ZWNJ) only shape letters: 'పార్ట్‌నర్' and 'పార్ట్నర్' are one word. Digits
// are compared as digits: the reader gives '७' as '7'.
const asciiDigit = (d: string) => String((d.codePointAt(0)! - 0x0966) % 0x80);
const comparable = (s: string) => s.replace(/[\u0966-\u096F\u0CE6-\u0CEF\u0BE6-\u0BEF\u0C66-\u0C6F\u0D66-\u0D6F]/g, asciiDigit).toLowerCase().normalize('NFC').replace(/[\u200c\u200d]/g, '').replace(/[\s.,:;'’"()\-–]+/g, ' ').trim();
const holds = (got: string, want: string) => comparable(got).includes(comparable(want));
// '7 PM' and '7:00 PM' are one time.
const sameTime = (got: string, want: string) => comparable(got).replace(/ 00 /, ' ') === comparable(want).replace(/ 00 /, ' ');

/** Whether an extracted invitation field is right: hosts by their first phrase, kinds, dates and phones exactly, the rest by a phrase. */
export function invitationFieldRight(field: string, got: unknown, want: unknown): boolean {
  if (field === 'hosts') return (got as string[]).some((h) => holds(h, (want as string[])[0]!));
  if (field === 'eventType' || field === 'date' || field === 'inviterPhone') return got === want;
  if (field === 'time') return sameTime(String(got), String(want));
  return holds(String(got ?? ''), String(want));
}

/** Whether an extracted card field is right: the phone and email exactly, the rest by a phrase. */
export function cardFieldRight(field: string, got: unknown, want: unknown): boolean {
  if (field === 'phone') return got === want;
  if (field === 'email') return String(got).toLowerCase() === String(want).toLowerCase();
  return holds(String(got ?? ''), String(want));
}

export interface WordingResult {
  kind: 'invitations' | 'cards';
  index: number;
  language: Language;
  field: string;
  got: unknown;
  want: unknown;
  right: boolean;
}

type Reader = (text: string, language: Language) => object;

/** Every expected field of the set, read by the rules given (the invitation's and the card's). */
export function readWordingSet(set: WordingSet, readInvitation: Reader, readCard: Reader): WordingResult[] {
  const read = (kind: WordingResult['kind'], cases: Array<WordedInvitation | WordedCard>, reader: Reader, isRight: typeof cardFieldRight) =>
    cases.flatMap((c, index) => {
      const got = reader(c.text, c.language) as Record<string, unknown>;
      return Object.entries(c.expect).map(([field, want]) => ({ kind, index, language: c.language, field, got: got[field], want, right: isRight(field, got[field], want) }));
    });
  return [...read('invitations', set.invitations, readInvitation, invitationFieldRight), ...read('cards', set.cards, readCard, cardFieldRight)];
}
