/**
 * One script per letter: what arrives in Latin letters inside an Indian-language letter — names,
 * places, an event's name, the organisation — is written in the letter's script. Where a reader
 * may need the printed form (the venue, to find it; the organisation under the signature) the
 * original follows in brackets. English event words ("Wedding Reception") are not spelled out
 * letter by letter: the letter names the event in its own words instead.
 */
import type { Language } from '@shared/limits';
import type { Addressee } from './common';
import { hasLatin, transliterate, type IndicLanguage } from './transliterate';

const ENGLISH_EVENT_WORDS =
  /\b(?:wedding|marriage|reception|ceremony|function|celebrations?|party|birthday|house\s*warming|inauguration|opening|engagement|naming|anniversary|launch|event|programme|program|festival|get[\s-]*together|new\s+home|invitation)\b/i;

export interface OneScript {
  /** A name or short phrase in the letter's script. */
  name(text: string): string;
  /** The host with every part of its name in the letter's script. */
  host(to: Addressee | null): Addressee | null;
  /** The event's printed name, or '' when it is English words the letter says in its own. */
  eventName(text: string): string;
  /** The venue in the letter's script and, when it was in Latin, its printed form (for brackets). */
  venue(text: string): { text: string; printed: string };
}

const SAME: OneScript = {
  name: (t) => t,
  host: (to) => to,
  eventName: (t) => t,
  venue: (t) => ({ text: t, printed: '' }),
};

export function oneScript(language: Language): OneScript {
  if (language === 'English') return SAME;
  const indic = language as IndicLanguage;
  const name = (t: string) => (hasLatin(t) ? transliterate(t, indic) : t);
  return {
    name,
    host: (to) => to && { ...to, name: name(to.name), core: name(to.core), people: to.people.map(name) },
    eventName: (t) => (hasLatin(t) && ENGLISH_EVENT_WORDS.test(t) ? '' : name(t)),
    venue: (t) => (hasLatin(t) ? { text: name(t), printed: t } : { text: t, printed: '' }),
  };
}
