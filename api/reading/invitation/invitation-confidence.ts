/**
 * How sure the invitation reader is of each field it filled, from how the rule found it (as
 * card scanners do): a date beside its weekday or 'Date:' is sure, a name taken only for being
 * set apart in large type is not. Below LOW_CONFIDENCE (0.7) the details page asks the user to
 * check the field. Fields left empty get no entry.
 */
import type { ChosenDate } from '../text/dates';
import type { FoundTime } from '../text/times';
import type { FoundEvent } from './invitation-event';
import type { HostRoute } from './invitation-hosts';
import type { VenueRoute } from './invitation-venue';
import { SURE } from '../text/confidence-scale';

const HOSTS: Record<HostRoute, number> = {
  label: SURE.labelled,
  sentence: SURE.keyword,
  celebrant: SURE.placed,
  contact: SURE.placed,
  titled: SURE.shapeOnly,
  'set-apart': SURE.shapeOnly,
};

const VENUE: Record<VenueRoute, number> = {
  labelled: SURE.labelled,
  at: SURE.keyword,
  'venue-word': SURE.placed,
  address: SURE.placed,
  locative: SURE.shapeOnly,
};

/** How sure the hosts are: by how the first was found, and not sure at all when one reads as OCR noise. */
export function hostsConfidence(route: HostRoute, hosts: readonly string[]): number {
  return hosts.some(looksGarbled) ? Math.min(HOSTS[route], SURE.shapeOnly) : HOSTS[route];
}

// Small words that stand lower-case between names ('Ramesh and Sunita', 'Rao family').
const NAME_JOINER = /^(?:and|of|the|family|w\/o|s\/o|d\/o|c\/o)$/i;
const MAX_NAME_WORDS = 8;

/**
 * Whether a name reads as OCR noise rather than print: Latin words among Indic ones (ornaments
 * read as 'mung', 'ULES'), a lower-case Latin word that is no joiner ('araiak and OV adhavi'),
 * or too many words for a name or two.
 */
export function looksGarbled(name: string): boolean {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const latin = words.filter((w) => /[A-Za-z]/.test(w));
  const indic = words.filter((w) => /[^\x00-\x7F]/.test(w.replace(/[^\p{L}\p{M}]/gu, '')) && !/[A-Za-z]/.test(w));
  if (latin.length && indic.length) return true;
  if (words.length > MAX_NAME_WORDS) return true;
  return latin.some((w) => /^[a-z]/.test(w) && !NAME_JOINER.test(w.replace(/[^\w/]/g, '')));
}

export function venueConfidence(route: VenueRoute): number {
  return VENUE[route];
}

/** A date with its year beside 'Date:' or its weekday is sure; a bare '12 March' or one of two equal dates is not. */
export function dateConfidence(chosen: ChosenDate): number {
  if (chosen.wrongWeekday || chosen.repaired || chosen.rivalled) return SURE.shapeOnly;
  if (chosen.withYear) return chosen.marked ? SURE.labelled : SURE.keyword;
  return chosen.marked ? SURE.placed : SURE.shapeOnly;
}

/** A labelled time or one with AM/PM is sure; a bare '7:30' could be morning or evening. */
export function timeConfidence(time: FoundTime): number {
  if ((time.rank ?? 0) > 0) return SURE.labelled;
  return time.meridiem ? SURE.keyword : SURE.shapeOnly;
}

/** A labelled number or a mobile is sure; an unlabelled landline may be the printer's or the hall's. */
export function phoneConfidence(phone: { mobile: boolean; labelled: boolean }): number {
  if (phone.labelled) return SURE.labelled;
  return phone.mobile ? SURE.keyword : SURE.shapeOnly;
}

/** An email's shape is unmistakable. */
export const EMAIL_CONFIDENCE = SURE.keyword;

/** The event's kind and name: sure from a heading, less from a sentence, a guess when nothing named it. */
export function eventConfidence(event: FoundEvent): { eventType: number; eventName: number } {
  switch (event.found) {
    case 'heading':
      return { eventType: event.contested ? SURE.shapeOnly : SURE.keyword, eventName: SURE.keyword };
    case 'sentence':
      return { eventType: event.contested ? SURE.shapeOnly : SURE.placed, eventName: SURE.placed };
    case 'misread':
      return { eventType: SURE.shapeOnly, eventName: SURE.shapeOnly };
    case 'bride':
      return { eventType: SURE.placed, eventName: SURE.guess };
    case 'ceremony':
      return { eventType: SURE.guess, eventName: SURE.shapeOnly };
    default:
      return { eventType: SURE.guess, eventName: SURE.guess };
  }
}
