/**
 * Names a card sets apart in large type, found by where they stand rather than by a title
 * before them (many modern cards print no 'Chi.' or 'Shri'):
 * - around a line that is only 'and' / '&' / 'weds' / 'ಮತ್ತು' (the couple, one name stacked
 *   over the other: 'SUCHITRA' / 'MUTHU' / 'and' / 'K SURENDER' / 'KARTHIK'),
 * - just below the event's heading ('BIRTHDAY CELEBRATIONS' / 'Vashishka', 'ಶುಭವಿವಾಹ' / 'ಸಂಗೀತಾ'),
 * - at the very top of a card that speaks in the first person ('Binyamin' / 'Nasla' / 'We want
 *   to share happiness … celebrate our Nikah').
 * OCR reads ornaments as short stray lines ('D', 'J'), so these split the names, never end them.
 */
import { INVITE_VERB, isFieldLine } from '../card/card-lines';
import { CELEBRANT_TITLES, CEREMONY_WORDS, EVENT_KEYWORDS, HONORIFICS, INVITATION_WORDS, PARENTAGE_WORDS } from '../languages/invitation-words';
import { hasEventWord } from './invitation-event';
import { trimPunctuation, wordsPattern } from '../text/script-text';
import { findNearWord } from '../text/near-words';
import { nameIn } from './invitation-celebrants';
import { isJoinerLine } from '../text/joined-names';

const HONORIFIC_AT_START = new RegExp(`^[^\\p{L}]*(?:${wordsPattern(HONORIFICS, { wholeIndic: true }).source})`, 'iu');
const CELEBRANT_TITLE_AT_START = new RegExp(`^[^\\p{L}]*(?:(?:${wordsPattern(CELEBRANT_TITLES, { wholeIndic: true }).source})[\\s.:॥|]*)+`, 'iu');
// A line opening with 'S/o', 'D/o', 'Son of' names the parents under a name ('S/o Mr. & Mrs.
// Suresh Nair'), never part of it. ('ഞങ്ങളുടെ മകൻ അനൂപ്', "our son Anoop", names the son.)
const PARENTAGE_AT_START = new RegExp(
  `^[^\\p{L}]*(?:${wordsPattern(PARENTAGE_WORDS, { wholeIndic: true }).source}|[SDW]\\s?/\\s?o(?![A-Za-z]))`,
  'iu',
);
// Event keywords are refused by `nameIn` and found by `hasEventWord`: only these are added.
const CEREMONY_WORD = wordsPattern([...CEREMONY_WORDS, ...INVITATION_WORDS], { inCompounds: true });
const INDIC_EVENT_WORDS = Object.values(EVENT_KEYWORDS).flat().filter((w) => !/[A-Za-z]/.test(w));
// Words of the sentences around names ('TOGETHER WITH THEIR FAMILIES', 'SAVE THE DATE'): set in
// capitals they pass the lower-case test of `nameIn`, so they are refused by their words.
const SENTENCE_WORD =
  /(?<![A-Za-z])(?:the|with|their|our|your|you|we|us|to|of|for|in|at|on|is|are|and|together|join|please|save|date|families|family|blessings|presence|request|honour|honor|love|happiness|new|journey|begins)(?![A-Za-z])/i;
// A heading names the event in a few words on a line of its own.
const HEADING_MAX_CHARS = 40;
// How far a block reads: printed lines (blank ones are not counted).
const BLOCK_LINES = 4;
const FIRST_PERSON = /(?<![A-Za-z])(?:we|our|us)(?![A-Za-z])|ഞങ്ങ|हम|ನಾವು|ನಮ್ಮ|நாங்கள்|எங்கள்|మేము|మా\s/iu;

/**
 * A person's name alone on its line: no sentence, event, weekday or field; without the title
 * of a bride or groom ('ಚಿ.ಸೌ. ಕಾವ್ಯ' → 'ಕಾವ್ಯ'). A line with a host's title ('Mr. & Mrs. …') is
 * the inviters', found by the rules for them.
 */
export function personNameIn(line: string): string {
  if (HONORIFIC_AT_START.test(line) || SENTENCE_WORD.test(line) || CEREMONY_WORD.test(line) || PARENTAGE_AT_START.test(line)) return '';
  return nameIn(line.replace(CELEBRANT_TITLE_AT_START, ''));
}

/** The couple around a lone 'and' / '&' line: the name lines just above it and just below. */
export function aroundSeparators(lines: string[]): string[] {
  for (let i = 1; i < lines.length - 1; i++) {
    if (!isJoinerLine(lines[i])) continue;
    const above = nameBlock(lines, i - 1, -1);
    const below = nameBlock(lines, i + 1, 1);
    if (above.length > 0 && below.length > 0) return [above.join(' '), below.join(' ')];
  }
  return [];
}

/** The names just below the heading that names the event (up to two, split by an ornament line). */
export function belowEventHeading(lines: string[]): string[] {
  const heading = lines.findIndex((line) => isEventHeading(line));
  if (heading < 0) return [];
  let start = heading + 1;
  // A heading may run over two lines ('BIRTHDAY' / 'CELEBRATIONS').
  while (start < lines.length && (lines[start].trim() === '' || isEventHeading(lines[start]))) start++;
  return namesFrom(lines, start);
}

/** The names the card opens with, when the card then speaks as 'we' (the couple's own card). */
export function openingNames(lines: string[]): string[] {
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return [];
  const names = namesFrom(lines, first, Infinity);
  const after = lines.slice(first).findIndex((line) => line.trim() !== '' && !personNameIn(line) && !isOrnament(line));
  if (names.length === 0 || after < 0) return [];
  const next = lines.slice(first + after, first + after + 3).join(' ');
  return FIRST_PERSON.test(next) ? names : [];
}

/**
 * Name lines from `start` on, grouped: an ornament line or an 'and' line starts a new group;
 * anything else (a sentence, a field) ends the block. At most two groups, as a couple.
 */
function namesFrom(lines: string[], start: number, maxGroups = 2): string[] {
  const groups: string[][] = [[]];
  for (let j = start, seen = 0; j < lines.length && seen < BLOCK_LINES; j++) {
    const line = lines[j];
    if (line.trim() === '') continue;
    seen++;
    const name = isJoinerLine(line) ? '' : personNameIn(line);
    // A groom's or bride's title starts another person ('చి. రవికుమార్' / 'చి.ల.సౌ. లక్ష్మి').
    if (name && CELEBRANT_TITLE_AT_START.test(line) && groups[groups.length - 1].length > 0) groups.push([name]);
    else if (name) groups[groups.length - 1].push(name);
    else if (isOrnament(line) || isJoinerLine(line)) groups.push([]);
    else break;
  }
  return groups.filter((g) => g.length > 0).map((g) => g.join(' ')).slice(0, maxGroups);
}

/** Name lines next to `from`, read in direction `step` until any other line (blank lines skipped). */
function nameBlock(lines: string[], from: number, step: 1 | -1): string[] {
  const names: string[] = [];
  for (let j = from, seen = 0; j >= 0 && j < lines.length && seen < 2; j += step) {
    if (lines[j].trim() === '') {
      if (names.length > 0) break;
      continue;
    }
    seen++;
    const name = isJoinerLine(lines[j]) ? '' : personNameIn(lines[j]);
    if (!name) break;
    // Read downwards, a titled line is another person; read upwards, the title opens this one.
    if (names.length > 0 && CELEBRANT_TITLE_AT_START.test(step === 1 ? lines[j] : lines[j - step])) break;
    names.push(name);
  }
  return step === 1 ? names : names.reverse();
}

/** A line of one or two stray marks: what OCR makes of a flourish, an '&' or a heart. */
function isOrnament(line: string): boolean {
  const text = line.replace(/\s+/g, '');
  return text.length <= 2 && !/\d/.test(text);
}

function isEventHeading(line: string): boolean {
  const text = trimPunctuation(line);
  if (text === '' || text.length > HEADING_MAX_CHARS || isFieldLine(line) || INVITE_VERB.test(line)) return false;
  // A heading OCR misread by a letter ('ಶುಭಪಿವಾಹ') is still the heading (see invitation-event.ts).
  return hasEventWord(text) || CEREMONY_WORD.test(text) || (/[^\x00-\x7F]/.test(text) && findNearWord(text, INDIC_EVENT_WORDS) !== null);
}
