/**
 * The embedded letter writer: a personalised response to an invitation, written from templates
 * (no model, no network) in any of the app's languages. The language files hold the phrases and
 * the small grammar each language needs; this file assembles the letter once for all of them:
 * it cleans the extracted details, localises the date and time, picks the addressee, and lays
 * the letter out as
 *
 *     <salutation>
 *
 *     <paragraph> (two or three)
 *
 *     <closing line(s)>
 *     <sender name>
 *     <designation>            (when the organisation set one)
 *     <organisation>
 */
import { EVENT_TYPES, Honoree, ReplyOptions, type LetterInput, type Letters } from '@shared/schemas/invitations';
import type { Language } from '@shared/limits';
import type { Clock, LanguagePack, Slots, TimeSpec, Variant } from './common';
import { replyDateAhead } from './reply';
import { join } from './common';
import { clean, isInvitingSentence, readableCase, spacedName } from './clean';
import { addressee } from './hosts';
import { oneScript } from './one-script';
import { findTimes, type FoundTime } from '../../../reading/text/times';
import { findDates, formatDate } from '../../../reading/text/dates';
import { toAsciiDigits } from '../../../reading/text/script-text';
import { english } from './english';
import { hindi } from './hindi';
import { kannada } from './kannada';
import { tamil } from './tamil';
import { telugu } from './telugu';
import { malayalam } from './malayalam';
import { sanskrit } from './sanskrit';

export const LANGUAGE_PACKS: Readonly<Record<Language, LanguagePack>> = {
  English: english,
  Hindi: hindi,
  Kannada: kannada,
  Tamil: tamil,
  Telugu: telugu,
  Malayalam: malayalam,
  Sanskrit: sanskrit,
};

/** Both letters for an invitation: `normal` (formal, from the organisation) and `finetuned`
 *  (warmer, from the sender), in `input.language`. */
export function writeTemplateLetters(input: LetterInput, today: Date = new Date()): Letters {
  const pack = LANGUAGE_PACKS[input.language] ?? english;
  const script = oneScript(input.language);
  const d = readableDetails(input.details);
  // What the host is is read from the name as printed ("Mr. & Mrs. …"), then written in the letter's script.
  const to = script.host(addressee(d.hosts ?? []));
  const date = localiseDate(clean(d.date ?? ''), pack);
  const replyBy = localiseDate(replyDateAhead(clean(d.replyBy ?? ''), today), pack);
  const rawTime = clean(d.time ?? '');
  const time = rawTime ? pack.time(parseTime(rawTime) ?? { kind: 'text', text: rawTime }) : '';
  const venue = script.venue(clean(d.venue ?? ''));
  // Without a choice the letter accepts, with neutral closings (what it always wrote).
  const reply = ReplyOptions.parse(input.reply ?? d.reply ?? {});
  const honoree = Honoree.parse(d.honoree ?? {});
  const organization = clean(input.organizationName ?? '');
  const own = input.inLanguage ?? {};
  const ownForm = (local: string | undefined, latin: string | undefined, write = script.name) => clean(local ?? '') || write(clean(latin ?? ''));
  const slots: Slots = {
    type: (EVENT_TYPES as readonly string[]).includes(d.eventType) ? d.eventType : 'other',
    eventName: script.eventName(clean(d.eventName ?? ''), d.eventType),
    when: join(date && pack.onDate(date), time),
    where: venue.text ? atVenueWithPrinted(pack, venue) : '',
    organization: ownForm(own.organizationName, organization),
    host: to,
    reply: { ...reply, representative: script.name(clean(reply.representative)) },
    honoree: {
      names: honoree.names.map(clean).filter(Boolean).map(script.name),
      age: clean(honoree.age),
      chiefGuest: script.person(clean(honoree.chiefGuest)),
    },
    relationship: reply.relationship,
  };
  // Under the signature the organisation's printed name follows in brackets, as on its letterhead.
  const orgLine = slots.organization && slots.organization !== organization ? `${slots.organization} (${organization})` : organization;
  const designation = ownForm(own.senderDesignation, input.senderDesignation, script.designation);
  // Sanskrit's offices agree with a woman who signs (सचिवा, अध्यक्षा, निदेशिका); the other languages' do not mark it.
  const signedAs = input.language === 'Sanskrit' && reply.senderGender === 'female' ? designation.replace(/कः$/u, 'िका').replace(/ः$/u, 'ा') : designation;
  const sender = [ownForm(own.senderName, input.senderName), signedAs, orgLine].filter(Boolean);
  const letter = (variant: Variant) =>
    tidy(
      [
        pack.salutation(to, variant, reply.relationship),
        '',
        ...withReplyDate(pack.paragraphs(slots, variant), variant === 'normal' && replyBy ? pack.replyBefore(replyBy) : '').flatMap((p) => [p, '']),
        ...pack.closing(variant, reply.senderGender, slots),
        ...sender,
      ].join('\n'),
    );
  return { normal: letter('normal'), finetuned: letter('finetuned') };
}

/** The names and places of a card printed in capitals in the case a letter writes them, names' initials spaced; a sentence read as the event's name left out. */
function readableDetails(d: LetterInput['details']): LetterInput['details'] {
  const name = (s: string) => spacedName(readableCase(s));
  const honoree = d.honoree && { ...d.honoree, names: d.honoree.names.map(name), chiefGuest: name(d.honoree.chiefGuest) };
  const eventName = isInvitingSentence(d.eventName) ? '' : readableCase(d.eventName);
  return { ...d, hosts: d.hosts.map(name), eventName, venue: readableCase(d.venue), ...(honoree ? { honoree } : {}) };
}

/**
 * The reply date goes before the answer, which ends every formal letter: "As requested, we are
 * sending our reply before 1 March. We gladly accept…".
 */
function withReplyDate(paragraphs: string[], sentence: string): string[] {
  if (!sentence || paragraphs.length === 0) return paragraphs;
  return [...paragraphs.slice(0, -1), join(sentence, paragraphs.at(-1))];
}

/**
 * "at the venue" with the venue as printed in brackets right after the venue's own words: before
 * a separate postposition ('… (Town Hall) में', '… (Town Hall) నందు'), after a case ending that
 * joined the name ('…ഹാളിൽ (Town Hall)').
 */
function atVenueWithPrinted(pack: LanguagePack, venue: { text: string; printed: string }): string {
  const at = pack.atVenue(venue.text);
  if (!venue.printed) return at;
  const printed = `(${venue.printed})`;
  return at.startsWith(`${venue.text} `) ? `${venue.text} ${printed}${at.slice(venue.text.length)}` : join(at, printed);
}

/* ------------------------------------------------------------------ details */

// Kept importable from here, where the letter's other details are read.
export { addressee, clean };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTH_NAME =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/gi;
const WEEKDAY_NAME =
  /\b(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)\b\.?/gi;

/** A date printed in an Indian language ('12 फरवरी 2027', '೫ ಮೇ ೨೦೨೭') read by the reader's own date finder, as '12 February 2027'. */
function inEnglishWords(date: string): string {
  if (!/[\u0900-\u0DFF]/u.test(date)) return date;
  const found = findDates(toAsciiDigits(date));
  return found.length === 1 ? formatDate(found[0]!) : date;
}

/** The date with English month and weekday names in the letter's language ('12th March 2026' →
 *  '12 ಮಾರ್ಚ್ 2026'), one printed in another Indian language too; other dates are kept as printed. */
export function localiseDate(printed: string, pack: LanguagePack): string {
  const { months, weekdays } = pack;
  if (!printed) return printed;
  // Already in the letter's own words ('ಗುರುವಾರ, 12 ಮಾರ್ಚ್ 2026' in Kannada): kept, weekday and all.
  const date = months?.some((month) => printed.includes(month)) ? printed : inEnglishWords(printed);
  if (!months || !weekdays) return date;
  return date
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, '$1')
    .replace(/(\d)\s+of\s+/gi, '$1 ')
    .replace(MONTH_NAME, (m: string) => months[MONTHS.indexOf(m.slice(0, 3).toLowerCase())] ?? m)
    .replace(WEEKDAY_NAME, (m: string) => weekdays[WEEKDAYS.indexOf(m.slice(0, 3).toLowerCase())] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

type Meridiem = 'am' | 'pm';

function parseClock(s: string, hint: Meridiem | null): Clock | null {
  const m =
    /^(\d{1,2})(?:\s*[:.]\s*(\d{2}))?\s*(?:hrs?\.?|hours|o['’]?\s*clock)?\s*(a\.?\s*m\.?|p\.?\s*m\.?|noon|midnight)?\s*(?:hrs?\.?|hours)?$/i.exec(
      s.trim(),
    );
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 23 || minute > 59) return null;
  const word = (m[3] ?? '').toLowerCase().replace(/[.\s]/g, '');
  if (word === 'noon') return hour === 12 ? { hour: 12, minute, periodKnown: true } : null;
  if (word === 'midnight') return hour === 12 ? { hour: 0, minute, periodKnown: true } : null;
  const meridiem: Meridiem | null = word === 'am' ? 'am' : word === 'pm' ? 'pm' : null;
  if (meridiem) {
    if (hour === 0 || hour > 12) return null;
    return { hour: (hour % 12) + (meridiem === 'pm' ? 12 : 0), minute, periodKnown: true };
  }
  if (hour === 0 || hour > 12) return { hour, minute, periodKnown: true };
  if (hint) return { hour: (hour % 12) + (hint === 'pm' ? 12 : 0), minute, periodKnown: true };
  return { hour, minute, periodKnown: false };
}

// 'From' after a time in the Indian languages: 'सायं 7 बजे से', 'ಸಂಜೆ 6 ಗಂಟೆಯಿಂದ', 'மாலை 6 மணி முதல்'.
const FROM_AFTER = /(?:से|पासून|ರಿಂದ|ಯಿಂದ|முதல்|నుండి|నుంచి|മുതൽ|आरभ्य)\s*$/u;

function clockOf(found: FoundTime): Clock {
  const { hour, minute, meridiem } = found;
  if (!meridiem || hour > 12) return { hour, minute, periodKnown: hour > 12 || hour === 0 };
  return { hour: (hour % 12) + (meridiem === 'PM' ? 12 : 0), minute, periodKnown: true };
}

/**
 * A time printed in an Indian language ('सायं 7 बजे', 'ಬೆಳಿಗ್ಗೆ 10:30 ಗಂಟೆಗೆ', 'காலை 10 மணிக்கு'),
 * read by the reader's own time finder, so a letter in another language says it in its own words.
 */
function parseIndicTime(raw: string): TimeSpec | null {
  const text = toAsciiDigits(raw);
  const times = findTimes(text);
  if (times.length === 1) return { kind: FROM_AFTER.test(text) ? 'from' : 'at', start: clockOf(times[0]!) };
  if (times.length === 2) {
    const [start, end] = times.map(clockOf) as [Clock, Clock];
    return start.hour * 60 + start.minute < end.hour * 60 + end.minute ? { kind: 'range', start, end } : null;
  }
  return null;
}

/** Reads the usual ways a card prints a time: '7:30 PM', '19:30', '10.30 a.m. onwards',
 *  'Evening 6 onwards', '10 AM - 1 PM', and the same in the Indian languages. Null when the text is something else. */
export function parseTime(raw: string): TimeSpec | null {
  if (/[\u0900-\u0DFF]/u.test(raw)) return parseIndicTime(raw);
  let s = raw.replace(/\s+/g, ' ').replace(/\b(?:IST|sharp)\b\.?/gi, '').trim();
  let kind: 'at' | 'from' = 'at';
  if (/\s*(?:and\s+)?on\s*wards?\.?$/i.test(s)) {
    kind = 'from';
    s = s.replace(/\s*(?:and\s+)?on\s*wards?\.?$/i, '');
  }
  let hint: Meridiem | null = null;
  const period = /^(early morning|morning|forenoon|afternoon|evening|night)\b[\s:,-]*/i.exec(s);
  if (period) {
    hint = /morning|forenoon/i.test(period[1]) ? 'am' : 'pm';
    s = s.slice(period[0].length);
  }
  const lead = /^(from|at|around|by|approx\.?)\s+/i.exec(s);
  if (lead) {
    if (lead[1].toLowerCase() === 'from') kind = 'from';
    s = s.slice(lead[0].length);
  }
  const parts = s.split(/\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b)\s*/i).filter(Boolean);
  if (parts.length === 1) {
    const start = parseClock(parts[0], hint);
    return start ? { kind, start } : null;
  }
  if (parts.length === 2) {
    let start = parseClock(parts[0], hint);
    const end = parseClock(parts[1], hint);
    if (!start || !end) return null;
    if (!start.periodKnown && end.periodKnown) {
      // '10 - 11:30 AM': the start shares the end's half of the day unless that puts it after the end.
      const sameHalf = (start.hour % 12) + (end.hour >= 12 ? 12 : 0);
      const hour = sameHalf * 60 + start.minute <= end.hour * 60 + end.minute ? sameHalf : start.hour % 12;
      start = { hour, minute: start.minute, periodKnown: true };
    }
    return { kind: 'range', start, end };
  }
  return null;
}

/* ------------------------------------------------------------------ layout */

/** Removes the spacing artefacts that optional clauses can leave behind. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/\(\s+/g, '(')
        .replace(/\s+([,.;:!?।॥)])/g, '$1')
        .replace(/,(\s*,)+/g, ',')
        .replace(/,\s*([.।;])/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
