/**
 * The shape every language of the embedded letter writer fills in, and the few helpers the
 * language files share. A language file is data (phrases per event type) plus small functions
 * (how its grammar attaches "on <date>", "at <venue>", "to <event>"); `write-letters.ts`
 * assembles the letter once for all of them.
 */
import type { EventType, Honoree, Relationship, ReplyOptions, SenderGender } from '@shared/schemas/invitations';

/** `normal`: the proper, formal letter (the organisation speaks, "we").
 *  `finetuned`: the warmer, personal letter (the sender speaks, "I"). */
export type Variant = 'normal' | 'finetuned';

export type ByType<T> = Readonly<Record<EventType, T>>;

/** Part of the day a clock time falls in; Indian languages name it before the hour. */
export type DayPeriod = 'early' | 'morning' | 'afternoon' | 'evening' | 'night';

export interface Clock {
  /** 0–23 when `periodKnown`, else the hour as printed (1–12). */
  hour: number;
  minute: number;
  /** False for "10:30" without AM/PM: the letter then names no part of the day. */
  periodKnown: boolean;
}

/** The event's time as understood from the card. */
export type TimeSpec =
  | { kind: 'at' | 'from'; start: Clock }
  | { kind: 'range'; start: Clock; end: Clock }
  /** Not understood: the printed text, used as is. */
  | { kind: 'text'; text: string };

/** What a host is: the honorific and case ending of the salutation follow from it. */
export type HostKind = 'person' | 'couple' | 'family' | 'institution';

/** Who the letter is addressed to: the first host, as printed on the card. */
export interface Addressee {
  /** Trimmed, single-spaced, without a trailing comma or a trailing honorific/case ending
   *  ("… ji", "… ಅವರ", "… గారు"): the letter adds its own. */
  name: string;
  /** `name` without the couple or family word ("Ramesh Kumar" of "Ramesh Kumar dampati",
   *  "Ramesh Sharma" of "Ramesh Sharma and family"); `name` itself otherwise. */
  core: string;
  kind: HostKind;
  /** How many people are addressed: one, two, or many (3); a couple is two, a family many. */
  count: 1 | 2 | 3;
  /** The people named, when the line names several ("Shri Manjunath", "Smt. Geetha"). */
  people: string[];
  /** The name starts with a title: Indian (Shri, Smt., श्री …), Western (Mr, Mrs …) or other (Dr, Prof …). */
  title: 'indian' | 'western' | 'other' | null;
  /** A couple, a family, an institution or several people. */
  isGroup: boolean;
}

/** What the paragraphs are written from; every field is already localised, '' when unknown. */
export interface Slots {
  type: EventType;
  /** The event's name as printed ('' when the card named none). */
  eventName: string;
  /** Date and time with this language's "on"/"at" attached, e.g. '12 मई 2026 को शाम 7 बजे'. */
  when: string;
  /** Venue with this language's "at" attached, e.g. 'होटल राजमहल, जयपुर में'. */
  where: string;
  organization: string;
  /** Who the letter is addressed to (null when the card named no host). */
  host: Addressee | null;
  /** The answer: attending, regret or a representative, and how many come. */
  reply: ReplyOptions;
  /** Who the event celebrates, already in the letter's script; parts may be empty. */
  honoree: Honoree;
  relationship: Relationship | undefined;
}

export interface LanguagePack {
  /** One letter of the language's script (for tests and script checks). */
  script: RegExp;
  /** Month names January…December and weekday names Sunday…Saturday, replacing the English
   *  names in dates; omitted for English. */
  months?: readonly string[];
  weekdays?: readonly string[];
  /** The event's time as a phrase ("at 7:30 PM", "ಸಂಜೆ 7:30 ಗಂಟೆಗೆ"). */
  time(spec: TimeSpec): string;
  /** The (already localised) date with "on" attached. */
  onDate(date: string): string;
  /** The formal letter's sentence that it answers before the (already localised) date the card asks a reply by. */
  replyBefore(date: string): string;
  /** The venue with "at" attached. */
  atVenue(venue: string): string;
  /** The first line; `to` is null when the card named no host. */
  /** The opening line; `relationship` lets a personal letter to a host known officially open with respect. */
  salutation(to: Addressee | null, variant: Variant, relationship?: Relationship): string;
  /** The body, two or three paragraphs. */
  paragraphs(s: Slots, variant: Variant): string[];
  /** The lines between the body and the sender's name; gendered where the language marks it. */
  /** The closing lines; `s` says whom the letter is to (a personal letter to a body closes formally). */
  closing(variant: Variant, gender: SenderGender, s: Slots): string[];
}

/** The event type whose circle of people the personal letter greets: an institution's colleagues,
 *  whatever the event. */
function circleOf(s: Slots): EventType | null {
  // A letter to a family already speaks to all of it, and one to no named host ('Dear Sir/Madam')
  // knows no circle: either sends its regards to no one further.
  if (!s.host || s.host.kind === 'family') return null;
  return s.host?.kind === 'institution' ? 'inauguration' : s.type;
}

/** The sentence sending regards to the host's circle, or '' when the letter is addressed to all of it. */
export function regardsTo(s: Slots, sentence: (circle: EventType) => string): string {
  const circle = circleOf(s);
  return circle ? sentence(circle) : '';
}

/**
 * A venue printed as a place and its town ('Sri Murugan Thirumana Mandapam, Madurai'), as the
 * Dravidian languages say it: the town first, the place with the case ending ('மதுரை … மண்டபத்தில்',
 * 'പാലക്കാട് പഞ്ചായത്ത് ഹാളിൽ'). Null for an address of more parts, or a number.
 */
export function townFirst(venue: string): { town: string; place: string } | null {
  const parts = venue.split(/\s*,\s*/);
  if (parts.length !== 2 || /\d/.test(venue) || /\s/.test(parts[1]!) || !parts[0] || !parts[1]) return null;
  return { town: parts[1], place: parts[0] };
}

/** Joins the non-empty parts with single spaces. */
export function join(...parts: (string | false | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim())
    .join(' ');
}

/** The words a language needs to say a clock time. */
export interface TimeWords {
  /** The part of the day, said before the hour ("शाम", "ಸಂಜೆ"). */
  periods: Readonly<Record<DayPeriod, string>>;
  /** "at <clock>", "from <clock> onwards", "from <a> to <b>". */
  at(clock: string): string;
  from(clock: string): string;
  range(start: string, end: string): string;
  /** "Time", to label a time the parser did not understand. */
  label: string;
}

export function dayPeriod(hour: number): DayPeriod {
  if (hour < 4) return 'night';
  if (hour < 6) return 'early';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'night';
}

function twelveHour(c: Clock): number {
  if (!c.periodKnown) return c.hour;
  return c.hour % 12 === 0 ? 12 : c.hour % 12;
}

/** The hour as Indian languages write it: '7', '7:30' ('ಸಂಜೆ 7:30 ಗಂಟೆಗೆ'). */
export function shortClock(c: Clock): string {
  const h = twelveHour(c);
  return c.minute === 0 && c.periodKnown ? String(h) : `${h}:${String(c.minute).padStart(2, '0')}`;
}

/** The hour as English writes it: '7:30 PM'. */
export function englishClock(c: Clock): string {
  const hm = `${twelveHour(c)}:${String(c.minute).padStart(2, '0')}`;
  if (!c.periodKnown) return hm;
  return `${hm} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

/** A `time` function for a language that names the part of the day before the hour. A time the
 *  parser did not understand is kept as printed: as is when it is already in the letter's script
 *  (it then carries its own grammar), else labelled in brackets. */
export function nativeTime(words: TimeWords, script: RegExp): (spec: TimeSpec) => string {
  const clock = (c: Clock, withPeriod = true) =>
    join(c.periodKnown && withPeriod && words.periods[dayPeriod(c.hour)], shortClock(c));
  return (spec) => {
    switch (spec.kind) {
      case 'at':
        return words.at(clock(spec.start));
      case 'from':
        return words.from(clock(spec.start));
      case 'range': {
        const samePeriod =
          spec.start.periodKnown && spec.end.periodKnown && dayPeriod(spec.start.hour) === dayPeriod(spec.end.hour);
        return words.range(clock(spec.start), clock(spec.end, !samePeriod));
      }
      case 'text':
        return mostlyIn(spec.text, script) ? spec.text : `(${words.label}: ${spec.text})`;
    }
  };
}

/** True when most letters of `text` are in `script`. */
export function mostlyIn(text: string, script: RegExp): boolean {
  const letters = [...text].filter((ch) => /\p{L}|\p{M}/u.test(ch));
  if (letters.length === 0) return false;
  return letters.filter((ch) => script.test(ch)).length * 2 > letters.length;
}

/** Splits "Ramesh Sharma and family" / "राजेश गुप्ता एवं परिवार" into the person and the rest, so a
 *  courtesy suffix ("ji", "जी") can follow the person: "Ramesh Sharma ji and family". */
export function splitFamily(name: string): [person: string, rest: string] | null {
  const m =
    /^(.*\S)((?:\s*&\s*|\s+(?:and|with|एवं|और|तथा|व)\s+)(?:(?:his|her|their)\s+)?(?:family|families|परिवार|परिवारजन))$/iu.exec(
      name,
    );
  return m ? [m[1], m[2]] : null;
}

/** The last character of `s` when `s` ends in a letter or vowel sign, else '' (a suffix cannot be
 *  attached after punctuation or a digit). */
export function finalLetter(s: string): string {
  const ch = [...s].pop() ?? '';
  return /\p{L}|\p{M}/u.test(ch) ? ch : '';
}

/** The host is a school, a temple, a club, a trust …: written to through those who run it (hosts.ts decides). */
export const isInstitution = (to: Addressee | null): boolean => to?.kind === 'institution';
