/**
 * Finds whom the event is for: the couple of a wedding or engagement, the child of a thread,
 * naming or birthday ceremony, the committee or temple of a festival. The inviters (parents,
 * family) are found by `invitation-hosts.ts`; cards name both.
 *
 * Designed cards set these names large, alone on their lines, among ornaments that OCR reads
 * as stray letters; so a name line is cleaned to its name-like words first ('i A| Priyadarshana
 * D B [158' → 'Priyadarshana D B'). Names are found three ways: after a title ('Chi.', 'Selvi',
 * 'चि.', 'ಸೌ.', 'വധു'), on the line above the parents' line ('(… ಜ್ಯೇಷ್ಠ ಪುತ್ರಿ)', 'S/o …'), and
 * after the words that lead to them ('the wedding of', 'of our daughter').
 */
import type { EventType } from '@shared/schemas/invitations';
import { INVITE_VERB, isFieldLine } from '../card/card-lines';
import {
  ADDRESS_WORDS,
  CELEBRANT_LEADS,
  CELEBRANT_TITLES,
  EVENT_KEYWORDS,
  HONORIFICS,
  OPENING_LEADS,
  ORGANISATION_WORDS,
  PARENTAGE_WORDS,
  SALUTATION_WORDS,
  VENUE_WORDS,
} from '../languages/invitation-words';
import { MONTH_SPELLINGS, WEEKDAY_WORDS } from '../languages/date-words';
import { trimPunctuation, wordsPattern } from '../text/script-text';
import { hasInvocationWord, isInvocation } from '../text/invocations';
import { isJoinerLine, withoutJoinerAtStart } from '../text/joined-names';

// A label may come first: 'ಮಗುವಿನ ಹೆಸರು : ಕು|| ಅನ್ವಿತಾ' (the baby's name), 'वर : चि. राहुल'.
const TITLE_AT_START = new RegExp(
  `^(?:[^:\\n]{2,30}:\\s*|[^\\p{L}]*\\S{1,2}[^\\p{L}\\s]*\\s+)?[^\\p{L}]*(?:${wordsPattern(CELEBRANT_TITLES, { wholeIndic: true }).source})[\\s.:॥|]*`,
  'iu',
);
// The child's title after the parents' words on their line: 'ஆகியோரின் மகள் செல்வி. இரா. நந்தினி' (their daughter Selvi …).
const TITLE_AFTER_CHILD = new RegExp(
  `(?:${wordsPattern(PARENTAGE_WORDS, { wholeIndic: true }).source})[\\s,]+(?:${wordsPattern(CELEBRANT_TITLES, { wholeIndic: true }).source})[\\s.:॥|]*`,
  'iu',
);
const HONORIFIC_AT_START = new RegExp(`^[^\\p{L}]*(?:${wordsPattern(HONORIFICS, { wholeIndic: true }).source})`, 'iu');
const PARENTAGE = wordsPattern(PARENTAGE_WORDS);
// 'அவர்களின் புதல்வி' (their daughter): a line ending on the relation names no one ('ഞങ്ങളുടെ മകൻ
// അനൂപ്', our son Anoop, does).
const ENDS_ON_CHILD = new RegExp(`(?:${wordsPattern(PARENTAGE_WORDS, { wholeIndic: true }).source})[^\\p{L}\\p{M}]*$`, 'iu');
const LEAD = wordsPattern(CELEBRANT_LEADS);
const ORGANISATION = wordsPattern([...ORGANISATION_WORDS, 'family']);
const SALUTATION = wordsPattern(SALUTATION_WORDS);
// Words that never stand in a name line: events, months, places (short abbreviations such as
// 'ता' for taluk only as whole words, or they would be found inside names).
// Short event words only whole: 'ಪೂಜಾ' is inside the surname 'ಪೂಜಾರಿ', 'होम' inside 'होमनाथ'.
const EVENT_WORDS = Object.values(EVENT_KEYWORDS).flat();
const SHORT_WORD = 5;
const NOT_A_NAME = [
  wordsPattern(EVENT_WORDS.filter((w) => [...w].length >= SHORT_WORD), { inCompounds: true }),
  wordsPattern(EVENT_WORDS.filter((w) => [...w].length < SHORT_WORD), { wholeIndic: true }),
  wordsPattern([...MONTH_SPELLINGS.flat().filter((w) => w.length > 3), ...WEEKDAY_WORDS, ...VENUE_WORDS, ...ADDRESS_WORDS], { wholeIndic: true }),
  // The lagna a muhurtham falls in ('கன்யா லக்னத்தில்', 'ಕಟಕ ಲಗ್ನ'): an hour, not a person.
  wordsPattern(['lagna', 'lagnam', 'lagnamu', 'लग्न', 'ಲಗ್ನ', 'லக்ன', 'லக்கின', 'లగ్న', 'ലഗ്ന']),
];
const RITES_THAT_ARE_NAMES = new RegExp(
  wordsPattern(['abhishek', 'aarti', 'arati', 'pooja', 'puja', 'archana', 'अभिषेक', 'आरती', 'पूजा', 'अर्चना', 'ಅಭಿಷೇಕ್', 'ಆರತಿ', 'ಪೂಜಾ', 'ಅರ್ಚನಾ', 'அபிஷேக்', 'ஆர்த்தி', 'பூஜா', 'அர்ச்சனா', 'అభిషేక్', 'ఆరతి', 'పూజ', 'అర్చన', 'അഭിഷേക്', 'ആരതി', 'പൂജ', 'അർച്ചന'], { wholeIndic: true }).source,
  'giu',
);
// An event's word at the start of the words that follow, after an ordinal or a word or two ('1st Birthday Bash', 'Naming Ceremony').
const EVENT_AFTER = new RegExp(`^(?:\\d+(?:st|nd|rd|th)?\\s+)?(?:\\p{L}+\\s+){0,2}?(?:${wordsPattern(Object.values(EVENT_KEYWORDS).flat()).source})`, 'iu');
const EVENT_LINE_END = new RegExp(`(?:${wordsPattern(Object.values(EVENT_KEYWORDS).flat()).source})[^\\p{L}]*$`, 'iu');
const LEAD_WINDOW = 7;
const MAX_NAME_WORDS = 5;

/** The people or body the event is for, as printed, most surely named first; [] if none. */
export function findCelebrants(lines: string[], eventType: EventType): string[] {
  const people = celebratedPeople(lines, eventType);
  const opened = eventType === 'inauguration' ? openedBusiness(lines) : [];
  const bodies = ['religious', 'inauguration', 'other'].includes(eventType) ? [...opened, ...organisations(lines, eventType === 'religious')] : [];
  return eventType === 'religious' || eventType === 'inauguration' ? [...bodies, ...people] : [...people, ...bodies];
}

/**
 * The people the event is for (the couple, the child), most surely named first, without the
 * committee or temple of a festival; [] for events held for no one (a puja, an opening, a new home).
 */
export function celebratedPeople(lines: string[], eventType: EventType): string[] {
  if (['religious', 'inauguration', 'housewarming'].includes(eventType)) return [];
  return [...afterTitles(lines), ...aboveParentage(lines), ...belowTheirChild(lines), ...afterLeads(lines), ...wedsLines(lines), ...possessiveOfEvent(lines)];
}

// "Aarush's" before the event it is his ('Aarush's / 1st Birthday Bash', "Riya's Naming Ceremony").
const POSSESSIVE_NAME = /(?<![A-Za-z])([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)['’]s(?![A-Za-z])/;

/** The name whose possessive the event's name follows, on its line or the next. */
function possessiveOfEvent(lines: string[]): string[] {
  for (let i = 0; i < lines.length; i++) {
    const m = POSSESSIVE_NAME.exec(lines[i]!);
    if (!m) continue;
    const after = `${lines[i]!.slice(m.index + m[0].length)} ${lines[i + 1] ?? ''}`;
    const name = nameIn(m[1]!);
    if (name && EVENT_AFTER.test(after.trim())) return [name];
  }
  return [];
}

/**
 * The name on the line under 'their son' / 'ஆகியோரின் புதல்வன்' / 'के सुपुत्र', with whatever
 * title it bears ('திரு. மு. செந்தில்குமார் B.E.,').
 */
function belowTheirChild(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!ENDS_ON_CHILD.test(line)) return;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
    const rest = next.replace(TITLE_AT_START, '').replace(HONORIFIC_AT_START, '').split(/[,(]/)[0]!;
    const name = nameIn(rest.replace(/(?:\s+[A-Z][A-Za-z]?\.(?:\s?[A-Z][A-Za-z]?\.?)*)+\s*$/, ''), { titled: true });
    if (name) found.push(name);
  });
  return found;
}

// 'Priya weds Arjun', 'Priya with Arjun': the couple on one line, joined by a word no name holds.
const COUPLE_JOINER = /\s+(?:weds|with)\s+/i;
const WEDS = /\s+weds\s+/i;

/** The two names of a headline 'Priya weds Arjun', wherever it stands; [] if no line is one. */
function wedsLines(lines: string[]): string[] {
  for (const line of lines) {
    const parts = line.split(WEDS);
    if (parts.length !== 2) continue;
    const names = parts.map((part) => nameIn(part));
    if (names.every(Boolean)) return names;
  }
  return [];
}

function afterTitles(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const title = TITLE_AT_START.exec(line) ?? TITLE_AFTER_CHILD.exec(line);
    if (!title) return;
    const rest = line.slice(title.index + title[0].length).split(/[,(]|\bD\s?\/\s?o\b|\bS\s?\/\s?o\b/iu)[0];
    const name = nameIn(rest, { titled: true }) || (lines[i + 1] !== undefined && !TITLE_AT_START.test(lines[i + 1]) ? nameIn(lines[i + 1]) : '');
    if (name) found.push(name);
  });
  return found;
}

function aboveParentage(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!PARENTAGE.test(line) || i === 0) return;
    const above = lines[i - 1];
    if (HONORIFIC_AT_START.test(above) || PARENTAGE.test(above) || isFieldLine(above)) return;
    const name = nameIn(above);
    if (name) found.push(name);
  });
  return found;
}

/** Names in the lines after 'the wedding of', grouped at 'and' / '&' / 'ಮತ್ತು'. */
function afterLeads(lines: string[]): string[] {
  for (let i = 0; i < lines.length; i++) {
    const lead = LEAD.exec(lines[i]);
    const ofBelow = EVENT_LINE_END.test(lines[i]) && /^[^\p{L}]*of[^\p{L}]*$/iu.test(lines[i + 1] ?? '');
    // 'cordially invite you to' / 'celebrate the marriage of': a sentence OCR garbled still ends in 'of'.
    const invitedOf = i > 0 && INVITE_VERB.test(lines[i - 1]) && /(?<![A-Za-z])of[^\p{L}]*$/iu.test(lines[i]);
    if (!lead && !ofBelow && !invitedOf) continue;
    const groups: string[][] = [[]];
    const onLine = lead ? lines[i].slice(lead.index + lead[0].length) : '';
    for (const part of onLine.split(/\s+(?:and|&|weds)\s+/i)) {
      const name = nameIn(part);
      if (name) groups.push([name], []);
    }
    for (let j = i + (ofBelow ? 2 : 1); j < Math.min(lines.length, i + LEAD_WINDOW); j++) {
      const line = lines[j];
      if (isFieldLine(line) || INVITE_VERB.test(line) || PARENTAGE.test(line)) break;
      if (isJoinerLine(line, { strayLetter: true })) {
        groups.push([]);
        continue;
      }
      const couple = line.split(COUPLE_JOINER).map((part) => nameIn(part));
      if (couple.length === 2 && couple.every(Boolean)) {
        groups.push(...couple.map((name) => [name]), []);
        continue;
      }
      const name = nameIn(line);
      if (name) groups[groups.length - 1].push(name);
    }
    const names = groups.filter((g) => g.length > 0).map((g) => g.join(' '));
    if (names.length > 0) return names.slice(0, 2);
  }
  return [];
}

// A church, a mosque or a temple holds its own feast, urs or festival ('OUR LADY OF HEALTH CHURCH').
const PLACE_OF_WORSHIP = wordsPattern(['temple', 'church', 'parish', 'masjid', 'dargah', 'gurudwara', 'gurdwara', 'cathedral', 'basilica']);

const OPENING_LEAD = wordsPattern(OPENING_LEADS, { wholeIndic: true, flags: 'g' });
const QUOTED = /[“"‘'«]([^”"’'»]{3,60})[”"’'»]/u;
// What follows the lead before the name: the kind of place ('వస్త్ర దుకాణము', 'ಮಳಿಗೆ', 'showroom').
const KIND_OF_PLACE_WORDS = 2;

/**
 * The business an opening is for, named after 'the inauguration of our' / 'ನಮ್ಮ ನೂತನ ಮಳಿಗೆ': in
 * quotes on the lead's line, or alone on the next line ('SMILE ARC', 'శ్రీ లక్ష్మీ గణపతి వస్త్రాలయం').
 */
function openedBusiness(lines: string[]): string[] {
  for (let i = 0; i < lines.length; i++) {
    const lead = [...lines[i].matchAll(OPENING_LEAD)].at(-1);
    if (!lead) continue;
    const after = lines[i].slice(lead.index + lead[0].length);
    const quoted = QUOTED.exec(after)?.[1];
    const next = lines.slice(i + 1).find((line) => line.trim() !== '');
    const name = quoted ?? (wordsOf(after).length <= KIND_OF_PLACE_WORDS && next && !/\d/.test(next) && !isFieldLine(next) && !readsAsSentence(next) && !EVENT_LINE_END.test(next) ? next : '');
    const cleaned = name ? cleanOrganisation(name) : '';
    if (cleaned) return [cleaned];
  }
  return [];
}

/** The committee, trust or temple that hosts: 'ಶಾರದೋತ್ಸವ ಸಮಿತಿ', 'Khanzode and Ambokar Family'. */
function organisations(lines: string[], worship = false): string[] {
  return lines
    .filter((line) => (ORGANISATION.test(line) || (worship && PLACE_OF_WORSHIP.test(line))) && !isFieldLine(line) && !INVITE_VERB.test(line) && !hasInvocationWord(line) && !readsAsSentence(line))
    .map((line) => cleanOrganisation(line))
    .filter(Boolean)
    .slice(0, 2);
}

function cleanOrganisation(line: string): string {
  const words = wordsOf(line);
  const text = trimPunctuation(words.join(' '));
  return text.length >= 4 && text.length <= 90 ? text : '';
}

/**
 * The name a line holds, or '' if it reads as a sentence, a field or ornaments: the words of the
 * line's main script, capitalised in Latin, without stray marks.
 */
export function nameIn(line: string, { titled = false }: { titled?: boolean } = {}): string {
  line = withoutJoinerAtStart(line);
  // After a groom's or bride's title, a rite's word is their name ('चि. अभिषेक', 'Chi. Pooja').
  const tested = titled ? line.replace(RITES_THAT_ARE_NAMES, ' ') : line;
  if (!line || isFieldLine(line) || INVITE_VERB.test(line) || NOT_A_NAME.some((p) => p.test(tested)) || isInvocation(line) || SALUTATION.test(line) || ENDS_ON_CHILD.test(line)) return '';
  // A line ending on 'of' leads to the names below ('THE FUTURE OF', 'THE MARRIAGE OF'); it is none.
  if (/(?<![A-Za-z])(?:of|for|to)[^\p{L}]*$/iu.test(line)) return '';
  // A pronoun makes a phrase ('THEIR SISTER', 'OUR DAUGHTER'), whatever its case.
  if (/(?<![A-Za-z])(?:their|our|your|his|her|my)(?![A-Za-z])/i.test(line)) return '';
  // Two commas make an address ('… ഹൗസ്, ചെമ്പ്രങ്കോട്, കാടാമ്പുഴ') or a list, not one name.
  if ((line.match(/,/g) ?? []).length >= 2) return '';
  if (readsAsSentence(line)) return '';
  const words = wordsOf(line).filter((w) => !/^[a-z]/.test(w));
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return '';
  // After a groom's or bride's title an Indic name may have two letters and its vowel signs
  // ('చి. రవి', 'ಚಿ॥ ಸೀತಾ', 'चि. राम'): the title says it is a name, not ornaments read as letters.
  const shortest = titled && !/[A-Za-z]/.test(words.join('')) ? 2 : 3;
  if (!words.some((w) => [...w.replace(/[.\p{M}]/gu, '')].length >= shortest)) return '';
  return words.join(' ');
}

/** Two small words in lower case make a sentence ('we are stepping into', 'invited with family to'), not a name. */
export function readsAsSentence(line: string): boolean {
  return (line.match(/(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])/g) ?? []).length >= 2;
}

/** Words of the line's main script (Latin or Indic), stripped of marks OCR read off ornaments. */
function wordsOf(line: string): string[] {
  const tokens = line
    .split(/\s+/)
    .map((t) => fixAnusvara(t.replace(/[^\p{L}\p{M}.&'’0]/gu, '').replace(/^[.'’]+|(?<=\p{L}{2,})[.'’]+$/gu, '')))
    .filter((t) => /\p{L}/u.test(t) && !/^0/.test(t));
  const indic = tokens.filter((t) => !/[A-Za-z]/.test(t)).join('').length;
  const latin = tokens.filter((t) => /[A-Za-z]/.test(t)).join('').length;
  const mainIsLatin = latin >= indic;
  return tokens.filter((t) => (mainIsLatin ? /^[A-Za-z.&'’]+$/.test(t) : !/[A-Za-z]/.test(t))).filter((t) => t.length > 1 || /[A-Z]/.test(t));
}

// OCR reads the anusvara of Kannada, Telugu and Malayalam ('ಂ', 'ం', 'ം') as the digit zero
// ('ಸ೦ಜನ', turned into 'ಸ0ಜನ' with the other digits).
const ANUSVARA: Array<[RegExp, string]> = [
  [/(?<=[\u0C80-\u0CFF])0/g, '\u0C82'],
  [/(?<=[\u0C00-\u0C7F])0/g, '\u0C02'],
  [/(?<=[\u0D00-\u0D7F])0/g, '\u0D02'],
];
function fixAnusvara(token: string): string {
  return ANUSVARA.reduce((t, [re, mark]) => t.replace(re, mark), token).replace(/0/g, '');
}
