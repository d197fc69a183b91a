/**
 * Finds whom the event honours, for the letter's blessing: the couple of a wedding, the child
 * of a naming or thread ceremony, the one whose birthday it is, and the age a birthday card
 * prints ('1st birthday', 'turns 60', 'प्रथम जन्मदिन', 'ಪ್ರಥಮ ವರ್ಷದ ಹುಟ್ಟುಹಬ್ಬ').
 *
 * The names are the celebrated people `invitation-celebrants.ts` finds, the same ones the hosts
 * list folds in; committees and temples are left out, as no one blesses a committee. The chief
 * guest is left to the configured reader: cards name guests among officials too loosely for rules.
 */
import type { EventType, Honoree } from '@shared/schemas/invitations';
import { celebratedPeople } from './invitation-celebrants';
import { cleanHost, withoutNotes } from './invitation-hosts';

// A wedding honours two; a naming, thread ceremony or birthday one child or person, and a second
// name found there is more often a parent's line than a twin.
const ONE_PERSON: EventType[] = ['naming', 'thread-ceremony', 'birthday'];
const MAX_NAMES = 2;
const MAX_AGE = 120;

// Ordinal words for the birthdays cards spell out, mapped to digits so every language's letter
// can word the age its own way.
const AGE_WORDS: Record<string, string> = {
  first: '1', second: '2', third: '3', fourth: '4', fifth: '5',
  'प्रथम': '1', 'पहला': '1', 'पहले': '1', 'पहली': '1',
  'ಪ್ರಥಮ': '1', 'ಮೊದಲ': '1', 'ಮೊದಲನೇ': '1', 'ಮೊದಲನೆಯ': '1',
};
// Indic words have no \b: a word ends where no letter or mark follows. Digits may run into
// their suffix ('5वें', '3ನೇ'), so only the words need the end.
const START = '(?<![\\p{L}\\p{M}\\p{N}])';
const AGE = `(\\d{1,3}(?!\\d)|(?:${Object.keys(AGE_WORDS).join('|')})(?![\\p{L}\\p{M}]))`;
const AGE_PATTERNS = [
  // '1st birthday', '60th Birthday', "1st b'day", 'first birthday'
  new RegExp(`${START}${AGE}(?:\\s*(?:st|nd|rd|th))?\\s+(?:birthday|b'?day)`, 'iu'),
  // 'turns 60', 'is turning 1'
  new RegExp(`${START}turn(?:s|ing)\\s+(\\d{1,3})(?![\\p{L}\\p{N}])`, 'iu'),
  // '60वें जन्मदिन', 'प्रथम जन्मदिवस'
  new RegExp(`${START}${AGE}\\s*(?:वें|वीं|वाँ|वां|वा)?\\s*(?:जन्मदिन|जन्मदिवस|वर्षगांठ)`, 'u'),
  // '1ನೇ ಹುಟ್ಟುಹಬ್ಬ', 'ಪ್ರಥಮ ವರ್ಷದ ಹುಟ್ಟುಹಬ್ಬ', '60ನೇ ವರ್ಷದ ಜನ್ಮದಿನ'
  new RegExp(`${START}${AGE}\\s*(?:ನೇ|ನೆಯ)?\\s*(?:ವರ್ಷದ\\s*)?(?:ಹುಟ್ಟುಹಬ್ಬ|ಜನ್ಮದಿನ)`, 'u'),
];

/**
 * Whom the event honours and, for a birthday, the age printed; undefined when the card names no
 * one and prints no age, so such a reading stays as it was.
 */
export function findHonoree(allLines: string[], eventType: EventType): Honoree | undefined {
  const lines = withoutNotes(allLines);
  const names = distinctNames(celebratedPeople(lines, eventType)).slice(0, ONE_PERSON.includes(eventType) ? 1 : MAX_NAMES);
  const age = eventType === 'birthday' ? findAge(lines) : '';
  if (names.length === 0 && !age) return undefined;
  return { names, age, chiefGuest: '' };
}

/** The age a birthday card prints, as digits ('1', '60'); '' if none. */
export function findAge(lines: string[]): string {
  for (const line of lines) {
    for (const pattern of AGE_PATTERNS) {
      const match = pattern.exec(line);
      if (!match) continue;
      const age = AGE_WORDS[match[1].toLowerCase()] ?? String(Number(match[1]));
      if (Number(age) >= 1 && Number(age) <= MAX_AGE) return age;
    }
  }
  return '';
}

/** The names cleaned as the hosts are, once each; a fuller form replaces a shorter one in place. */
function distinctNames(candidates: string[]): string[] {
  const names: string[] = [];
  for (const candidate of candidates) {
    const name = cleanHost(candidate);
    if (!name) continue;
    const key = name.toLowerCase();
    if (names.some((n) => n.toLowerCase().includes(key))) continue;
    const shorter = names.findIndex((n) => key.includes(n.toLowerCase()));
    if (shorter >= 0) names[shorter] = name;
    else names.push(name);
  }
  return names;
}
