/**
 * Kannada. Case endings join the noun, so an event name is inflected when it ends in a regular
 * Kannada ending (ಗೃಹಪ್ರವೇಶ → ಗೃಹಪ್ರವೇಶಕ್ಕೆ, ಪೂಜೆ → ಪೂಜೆಗೆ) and otherwise followed by ಕಾರ್ಯಕ್ರಮಕ್ಕೆ; an
 * address of several parts takes the official-letter idiom '<address> ಇಲ್ಲಿ', which needs no
 * inflection, and a place named alone its own locative (ಉಡುಪಿಯಲ್ಲಿ, ಮಂಗಳೂರಿನಲ್ಲಿ).
 */
import type { EventType } from '@shared/schemas/invitations';
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { regardsTo, finalLetter, join, nativeTime } from './common';
import { honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './kannada-reply';
import { bodyOfInstitution } from './hosts';
import { monthNamesIn, weekdayNamesIn } from '@shared/helpers/calendar-names';
import { toAsciiDigits } from '../../../reading/text/script-text';

const SCRIPT = /[\u0C80-\u0CFF]/;

/** A date with a case ending: joined after a number, after a weekday (ಭಾನುವಾರದಂದು), else apart. */
function withEnding(date: string, afterNumber: string, afterWeekday: string, otherwise: string): string {
  if (/[\d೦-೯]$/u.test(date)) return `${date}${afterNumber}`;
  if (/ವಾರ$/u.test(date)) return `${date}${afterWeekday}`;
  return `${date}${otherwise}`;
}

export const KANNADA_MONTHS = monthNamesIn('kn');
export const KANNADA_WEEKDAYS = weekdayNamesIn('kn');

/** The dative ("to the …") of a Kannada noun with a regular ending, or null. */
export function kannadaDative(noun: string): string | null {
  const last = finalLetter(noun);
  if (/[\u0C95-\u0CB9\u0CDE]/.test(last)) return `${noun}ಕ್ಕೆ`; // inherent a: ವಿವಾಹ → ವಿವಾಹಕ್ಕೆ
  if (/[\u0CBF\u0CC0\u0CC6\u0CC7\u0CC8]/.test(last)) return `${noun}ಗೆ`; // i, e, ai: ಪೂಜೆ → ಪೂಜೆಗೆ
  return null;
}

/**
 * "In <place>" for a place named alone, without commas or numbers: ಉಡುಪಿ → ಉಡುಪಿಯಲ್ಲಿ, ಮಂಗಳೂರು →
 * ಮಂಗಳೂರಿನಲ್ಲಿ, ಶ್ರೀ ರಾಮ ಮಂದಿರ → …ಮಂದಿರದಲ್ಲಿ, ಹೈದರಾಬಾದ್ → ಹೈದರಾಬಾದ್‌ನಲ್ಲಿ ('ಉಡುಪಿ ಇಲ್ಲಿ' is
 * for the end of an address). Null for an address, or an ending this does not know.
 */
function kannadaLocative(place: string): string | null {
  if (/[,\d೦-೯]/u.test(place) || /ಲ್ಲಿ$/u.test(place)) return null;
  const last = finalLetter(place);
  if (/[\u0CBF\u0CC0\u0CC6\u0CC7\u0CC8]/.test(last)) return `${place}ಯಲ್ಲಿ`;
  if (/[\u0C95-\u0CB9\u0CDE]/u.test(last) || last === '\u0CBE') return `${place}ದಲ್ಲಿ`;
  if (last === '\u0CC1') return `${place.slice(0, -1)}ಿನಲ್ಲಿ`;
  if (last === '\u0CCD') return `${place}\u200Cನಲ್ಲಿ`;
  if (last === '\u0C82') return `${place}ನಲ್ಲಿ`;
  return null;
}

/** What the event is called when the card gave no name (all regular a-stems). */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'ವಿವಾಹ ಮಹೋತ್ಸವ',
  housewarming: 'ಗೃಹಪ್ರವೇಶ ಸಮಾರಂಭ',
  inauguration: 'ಉದ್ಘಾಟನಾ ಸಮಾರಂಭ',
  religious: 'ಧಾರ್ಮಿಕ ಕಾರ್ಯಕ್ರಮ',
  birthday: 'ಹುಟ್ಟುಹಬ್ಬದ ಸಮಾರಂಭ',
  engagement: 'ನಿಶ್ಚಿತಾರ್ಥ ಸಮಾರಂಭ',
  naming: 'ನಾಮಕರಣ ಸಮಾರಂಭ',
  'thread-ceremony': 'ಉಪನಯನ ಸಮಾರಂಭ',
  other: 'ಕಾರ್ಯಕ್ರಮ',
};

/** What a friend calls the event when the card gave no name: the everyday word (ಮದುವೆ, not ವಿವಾಹ ಮಹೋತ್ಸವ). */
const EVERYDAY_EVENT: ByType<string> = {
  wedding: 'ಮದುವೆ',
  housewarming: 'ಗೃಹಪ್ರವೇಶ',
  inauguration: 'ಉದ್ಘಾಟನಾ ಸಮಾರಂಭ',
  religious: 'ಧಾರ್ಮಿಕ ಕಾರ್ಯಕ್ರಮ',
  birthday: 'ಹುಟ್ಟುಹಬ್ಬ',
  engagement: 'ನಿಶ್ಚಿತಾರ್ಥ',
  naming: 'ನಾಮಕರಣ',
  'thread-ceremony': 'ಉಪನಯನ',
  other: 'ಕಾರ್ಯಕ್ರಮ',
};

/**
 * An event's name as Kannada writes it: a Sanskrit compound spelled from Latin word by word is one
 * word (ಗೃಹ ಪ್ರವೇಶ → ಗೃಹಪ್ರವೇಶ), and a Sanskrit ā-noun at the end takes its Kannada -e
 * (ಸತ್ಯನಾರಾಯಣ ಪೂಜಾ → ಸತ್ಯನಾರಾಯಣ ಪೂಜೆ), which the dative then joins (ಪೂಜೆಗೆ).
 */
function kannadaEventName(name: string): string {
  return name.replace(/ಗೃಹ\s+ಪ್ರವೇಶ/gu, 'ಗೃಹಪ್ರವೇಶ').replace(/(ಪೂಜ|ಸಭ)ಾ$/u, '$1ೆ');
}

/** "to the <event>", as the formal letter names it. */
function toEvent(s: Slots): string {
  const name = s.eventName ? kannadaEventName(s.eventName) : GENERIC_EVENT[s.type];
  return kannadaDative(name) ?? `${name} ಕಾರ್ಯಕ್ರಮಕ್ಕೆ`;
}

/** "ಇಂತಹ <…> ಸಂದರ್ಭದಲ್ಲಿ". */
const OCCASION: ByType<string> = {
  wedding: 'ಮಂಗಳಕರ',
  housewarming: 'ಶುಭ',
  inauguration: 'ಮಹತ್ವದ',
  religious: 'ಪವಿತ್ರ',
  birthday: 'ಸಂಭ್ರಮದ',
  engagement: 'ಮಂಗಳಕರ',
  naming: 'ಸಂಭ್ರಮದ',
  'thread-ceremony': 'ಪವಿತ್ರ',
  other: 'ವಿಶೇಷ',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'ಈ ಮಂಗಳಕರ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ನೂತನ ವಧೂವರರ ದಾಂಪತ್ಯ ಜೀವನ ಪ್ರೀತಿ, ಪರಸ್ಪರ ವಿಶ್ವಾಸ ಮತ್ತು ಸುಖ-ಸಮೃದ್ಧಿಯಿಂದ ಕೂಡಿರಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ಮದುವೆ ಎಂದರೆ ಎರಡು ಮನಸ್ಸುಗಳ ಮಾತ್ರವಲ್ಲ, ಎರಡು ಮನೆತನಗಳ ಪವಿತ್ರ ಬೆಸುಗೆ. ನವಜೋಡಿಯ ಬಾಳು ಪ್ರೀತಿ, ನಂಬಿಕೆ ಮತ್ತು ಹೊಂದಾಣಿಕೆಯಿಂದ ಸದಾ ಹಸಿರಾಗಿರಲಿ, ಅವರ ಬದುಕಿನ ಪ್ರತಿ ದಿನವೂ ಹಬ್ಬವಾಗಲಿ ಎಂದು ತುಂಬು ಹೃದಯದಿಂದ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  housewarming: {
    normal:
      'ತಮ್ಮ ನೂತನ ಗೃಹಪ್ರವೇಶದ ಈ ಶುಭ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ತಮ್ಮ ಹೊಸ ಮನೆಯಲ್ಲಿ ಸದಾ ಸುಖ, ಶಾಂತಿ, ಆರೋಗ್ಯ ಮತ್ತು ಐಶ್ವರ್ಯ ನೆಲೆಸಲಿ, ತಮ್ಮ ಕುಟುಂಬಕ್ಕೆ ಎಲ್ಲ ಒಳಿತಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ಸ್ವಂತ ಸೂರು ಎಂಬುದು ಬದುಕಿನ ದೊಡ್ಡ ಕನಸು; ಅದು ನನಸಾಗುವ ಕ್ಷಣ ಇದು. ನೂತನ ಮನೆಯ ಪ್ರತಿಯೊಂದು ಮೂಲೆಯೂ ನಗು-ನಲಿವಿನಿಂದ ತುಂಬಿರಲಿ, ಅಲ್ಲಿ ಸುಖ, ಆರೋಗ್ಯ ಮತ್ತು ಸಮೃದ್ಧಿ ಸದಾ ನೆಲೆಸಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  inauguration: {
    normal:
      'ಈ ಮಹತ್ವದ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ತಮ್ಮ ಈ ನೂತನ ಉಪಕ್ರಮವು ದಿನೇ ದಿನೇ ಅಭಿವೃದ್ಧಿ ಹೊಂದಿ, ಉತ್ತರೋತ್ತರ ಯಶಸ್ಸು ಗಳಿಸಲಿ ಹಾಗೂ ಸಮಾಜಕ್ಕೆ ಉತ್ತಮ ಸೇವೆ ಸಲ್ಲಿಸಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ಈ ಹೊಸ ಹೆಜ್ಜೆಯ ಹಿಂದಿರುವ ದೂರದೃಷ್ಟಿ ಮತ್ತು ಅವಿರತ ಪರಿಶ್ರಮ ನಿಜಕ್ಕೂ ಮೆಚ್ಚುವಂಥದ್ದು. ಈ ಪ್ರಯತ್ನ ಉತ್ತರೋತ್ತರ ಯಶಸ್ಸು ಕಾಣಲಿ, ತಮಗೂ ತಮ್ಮ ತಂಡಕ್ಕೂ ಎಲ್ಲ ಹಂತಗಳಲ್ಲೂ ಶುಭವಾಗಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  religious: {
    normal:
      // 'ತಮ್ಮೆಲ್ಲರ', not 'ತಮ್ಮ ಕುಟುಂಬದ': a temple committee invites to a pooja as often as a family does.
      'ಈ ಪವಿತ್ರ ಸಂದರ್ಭದಲ್ಲಿ ಭಗವಂತನ ಕೃಪಾಶೀರ್ವಾದ ತಮ್ಮೆಲ್ಲರ ಮೇಲೂ ಸದಾ ಇರಲಿ, ಎಲ್ಲರ ಬಾಳಿನಲ್ಲಿ ಸುಖ, ಶಾಂತಿ ಮತ್ತು ನೆಮ್ಮದಿ ನೆಲೆಸಲಿ ಎಂದು ಪ್ರಾರ್ಥಿಸುತ್ತೇವೆ.',
    finetuned:
      'ಪೂಜೆ-ಪುನಸ್ಕಾರಗಳು ಚಿತ್ತಕ್ಕೆ ಶಾಂತಿ ನೀಡಿ ನಮ್ಮನ್ನು ಭಗವಂತನ ಸನಿಹಕ್ಕೆ ಕೊಂಡೊಯ್ಯುತ್ತವೆ. ದೇವರ ಕೃಪೆ ತಮ್ಮ ಮೇಲೂ ತಮ್ಮ ಪ್ರೀತಿಪಾತ್ರರೆಲ್ಲರ ಮೇಲೂ ಸದಾ ಇರಲಿ, ಬಾಳು ಆರೋಗ್ಯ ಮತ್ತು ನೆಮ್ಮದಿಯಿಂದ ತುಂಬಿರಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಪ್ರಾರ್ಥಿಸುತ್ತೇನೆ.',
  },
  birthday: {
    normal:
      // The first paragraph has already named the birthday.
      'ಈ ಸಂತಸದ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಶುಭಾಶಯಗಳು. ಭಗವಂತನು ದೀರ್ಘಾಯುಷ್ಯ, ಉತ್ತಮ ಆರೋಗ್ಯ ಹಾಗೂ ಸುಖ-ಸಮೃದ್ಧಿಯನ್ನು ಕರುಣಿಸಲಿ ಎಂದು ಪ್ರಾರ್ಥಿಸುತ್ತೇವೆ.',
    finetuned:
      'ಮನೆಮಂದಿಯೆಲ್ಲ ಒಟ್ಟಾಗಿ ನಲಿಯುವ ದಿನವಿದು. ಮುಂದಿನ ವರ್ಷಗಳು ಆರೋಗ್ಯ, ನೆಮ್ಮದಿ ಮತ್ತು ಸಂತಸ ತರಲಿ, ಕನಸುಗಳು ನನಸಾಗಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  engagement: {
    normal:
      'ನಿಶ್ಚಿತಾರ್ಥದ ಈ ಮಂಗಳಕರ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ಈ ಜೋಡಿಯ ಬಾಳು ಪ್ರೀತಿ ಮತ್ತು ಪರಸ್ಪರ ವಿಶ್ವಾಸದಿಂದ ಕೂಡಿರಲಿ, ಈ ಶುಭಾರಂಭ ಸುಖಮಯ ದಾಂಪತ್ಯಕ್ಕೆ ನಾಂದಿಯಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ನಿಶ್ಚಿತಾರ್ಥ ಎಂದರೆ ಜೀವನಪೂರ್ತಿ ಜೊತೆಯಾಗಿ ಸಾಗುವ ವಾಗ್ದಾನದ ಸುಂದರ ಆರಂಭ. ಈ ಜೋಡಿಯ ಪ್ರೀತಿ ಮತ್ತು ನಂಬಿಕೆ ದಿನೇ ದಿನೇ ಹೆಚ್ಚಲಿ, ಮುಂದಿನ ಬದುಕು ಸಂತಸದಿಂದ ತುಂಬಿರಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  naming: {
    normal:
      'ನಾಮಕರಣದ ಈ ಸಂತಸದ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ಮಗು ಆಯುರಾರೋಗ್ಯದಿಂದ ಬೆಳೆಯಲಿ, ಅಂದು ಇಡಲಿರುವ ಹೆಸರು ಬಾಳಿನುದ್ದಕ್ಕೂ ಕೀರ್ತಿ ಮತ್ತು ಸೌಭಾಗ್ಯ ತರಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ಹೆಸರಿಡುವ ಶಾಸ್ತ್ರ ಇಡೀ ಕುಟುಂಬಕ್ಕೆ ಹಬ್ಬ. ಮಗು ಆರೋಗ್ಯದಿಂದ, ಒಳ್ಳೆಯ ಸಂಸ್ಕಾರದೊಂದಿಗೆ ಬೆಳೆದು ತಮ್ಮ ಮನೆತನದ ಕೀರ್ತಿ ಹೆಚ್ಚಿಸಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
  'thread-ceremony': {
    normal:
      'ಉಪನಯನದ ಈ ಪವಿತ್ರ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಅಭಿನಂದನೆಗಳು. ವಟುವಿಗೆ ಭಗವಂತನು ವಿದ್ಯೆ, ಬುದ್ಧಿ, ಉತ್ತಮ ಆರೋಗ್ಯ ಮತ್ತು ಸದಾಚಾರವನ್ನು ಕರುಣಿಸಲಿ ಎಂದು ಪ್ರಾರ್ಥಿಸುತ್ತೇವೆ.',
    finetuned:
      'ಬ್ರಹ್ಮೋಪದೇಶದೊಂದಿಗೆ ಜ್ಞಾನ ಮತ್ತು ಶಿಸ್ತಿನ ಬದುಕು ಆರಂಭವಾಗುವ ಪುಣ್ಯ ದಿನವಿದು. ಗಾಯತ್ರೀ ಮಾತೆಯ ಅನುಗ್ರಹದಿಂದ ಬುದ್ಧಿ, ವಿನಯ ಮತ್ತು ಸದ್ಗುಣ ದಿನೇ ದಿನೇ ವೃದ್ಧಿಸಲಿ, ಹಿರಿಯರ ಹಾರೈಕೆ ಬಾಳಿನುದ್ದಕ್ಕೂ ರಕ್ಷೆಯಾಗಿರಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಪ್ರಾರ್ಥಿಸುತ್ತೇನೆ.',
  },
  other: {
    normal:
      // Not 'ಕಾರ್ಯಕ್ರಮವು': the answer that follows says 'ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ'.
      'ಈ ವಿಶೇಷ ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ ಹಾರ್ದಿಕ ಶುಭಾಶಯಗಳು. ತಮ್ಮ ಉದ್ದೇಶ ಸಫಲವಾಗಿ, ಈ ದಿನ ಎಲ್ಲರಿಗೂ ಸ್ಮರಣೀಯವಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.',
    finetuned:
      'ಬಂಧು-ಮಿತ್ರರು ಒಂದೆಡೆ ಸೇರುವ ದಿನಗಳೇ ಬದುಕಿನ ಸವಿನೆನಪುಗಳಾಗುತ್ತವೆ. ಎಲ್ಲವೂ ಸಾಂಗವಾಗಿ, ಯಶಸ್ವಿಯಾಗಿ ನೆರವೇರಲಿ ಎಂದು ಮನಃಪೂರ್ವಕವಾಗಿ ಹಾರೈಸುತ್ತೇನೆ.',
  },
};

/** The people the personal letter sends regards to ('inauguration' stands for any institution's circle:
 *  ಸಹವರ್ತಿಗಳು fits a school's staff and a temple committee's members alike). */
const CIRCLE: ByType<string> = {
  wedding: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  housewarming: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  inauguration: 'ತಮ್ಮ ಸಹವರ್ತಿಗಳೆಲ್ಲರಿಗೂ',
  religious: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  birthday: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  engagement: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  naming: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  'thread-ceremony': 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
  other: 'ತಮ್ಮ ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ',
};

/** "Of <name>": ಸಂಸ್ಥೆ → ಸಂಸ್ಥೆಯ, ಸಂಘ → ಸಂಘದ, ಕಾಲೇಜು → ಕಾಲೇಜಿನ, ಟ್ರಸ್ಟ್ → ಟ್ರಸ್ಟ್‌ನ; null when the name ends otherwise. */
function kannadaGenitive(name: string): string | null {
  const last = finalLetter(name);
  if (/[\u0CBF\u0CC0\u0CC6\u0CC7\u0CC8]/.test(last)) return `${name}ಯ`;
  if (/[\u0C95-\u0CB9\u0CDE]/.test(last)) return `${name}ದ`;
  if (last === '\u0CC1') return `${name.slice(0, -1)}ಿನ`;
  if (last === '\u0CCD') return `${name}\u200Cನ`;
  return null;
}

/** An office as Kannada names it (one-script.ts writes an English one so: 'The Principal, …' → 'ಪ್ರಾಂಶುಪಾಲರು, …'). */
const OFFICE =
  '(ಪ್ರಾಂಶುಪಾಲ|ಮುಖ್ಯೋಪಾಧ್ಯಾಯ|ಮುಖ್ಯ ಶಿಕ್ಷಕ|ಅಧ್ಯಕ್ಷ|ಉಪಾಧ್ಯಕ್ಷ|(?:ಪ್ರಧಾನ |ಜಂಟಿ )?ಕಾರ್ಯದರ್ಶಿ|ಖಜಾಂಚಿ|ನಿರ್ದೇಶಕ|ವ್ಯವಸ್ಥಾಪಕ|(?:ವ್ಯವಸ್ಥಾಪಕ )?ಧರ್ಮದರ್ಶಿ|ಸಂಚಾಲಕ|ಕುಲಪತಿ|ಸಂಸ್ಥಾಪಕ)(?:ರು|ಗಳು)?';

/** An office printed before its institution ('ಪ್ರಾಂಶುಪಾಲರು, ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ'): one person, addressed by the office. */
const OFFICE_THEN_INSTITUTION = new RegExp(`^${OFFICE}\\s*,\\s*(.+)$`, 'u');

/** An office printed alone ('ಪ್ರಾಂಶುಪಾಲರು'): addressed by it (ಪ್ರಾಂಶುಪಾಲರೇ), never 'ಪ್ರಾಂಶುಪಾಲರು ಅವರೇ'. */
const OFFICE_ALONE = new RegExp(`^${OFFICE}$`, 'u');

/** A body printed before its institution that hosts.ts does not list ('ದೇವಸ್ಥಾನ ಸಮಿತಿ, ಶ್ರೀ … ದೇವಸ್ಥಾನ'; 'ಸಮಿತಿ, …').
 *  A card may print the English word, ಕಮಿಟಿ: Kannada's own word for it is ಸಮಿತಿ. */
const BODY_THEN_INSTITUTION = /^((?:\S.*?)?(?:ಸಮಿತಿ|ಮಂಡಳಿ|ಕಮಿಟಿ))\s*,\s*(.+)$/u;
const COMMITTEE = /ಕಮಿಟಿ$/u;

/** The office as it is called to: ಪ್ರಾಂಶುಪಾಲ → ಪ್ರಾಂಶುಪಾಲರೇ, ಕಾರ್ಯದರ್ಶಿ → ಕಾರ್ಯದರ್ಶಿಗಳೇ. */
function officeVocative(office: string): string {
  return office.endsWith('\u0CBF') ? `${office}ಗಳೇ` : `${office}ರೇ`;
}

/**
 * Whether the letter is written to a body or to an office, not to people at home: an institution,
 * or a host printed as an office or a body (before its institution, or alone) that hosts.ts took
 * for a person ('ಪ್ರಾಂಶುಪಾಲರು', 'ದೇವಸ್ಥಾನ ಕಮಿಟಿ, …'). Such a letter asks after no one's family.
 */
function isBody(to: Slots['host']): boolean {
  if (!to) return false;
  return to.kind === 'institution' || [OFFICE_ALONE, OFFICE_THEN_INSTITUTION, BODY_THEN_INSTITUTION].some((re) => re.test(to.name));
}

/**
 * "Those of <institution>", the respectful way to address a body: ಮಂಡಳಿ → ಮಂಡಳಿಯವರೇ, ಸಂಘ →
 * ಸಂಘದವರೇ; a body printed before its institution ('ಆಡಳಿತ ಮಂಡಳಿ, ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ') is the
 * institution's (ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆಯ ಆಡಳಿತ ಮಂಡಳಿಯವರೇ), and so is an office (ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ
 * ಸಂಸ್ಥೆಯ ಪ್ರಾಂಶುಪಾಲರೇ).
 */
export function kannadaInstitution(name: string): string {
  const alone = OFFICE_ALONE.exec(name);
  if (alone) return officeVocative(alone[1]!);
  const office = OFFICE_THEN_INSTITUTION.exec(name);
  if (office) {
    const of = kannadaGenitive(office[2]!) ?? `${office[2]} ಇದರ`;
    return `${of} ${officeVocative(office[1]!)}`;
  }
  const listed = bodyOfInstitution(name);
  const printedBody = BODY_THEN_INSTITUTION.exec(name);
  const parts = listed ?? (printedBody && { body: printedBody[1]!.replace(COMMITTEE, 'ಸಮಿತಿ'), institution: printedBody[2]! });
  const of = parts && kannadaGenitive(parts.institution);
  // 'ದೇವಸ್ಥಾನ ಸಮಿತಿ, ಶ್ರೀ … ದೇವಸ್ಥಾನ' says its institution twice: ಶ್ರೀ … ದೇವಸ್ಥಾನದ ಸಮಿತಿ.
  const last = parts?.institution.split(/\s+/u).at(-1);
  const body = parts && (parts.body.startsWith(`${last} `) ? parts.body.slice(last!.length + 1) : parts.body);
  const said = of ? `${of} ${body}` : name;
  const genitive = kannadaGenitive(said);
  return genitive ? `${genitive}ವರೇ` : `${said} ಇದರ ಪದಾಧಿಕಾರಿಗಳೇ`;
}

/**
 * How a personal letter in Kannada opens: 'ನಮಸ್ಕಾರ', then the hope that all are well at home. A
 * body, or a host known only officially, is greeted with respect instead.
 */
function greeting(s: Slots): string {
  if (isBody(s.host) || s.relationship === 'official') return 'ಸವಿನಯ ನಮಸ್ಕಾರಗಳು.';
  if (s.host && !s.host.isGroup) return 'ನಮಸ್ಕಾರ. ತಾವು ಹಾಗೂ ಮನೆಯವರೆಲ್ಲರೂ ಕ್ಷೇಮವೆಂದು ಭಾವಿಸುತ್ತೇನೆ.';
  // A couple is 'you two' (ತಾವಿಬ್ಬರೂ), and their household is asked after with them.
  if (s.host?.count === 2) return 'ನಮಸ್ಕಾರ. ತಾವಿಬ್ಬರೂ ಹಾಗೂ ಮನೆಯವರೆಲ್ಲರೂ ಕ್ಷೇಮವೆಂದು ಭಾವಿಸುತ್ತೇನೆ.';
  return 'ನಮಸ್ಕಾರ. ತಾವೆಲ್ಲರೂ ಕ್ಷೇಮವೆಂದು ಭಾವಿಸುತ್ತೇನೆ.';
}

/** Events whose card brings news a friend is glad of (a wedding, a new home, a child's name): the personal letter opens with it. */
const NEWS: ReadonlySet<EventType> = new Set<EventType>(['wedding', 'engagement', 'housewarming', 'naming', 'thread-ceremony', 'inauguration']);

/**
 * How the personal letter opens after the greeting: glad of the card and of the event itself, as one
 * writes to someone one knows ('ಮದುವೆಯ ಸಿಹಿ ಸುದ್ದಿ ಹೊತ್ತು ತಂದ ತಮ್ಮ ಕರೆಯೋಲೆ ಕೈಸೇರಿ…'), not the formal
 * letter's '<date> <venue> ನಡೆಯಲಿರುವ …ಕ್ಕೆ'; the day and the place come with the answer. A body or an
 * official contact sends an ಆಮಂತ್ರಣ 'with regard' (ಆದರದಿಂದ); a friend a ಕರೆಯೋಲೆ 'with love'.
 */
function personalOpening(s: Slots, respectful: boolean): string {
  const card = respectful ? 'ಆಮಂತ್ರಣ' : 'ಕರೆಯೋಲೆ';
  // An unnamed 'other' event is just 'your card': a bare 'ಕಾರ್ಯಕ್ರಮಕ್ಕೆ' says nothing.
  const name = s.eventName ? kannadaEventName(s.eventName) : s.type === 'other' ? '' : EVERYDAY_EVENT[s.type];
  const glad = 'ಕೈಸೇರಿ ತುಂಬಾ ಸಂತೋಷವಾಯಿತು.';
  const first =
    name && !respectful && NEWS.has(s.type)
      ? `${kannadaGenitive(name) ?? `${name} ಕಾರ್ಯಕ್ರಮದ`} ಸಿಹಿ ಸುದ್ದಿ ಹೊತ್ತು ತಂದ ತಮ್ಮ ${card} ${glad}`
      : join(name && (kannadaDative(name) ?? `${name} ಕಾರ್ಯಕ್ರಮಕ್ಕೆ`), `ತಾವು ${respectful ? 'ಆದರದಿಂದ' : 'ಪ್ರೀತಿಯಿಂದ'} ಕಳುಹಿಸಿದ ${card} ${glad}`);
  // 'ದೊಡ್ಡತನ' (largeness of heart): being remembered is the host's kindness, said once, without 'ಮನಸ್ಸು' or 'ಎನಿಸಿತು'.
  return `${first} ಇಂತಹ ${OCCASION[s.type]} ಸಂದರ್ಭದಲ್ಲಿ ನನ್ನನ್ನೂ ಮರೆಯದೆ ನೆನಪಿಸಿಕೊಂಡಿರುವುದು ತಮ್ಮ ದೊಡ್ಡತನ.`;
}

/**
 * The day and the place as the personal letter says them, with the answer: without the official
 * 'ದಿನಾಂಕ' (the venue keeps its printed form in brackets, by which it can be found).
 */
function dayAndPlace(s: Slots): string {
  return join(s.when.replace(/^ದಿನಾಂಕ\s+/u, ''), s.where);
}

/** A name with a title, for "<name> ದಂಪತಿಗಳೇ" when the card put the title on the couple. */
const withTitle = (name: string) => (/^(?:ಶ್ರೀ|ಡಾ)/u.test(name) ? name : `ಶ್ರೀ ${name}`);

export const kannada: LanguagePack = {
  script: SCRIPT,
  months: KANNADA_MONTHS,
  weekdays: KANNADA_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'ಮುಂಜಾನೆ', morning: 'ಬೆಳಿಗ್ಗೆ', afternoon: 'ಮಧ್ಯಾಹ್ನ', evening: 'ಸಂಜೆ', night: 'ರಾತ್ರಿ' },
      at: (c) => `${c} ಗಂಟೆಗೆ`,
      from: (c) => `${c} ಗಂಟೆಯಿಂದ`,
      range: (a, b) => `${a} ಗಂಟೆಯಿಂದ ${b} ಗಂಟೆಯವರೆಗೆ`,
      label: 'ಸಮಯ',
    },
    SCRIPT,
  ),
  // Case endings join a number (2027ರೊಳಗೆ, 2027ರಂದು), as the press writes them; a weekday takes -ದಂದು.
  replyBefore: (date) => `ತಮ್ಮ ಕೋರಿಕೆಯಂತೆ ${withEnding(date, 'ರೊಳಗೆ', 'ದೊಳಗೆ', ' ಒಳಗೆ')} ನಮ್ಮ ಉತ್ತರವನ್ನು ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ.`,
  onDate: (date) => {
    // A month without a day ('ಮಾರ್ಚ್ 2027') is 'in', not 'on': ಮಾರ್ಚ್ 2027ರಲ್ಲಿ.
    const digits = toAsciiDigits(date);
    if (/\d/u.test(digits) && !/(?:^|\D)\d{1,2}(?!\d)/u.test(digits)) return withEnding(date, 'ರಲ್ಲಿ', 'ದಲ್ಲಿ', ' ರಲ್ಲಿ');
    const on = withEnding(date, 'ರಂದು', 'ದಂದು', ' ರಂದು');
    return /^[\d೦-೯]/.test(date) ? `ದಿನಾಂಕ ${on}` : on;
  },
  atVenue: (venue) => kannadaLocative(venue) ?? `${venue} ಇಲ್ಲಿ`,

  salutation(to, variant, relationship) {
    // A board, a school or an office, or a host known officially, is written to with respect in either letter: 'ಆತ್ಮೀಯ' (dear) is for people one knows.
    const dear = variant === 'normal' || isBody(to) || relationship === 'official' ? 'ಮಾನ್ಯ' : 'ಆತ್ಮೀಯ';
    if (!to) return variant === 'normal' ? 'ಮಾನ್ಯರೇ,' : 'ಆತ್ಮೀಯರೇ,';
    // The name arrives without "ಅವರ"/"ಅವರು" (see hosts.ts), so "ಅವರೇ" is added once.
    if (isBody(to)) return `${dear} ${kannadaInstitution(to.name)},`;
    if (to.kind === 'couple') return `${dear} ${withTitle(to.core)} ದಂಪತಿಗಳೇ,`;
    if (to.kind === 'family') {
      // "… ಮತ್ತು ಕುಟುಂಬ" is addressed as the family: "… ಮತ್ತು ಕುಟುಂಬದವರೇ". A surname alone is the family's
      // name ('Rao Family', which one-script.ts writes 'ರಾವ್ ಮತ್ತು ಕುಟುಂಬ'): ರಾವ್ ಕುಟುಂಬದವರೇ.
      const name = /\s/u.test(to.core) ? to.name : to.name.replace(/\s+ಮತ್ತು\s+(?=ಕುಟುಂಬ)/u, ' ');
      if (/ಕುಟುಂಬ(?:ದವರು)?$/u.test(name)) return `${dear} ${name.replace(/ಕುಟುಂಬ(?:ದವರು)?$/u, 'ಕುಟುಂಬದವರೇ')},`;
      return `${dear} ${to.core}${/\s/u.test(to.core) ? ' ಮತ್ತು' : ''} ಕುಟುಂಬದವರೇ,`;
    }
    return `${dear} ${to.name} ಅವರೇ,`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    const body = isBody(s.host);
    if (variant === 'normal') {
      const invitedTo = join(s.when, s.where, 'ನಡೆಯಲಿರುವ', toEvent(s));
      return [
        `${invitedTo} ತಾವು ಆದರದಿಂದ ಕಳುಹಿಸಿರುವ ಆಹ್ವಾನ ಪತ್ರಿಕೆ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮನ್ನು ಸ್ಮರಿಸಿಕೊಂಡಿದ್ದಕ್ಕಾಗಿ ತಮಗೆ ಹೃತ್ಪೂರ್ವಕ ಧನ್ಯವಾದಗಳು.`,
        WISHES[s.type].normal,
        normalAnswer(s),
      ];
    }
    const respectful = body || s.relationship === 'official';
    return [
      join(greeting(s), personalOpening(s, respectful), relationshipLine(s, body)),
      join(honoreeBlessing(s), WISHES[s.type].finetuned),
      // A family is sent its 'ನೆನಕೆಗಳು' (remembrances), as letters between homes do; an institution's circle its 'ವಂದನೆಗಳು'.
      `${personalAnswer(s, dayAndPlace(s))}${regardsTo(s, (each) => {
        // An office or a body hosts.ts took for a person has colleagues, not a family, to greet.
        const circle = body ? 'inauguration' : each;
        return ` ${CIRCLE[circle]} ನನ್ನ ${circle === 'inauguration' ? 'ವಂದನೆಗಳನ್ನು' : 'ನೆನಕೆಗಳನ್ನು'} ತಿಳಿಸಿ.`;
      })}${org ? ` ${org} ಬಳಗವೂ ತಮಗೆ ಶುಭ ಕೋರುತ್ತದೆ.` : ''}`,
    ];
  },

  // 'ತಮ್ಮ ವಿಶ್ವಾಸಿ' is the same for a man and a woman. A personal letter signs off with 'ಇಂತಿ' (thus) alone,
  // as Kannada letters do: its wishes already end in 'ಹಾರೈಸುತ್ತೇನೆ', which 'ಶುಭ ಹಾರೈಕೆಗಳೊಂದಿಗೆ' would repeat.
  closing: (variant) => (variant === 'normal' ? ['ಗೌರವಪೂರ್ವಕ ವಂದನೆಗಳೊಂದಿಗೆ,', 'ತಮ್ಮ ವಿಶ್ವಾಸಿ,'] : ['ಇಂತಿ ತಮ್ಮ ವಿಶ್ವಾಸಿ,']),
};
