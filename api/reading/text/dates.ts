/**
 * Finds the date of the event on a card and writes it one way: '12 March 2026'.
 *
 * Cards print dates as digits (12/03/2026, 12-03-2026, 12.03.2026, day first as in India) or
 * with the Gregorian month's name in any of the seven languages, in any order ('12th March
 * 2026', 'March 12, 2026', '2026 ஏப்ரல் 5' as Tamil and Malayalam cards do), with ordinal
 * endings ('12th', '15ನೇ', '5-ஆம்') and weekdays in between. Expects `canonicalText` input.
 */
import { wordsPattern } from './script-text';

/** English month names: the form dates are written in. */
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/**
 * Month names and their common spellings in the seven languages, January first. Words of two
 * letters or fewer ('May', 'मई', 'ಮೇ') are matched as whole words only: as prefixes they would
 * match anything.
 */
export const MONTH_SPELLINGS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'जनवरी', 'ಜನವರಿ', 'ஜனவரி', 'జనవరి', 'ജനുവരി'],
  ['february', 'feb', 'फरवरी', 'फ़रवरी', 'फर्वरी', 'ಫೆಬ್ರವರಿ', 'ಫೆಬ್ರುವರಿ', 'பிப்ரவரி', 'பெப்ரவரி', 'ఫిబ్రవరి', 'ഫെബ്രുവരി'],
  ['march', 'mar', 'मार्च', 'ಮಾರ್ಚ್', 'ಮಾರ್ಚಿ', 'மார்ச்', 'మార్చి', 'మార్చ్', 'മാർച്ച്', 'മാര്ച്ച്'],
  ['april', 'apr', 'अप्रैल', 'अप्रेल', 'एप्रिल', 'ಏಪ್ರಿಲ್', 'ಎಪ್ರಿಲ್', 'ஏப்ரல்', 'ఏప్రిల్', 'ഏപ്രിൽ', 'ഏപ്രില്'],
  ['may', 'मई', 'मे', 'ಮೇ', 'மே', 'మే', 'മേയ്', 'മെയ്'], // 'मे': Sanskrit and Marathi
  ['june', 'jun', 'जून', 'ಜೂನ್', 'ஜூன்', 'జూన్', 'ജൂൺ', 'ജൂണ്'],
  ['july', 'jul', 'जुलाई', 'ಜುಲೈ', 'ஜூலை', 'జూలై', 'జులై', 'ജൂലൈ'],
  ['august', 'aug', 'अगस्त', 'ಆಗಸ್ಟ್', 'ಆಗಸ್ಟ', 'ஆகஸ்ட்', 'ஆகஸ்டு', 'ఆగస్టు', 'ఆగష్టు', 'ఆగస్ట్', 'ഓഗസ്റ്റ്', 'ആഗസ്റ്റ്'],
  ['september', 'sept', 'sep', 'सितंबर', 'सितम्बर', 'ಸೆಪ್ಟೆಂಬರ್', 'ಸೆಪ್ಟಂಬರ್', 'செப்டம்பர்', 'செப்டெம்பர்', 'సెప్టెంబర్', 'సెప్టెంబరు', 'സെപ്റ്റംബർ', 'സെപ്തംബർ'],
  ['october', 'oct', 'अक्टूबर', 'अक्तूबर', 'ಅಕ್ಟೋಬರ್', 'ಅಕ್ಟೊಬರ್', 'அக்டோபர்', 'ஒக்டோபர்', 'అక్టోబర్', 'అక్టోబరు', 'ഒക്ടോബർ'],
  ['november', 'nov', 'नवंबर', 'नवम्बर', 'ನವೆಂಬರ್', 'ನವಂಬರ್', 'நவம்பர்', 'నవంబర్', 'నవంబరు', 'നവംബർ'],
  ['december', 'dec', 'दिसंबर', 'दिसम्बर', 'ಡಿಸೆಂಬರ್', 'ಡಿಸಂಬರ್', 'டிசம்பர்', 'డిసెంబర్', 'డిసెంబరు', 'ഡിസംബർ'],
];

/** Weekday names (Sanskrit '-वासरे' forms included): they mark a line as the date line. */
export const WEEKDAYS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
  'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'बृहस्पतिवार', 'शुक्रवार', 'शनिवार', 'रविवार',
  'सोमवासर', 'भौमवासर', 'मङ्गलवासर', 'बुधवासर', 'गुरुवासर', 'शुक्रवासर', 'शनिवासर', 'रविवासर', 'भानुवासर',
  'ಸೋಮವಾರ', 'ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ', 'ಶನಿವಾರ', 'ಭಾನುವಾರ', 'ರವಿವಾರ',
  'திங்கட்கிழமை', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வியாழக்கிழமை', 'வெள்ளி', 'சனிக்கிழமை', 'ஞாயிறு', 'ஞாயிற்றுக்கிழமை',
  'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం', 'ఆదివారం',
  'തിങ്കളാഴ്ച', 'ചൊവ്വാഴ്ച', 'ബുധനാഴ്ച', 'വ്യാഴാഴ്ച', 'വെള്ളിയാഴ്ച', 'ശനിയാഴ്ച', 'ഞായറാഴ്ച',
] as const;

/** Weekday names by day (Sunday first), to check a date against the weekday printed beside it. */
const WEEKDAY_SPELLINGS: ReadonlyArray<readonly string[]> = [
  ['sunday', 'sun', 'रविवार', 'रविवासर', 'भानुवासर', 'ರವಿವಾರ', 'ಭಾನುವಾರ', 'ஞாயிறு', 'ஞாயிற்றுக்கிழமை', 'ఆదివారం', 'ഞായറാഴ്ച', 'ഞായർ'],
  ['monday', 'mon', 'सोमवार', 'सोमवासर', 'ಸೋಮವಾರ', 'திங்கள்', 'திங்கட்கிழமை', 'సోమవారం', 'തിങ്കളാഴ്ച'],
  ['tuesday', 'tue', 'tues', 'मंगलवार', 'मंगळवार', 'भौमवासर', 'मङ्गलवासर', 'ಮಂಗಳವಾರ', 'செவ்வாய்', 'మంగళవారం', 'ചൊവ്വാഴ്ച'],
  ['wednesday', 'wed', 'बुधवार', 'बुधवासर', 'ಬುಧವಾರ', 'புதன்', 'బుధవారం', 'ബുധനാഴ്ച'],
  ['thursday', 'thu', 'thur', 'thurs', 'गुरुवार', 'गुरूवार', 'बृहस्पतिवार', 'गुरुवासर', 'ಗುರುವಾರ', 'வியாழன்', 'வியாழக்கிழமை', 'గురువారం', 'വ്യാഴാഴ്ച'],
  ['friday', 'fri', 'शुक्रवार', 'शुक्रवासर', 'ಶುಕ್ರವಾರ', 'வெள்ளி', 'శుక్రవారం', 'വെള്ളിയാഴ്ച'],
  ['saturday', 'sat', 'शनिवार', 'शनिवासर', 'ಶನಿವಾರ', 'சனிக்கிழமை', 'శనివారం', 'ശനിയാഴ്ച'],
];
const WEEKDAY_PATTERNS = WEEKDAY_SPELLINGS.map((words) => wordsPattern(words));
// Words that label the event's date, and words of a death notice whose date is not the event's.
const DATE_LABEL = wordsPattern(['date', 'dated', 'on', 'दिनांक', 'दि', 'तारीख', 'ದಿನಾಂಕ', 'தேதி', 'తేదీ', 'తేది', 'തീയതി', 'ದಿ']);
const DEATH_WORDS = wordsPattern([
  'expired', 'passed away', 'demise', 'died', 'death', 'स्वर्गवास', 'निधन', 'देहावसान', 'देहांत', 'मृत्यु',
  'ನಿಧನ', 'ಸ್ವರ್ಗಸ್ಥ', 'மறைவு', 'இறப்பு', 'మరణం', 'మరణ', 'స్వర్గస్థ', 'മരണം', 'നിര്യാണം', 'നിര്യാത',
]);

/** A date found in the text; `year` is absent when the card leaves it out. */
export interface FoundDate {
  index: number;
  day: number;
  month: number;
  year?: number;
}

const DEATH_PENALTY = -20;

const isShort = (w: string) => [...w].length <= 3 && !/^[a-z]+$/.test(w);
const MONTH_PATTERNS = MONTH_SPELLINGS.map((spellings, i) => ({
  month: i + 1,
  long: wordsPattern(spellings.filter((w) => !isShort(w)), { flags: 'g' }),
  short: spellings.some(isShort) ? wordsPattern(spellings.filter(isShort), { wholeIndic: true, flags: 'g' }) : null,
}));

// 'दि.29/02/2024': a dot after a word abbreviates 'date'; after a digit it belongs to another number.
const NUMERIC_DMY = /(?<![\d:/]|\d\.)(\d{1,2}) ?([./-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?![\d:])/g;
const NUMERIC_YMD = /(?<![\d:/]|\d\.)((?:19|20)\d{2})([./-])(\d{1,2})\2(\d{1,2})(?!\d)/g;
// A day just before the month: '12 March', '12th March', '15ನೇ ಮಾರ್ಚ್', '5-ஆம் தேதி ஏப்ரல்'.
const DAY_BEFORE = /(?<!\d)(\d{1,2})(?!\d)(?:st|nd|rd|th)?[^\d\n]{0,14}$/i;
// A day just after it: 'March 12', 'ಮಾರ್ಚ್ 12', 'ஏப்ரல் 5', Sanskrit 'मे मासस्य 10'.
const DAY_AFTER = /^[^\d\n]{0,10}?(?<!\d)(\d{1,2})(?!\d)(?![:.]\d)/;
const YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/g;

/** Every date in `text`, in reading order. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(NUMERIC_DMY)) {
    const date = dayMonthYear(Number(m[1]), Number(m[3]), m[4]);
    if (date) found.push({ index: m.index, ...date });
  }
  for (const m of text.matchAll(NUMERIC_YMD)) {
    const date = dayMonthYear(Number(m[4]), Number(m[3]), m[1]);
    if (date) found.push({ index: m.index, ...date });
  }
  for (const { month, long, short } of MONTH_PATTERNS) {
    for (const pattern of short ? [long, short] : [long]) {
      for (const m of text.matchAll(pattern)) {
        const date = aroundMonthName(text, m.index, m.index + m[0].length, month);
        if (date) found.push(date);
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The event's date as '12 March 2026' ('12 March' without a year), or '' if none is printed.
 * A date with its year beats a bare '12 March' (more often an RSVP-by date), a labelled one or
 * one beside its own weekday beats one in running text, and a date of death is not the event's.
 */
export function findDate(text: string): string {
  const best = bestDate(text);
  return best ? formatDate(best.date) : '';
}

/** The date `findDate` gives, with how it was chosen. */
export interface ChosenDate {
  date: FoundDate;
  /** The card printed its year. */
  withYear: boolean;
  /** A label ('Date:', 'दिनांक') or its own weekday stands beside it. */
  marked: boolean;
  /** The weekday beside it is not that date's. */
  wrongWeekday: boolean;
  /** Another, different date scored as high. */
  rivalled: boolean;
}

/** The event's date and how surely the card marks it, or null if none is printed. */
export function bestDate(text: string): ChosenDate | null {
  // A date of death is never the event's: better no date than the wrong one in the letter.
  const scored = findDates(text)
    .map((date) => ({ date, score: scoreOf(text, date) }))
    .filter(({ score }) => score > DEATH_PENALTY / 2);
  const best = scored.reduce<(typeof scored)[number] | null>((a, b) => (a === null || b.score > a.score ? b : a), null);
  if (!best) return null;
  const same = (d: FoundDate) => d.day === best.date.day && d.month === best.date.month;
  const weekday = weekdayBeside(text, best.date);
  return {
    date: best.date,
    withYear: best.date.year !== undefined,
    marked: weekday >= 0 || DATE_LABEL.test(text.slice(lineStartOf(text, best.date.index), best.date.index).slice(-16)),
    wrongWeekday: weekday >= 0 && best.date.year !== undefined && weekdayOf(best.date) !== weekday,
    rivalled: scored.some((s) => s !== best && s.score === best.score && !same(s.date)),
  };
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

/** The weekday printed on the date's line (0 for Sunday), or -1. */
function weekdayBeside(text: string, date: FoundDate): number {
  const lineEnd = text.indexOf('\n', date.index) === -1 ? text.length : text.indexOf('\n', date.index);
  const line = text.slice(lineStartOf(text, date.index), lineEnd);
  return WEEKDAY_PATTERNS.findIndex((p) => p.test(line));
}

function scoreOf(text: string, date: FoundDate): number {
  const lineStart = text.lastIndexOf('\n', date.index - 1) + 1;
  const lineEnd = text.indexOf('\n', date.index) === -1 ? text.length : text.indexOf('\n', date.index);
  const line = text.slice(lineStart, lineEnd);
  const before = text.slice(lineStart, date.index);
  const weekday = WEEKDAY_PATTERNS.findIndex((p) => p.test(line));
  let score = date.year ? 4 : 0;
  if (DATE_LABEL.test(before.slice(-16))) score += 1;
  if (weekday >= 0) score += date.year && weekdayOf(date) !== weekday ? -1 : 1;
  if (DEATH_WORDS.test(before.slice(-40))) score += DEATH_PENALTY;
  return score;
}

/** 0 for Sunday. */
function weekdayOf({ day, month, year }: Omit<FoundDate, 'index'>): number {
  return new Date(Date.UTC(year ?? 2000, month - 1, day)).getUTCDay();
}

/** '12 March 2026'. */
export function formatDate(date: Omit<FoundDate, 'index'>): string {
  return [date.day, MONTH_NAMES[date.month - 1], date.year].filter((part) => part !== undefined).join(' ');
}

/**
 * Reads the day and year printed next to a month name found at [start, end): on its line, or
 * on the lines below when the card stacks them ('AUGUST' / 'THURSDAY 20' / '2026').
 */
function aroundMonthName(text: string, start: number, end: number, month: number): FoundDate | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end);
  const before = text.slice(Math.max(lineStart, start - 24), start);
  const after = text.slice(end, Math.min(lineEnd, end + 24));
  const dayBefore = DAY_BEFORE.exec(before);
  const dayAfter = DAY_AFTER.exec(after);
  let day = Number((dayBefore ?? dayAfter)?.[1] ?? NaN);
  const line = text.slice(lineStart, lineEnd);
  // The year nearest the month: after it ('12 March 2026', 'March 12, 2026') or before ('2026 ஏப்ரல் 5').
  const yearAfter = [...after.matchAll(YEAR)][0];
  const yearBefore = [...before.matchAll(YEAR)].at(-1);
  let year = Number((yearAfter ?? yearBefore)?.[1] ?? NaN);
  if (Number.isNaN(day) && text.slice(lineStart, lineEnd).replace(/[^\d]/g, '').length === 0) {
    // OCR leaves blank lines between the stacked parts: count the printed ones.
    const below = text.slice(lineEnd + 1).split('\n').filter((l) => l.trim() !== '').slice(0, STACK_LINES);
    day = Number(below.map((l) => STACKED_DAY.exec(l)?.[1]).find(Boolean) ?? NaN);
    if (Number.isNaN(year)) {
      const above = text.slice(0, lineStart).split('\n').slice(-2, -1);
      year = Number([...below, ...above].map((l) => STACKED_YEAR.exec(l)?.[1]).find(Boolean) ?? NaN);
    }
  }
  const date = { day, month, ...(Number.isNaN(year) ? {} : { year }) };
  const split = SPLIT_DAY.exec(before);
  if (split && date.year !== undefined) {
    // OCR splits a day's two digits ('Thursday, 2 1st April 2022'): the printed weekday decides.
    const joined = { ...date, day: Number(split[1] + split[2]) };
    const weekday = WEEKDAY_PATTERNS.findIndex((p) => p.test(line));
    if (weekday >= 0 && isRealDate(joined) && weekdayOf(joined) === weekday && weekdayOf(date) !== weekday) {
      return { index: start, ...joined };
    }
  }
  return isRealDate(date) ? { index: start, ...date } : null;
}

const SPLIT_DAY = /(?<!\d)([1-3]) ([0-9])(?:st|nd|rd|th)?[^\d\n]{0,14}$/i;
// A stacked day stands alone or beside its weekday ('20', 'THURSDAY 20 AT 12 PM', '3rd'), never a clock time.
const STACK_LINES = 3;
const STACKED_DAY = /(?<![\d.:/-])([0-3]?\d)(?:st|nd|rd|th)?(?![\d:.]|\s?[ap]\.?m\b)/i;
const STACKED_YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/;

/** Whether the day exists in that month (29 February only in a leap year; any year if none is printed). */
function isRealDate({ day, month, year }: Omit<FoundDate, 'index'>): boolean {
  if (!(day >= 1 && month >= 1 && month <= 12)) return false;
  const days = new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
  return day <= days;
}

/** Day-first as printed in India; month-first only when the numbers allow nothing else. */
function dayMonthYear(first: number, second: number, yearText: string): Omit<FoundDate, 'index'> | null {
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year < 1900 || year > 2099) return null;
  const [day, month] = second > 12 && first <= 12 ? [second, first] : [first, second];
  return isRealDate({ day, month, year }) ? { day, month, year } : null;
}
