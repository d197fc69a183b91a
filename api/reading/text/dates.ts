/**
 * Finds the date of the event on a card and writes it one way: '12 March 2026'.
 *
 * Cards print dates as digits (12/03/2026, 12-03-2026, 12.03.2026, day first as in India) or
 * with the Gregorian month's name in any of the seven languages, in any order ('12th March
 * 2026', 'March 12, 2026', '2026 ஏப்ரல் 5' as Tamil and Malayalam cards do), with ordinal
 * endings ('12th', '15ನೇ', '5-ஆம்') and weekdays in between. Expects `canonicalText` input.
 */
import { monthNamesIn } from '@shared/helpers/calendar-names';
import { wordsPattern } from './script-text';
import { INDIC_WORD, misreadIndicMonth, withDateSlipsMended } from './date-slips';
import { DATE_LABELS, DEATH_WORDS as DEATH_WORD_LIST, MONTH_SPELLINGS, PAST_WORDS as PAST_WORD_LIST, REPLY_WORDS as REPLY_WORD_LIST, WEEKDAY_SPELLINGS } from '../languages/date-words';

/** English month names: the form dates are written in. */
export const MONTH_NAMES = monthNamesIn('en');

const WEEKDAY_PATTERNS = WEEKDAY_SPELLINGS.map((words) => wordsPattern(words));
const EVERY_WEEKDAY = WEEKDAY_PATTERNS.map((p) => new RegExp(p.source, `${p.flags}g`));
const DATE_LABEL = wordsPattern(DATE_LABELS);
const EVERY_DATE_LABEL = new RegExp(DATE_LABEL.source, `${DATE_LABEL.flags}g`);
// A date of death is not the event's.
const DEATH_WORDS = wordsPattern(DEATH_WORD_LIST);
// Nor is the day a reply is asked for ('RSVP by 1 March'): with no other date, none is better.
const REPLY_WORDS = wordsPattern(REPLY_WORD_LIST);
// A day gone by that the card recalls ('retired on 30th November'): the event is another day.
const PAST_WORDS = wordsPattern(PAST_WORD_LIST);
const RECALLED = -2;
/** The text after a date on its line, as far on as a death notice's words are looked for. */
const wordsAfter = (text: string, date: FoundDate) => {
  const end = text.indexOf('\n', date.index);
  return text.slice(date.index, end < 0 ? undefined : end).slice(0, 60);
};
/** The text before a date on its line, as far back as its words are looked for. */
const wordsBefore = (text: string, date: FoundDate) => text.slice(lineStartOf(text, date.index), date.index).slice(-40);

/** A date found in the text; `year` is absent when the card leaves it out. */
export interface FoundDate {
  index: number;
  day: number;
  month: number;
  year?: number;
}

const NOT_THE_EVENT = -20;

const isShort = (w: string) => [...w].length <= 3 && !/^[a-z]+$/.test(w);
const MONTH_PATTERNS = MONTH_SPELLINGS.map((spellings, i) => ({
  month: i + 1,
  long: wordsPattern(spellings.filter((w) => !isShort(w)), { flags: 'g' }),
  short: spellings.some(isShort) ? wordsPattern(spellings.filter(isShort), { wholeIndic: true, flags: 'g' }) : null,
}));

// 'दि.29/02/2024': a dot after a word abbreviates 'date'; after a digit it belongs to another number.
const NUMERIC_DMY = /(?<![\d:/]|\d\.)(\d{1,2}) ?([./-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?![\d:])/g;
// '07 | 12 | 2025', '07 • 12 • 2025': designed cards set the parts apart with bars or dots; the
// four-digit year tells such a date from a table's or a list's numbers.
const NUMERIC_BARRED = /(?<![\d:/|])(\d{1,2}) ?([|•·]) ?(\d{1,2}) ?\2 ?((?:19|20)\d{2})(?![\d|])/g;
// OCR reads a separator as another now and then ('03-03.2024'): with a four-digit year, mixed
// separators are still a date.
const NUMERIC_MIXED = /(?<![\d:/]|\d\.)(\d{1,2}) ?([./-]) ?(\d{1,2}) ?(?!\2)[./-] ?((?:19|20)\d{2})(?![\d:])/g;
const NUMERIC_YMD = /(?<![\d:/]|\d\.)((?:19|20)\d{2})([./-])(\d{1,2})\2(\d{1,2})(?!\d)/g;
// A day just before the month: '12 March', '12th March', '15ನೇ ಮಾರ್ಚ್', '5-ஆம் தேதி ஏப்ரல்'.
const DAY_BEFORE = /(?<!\d)(\d{1,2})(?!\d)(?:st|nd|rd|th)?[^\d\n]{0,14}$/i;
// A day just after it: 'March 12', 'ಮಾರ್ಚ್ 12', 'ஏப்ரல் 5', Sanskrit 'मे मासस्य 10'.
// 'July 12.2026': a dot before the year, not the minutes of a time ('July 12.30').
const DAY_AFTER = /^[^\d\n]{0,10}?(?<!\d)(\d{1,2})(?!\d)(?![:.]\d{1,2}(?!\d))/;
const YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/g;

/** Every date in `printed`, in reading order. */
export function findDates(printed: string): FoundDate[] {
  const text = withDateSlipsMended(printed);
  const found: FoundDate[] = [];
  for (const pattern of [NUMERIC_DMY, NUMERIC_MIXED, NUMERIC_BARRED]) {
    for (const m of text.matchAll(pattern)) {
      const date = dayMonthYear(Number(m[1]), Number(m[3]), m[4]);
      if (date) found.push({ index: m.index, ...date });
    }
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
  for (const m of text.matchAll(INDIC_WORD)) {
    // Its year is read within the month's reach on its line (aroundMonthName): a word with no
    // digit that near is no date's month, and is not compared with every month's spelling.
    const near = text.slice(Math.max(0, m.index - MONTH_REACH), m.index + m[0].length + MONTH_REACH);
    if (!/\d/.test(near) || found.some((d) => Math.abs(d.index - m.index) < m[0].length + 4)) continue;
    const month = misreadIndicMonth(m[0]);
    const date = month ? aroundMonthName(text, m.index, m.index + m[0].length, month) : null;
    // Only with its year: one letter from a month is also other words ('मार्ग' is a road).
    if (date?.year) found.push(date);
  }
  return found.sort((a, b) => a.index - b.index);
}

// How far from a month's name its day and year are looked for (aroundMonthName).
const MONTH_REACH = 24;

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
  /** The day was mended to agree with its weekday (a digit OCR dropped). */
  repaired: boolean;
  /** Another, different date scored as high. */
  rivalled: boolean;
}

/** The event's date and how surely the card marks it, or null if none is printed. */
export function bestDate(text: string, mainEvent: LabelMark = () => 0, column: (index: number) => number = () => 0): ChosenDate | null {
  // A date of death is never the event's: better no date than the wrong one in the letter.
  const scored = findDates(text)
    .map((date) => ({ date, score: scoreOf(text, date) + mainEventOf(text, date, mainEvent) + column(date.index) }))
    .filter(({ score }) => score > NOT_THE_EVENT / 2);
  // Of two dates as sure, one of a later year: a card cites years gone by ('Married on 05.05.2002'
  // on the anniversary's card). In one year the first printed stays: a festival's first day, the
  // nikah before the walima.
  const wins = (b: (typeof scored)[number], a: (typeof scored)[number]) => b.score > a.score || (b.score === a.score && ofLaterYear(b.date, a.date));
  const best = scored.reduce<(typeof scored)[number] | null>((a, b) => (a === null || wins(b, a) ? b : a), null);
  if (!best) return null;
  const same = (d: FoundDate) => d.day === best.date.day && d.month === best.date.month;
  const weekday = weekdayBeside(text, best.date);
  const wrongWeekday = weekday >= 0 && best.date.year !== undefined && weekdayOf(best.date) !== weekday;
  const repaired = wrongWeekday ? dayOfWeekday(best.date, weekday) : null;
  return {
    date: repaired ?? best.date,
    withYear: best.date.year !== undefined,
    marked: weekday >= 0 || DATE_LABEL.test(text.slice(lineStartOf(text, best.date.index), best.date.index).slice(-16)),
    wrongWeekday: wrongWeekday && !repaired,
    repaired: repaired !== null,
    rivalled: scored.some((s) => s !== best && s.score === best.score && !same(s.date)),
  };
}

/**
 * A day that is not the printed weekday was misread: OCR drops the first digit of a two-digit
 * day ('26' read as '6', '2' lost in a flourish) or takes a digit for one that looks like it
 * ('03' read as '05', '18' as '16'). The day is taken for the one day of that month, within one
 * such slip, that is the printed weekday; a lost digit, the commoner slip, is tried first.
 * Null when none or more than one fits.
 */
function dayOfWeekday(date: FoundDate, weekday: number): FoundDate | null {
  for (const days of [daysWithLostTens(date.day), daysWithOneMisreadDigit(date.day)]) {
    const fits = days
      .map((day) => ({ ...date, day }))
      .filter((d) => isRealDate({ day: d.day, month: d.month, year: d.year! }) && weekdayOf(d) === weekday);
    if (fits.length === 1) return fits[0];
    if (fits.length > 1) return null;
  }
  return null;
}

// Digits OCR takes for one another: round Latin ones (3 5 6 8 0), thin ones (1 7), and the
// Devanagari ७ and ९, २ and ३ (the text's digits are ASCII by now, whatever the script).
const LOOK_ALIKE_DIGITS: Record<string, string> = {
  '0': '8', '1': '7', '2': '3', '3': '258', '5': '36', '6': '58', '7': '19', '8': '0356', '9': '7',
};

/** '6' → 16, 26, 30-odd: the day with its first digit lost. */
function daysWithLostTens(day: number): number[] {
  return day < 10 ? [10, 20, 30].map((tens) => day + tens) : [];
}

/** The days `day` could have been with one digit misread for a look-alike ('05' → 3, 6, 85). */
function daysWithOneMisreadDigit(day: number): number[] {
  const printed = String(day).padStart(2, '0');
  return [...printed].flatMap((digit, i) =>
    [...(LOOK_ALIKE_DIGITS[digit] ?? '')].map((other) => Number(printed.slice(0, i) + other + printed.slice(i + 1))),
  );
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

/**
 * The weekday printed with the date (0 for Sunday), or -1: on the date's line, or alone on the
 * next printed line when the card sets it below ('05 സെപ്റ്റംബർ 2023' / '(…) ന് ഞായറാഴ്ച').
 */
function weekdayBeside(text: string, date: FoundDate): number {
  const lineEnd = text.indexOf('\n', date.index) === -1 ? text.length : text.indexOf('\n', date.index);
  const lineStart = lineStartOf(text, date.index);
  const onLine = nearestWeekday(text.slice(lineStart, lineEnd), date.index - lineStart);
  if (onLine >= 0) return onLine;
  const next = text.slice(lineEnd + 1).split('\n').find((l) => l.trim() !== '') ?? '';
  // A line with a date of its own has its own weekday.
  const below = findDates(next).length === 0 ? weekdayIn(next) : -1;
  if (below >= 0) return below;
  // A stacked date's weekday set alone above it ('THURSDAY' / 'FEB' / '11' / '2027').
  // (One weekday alone: a row of them heads a grid's columns, 'Wednesday Thursday Friday'.)
  const above = printedAbove(text, lineStartOf(text, date.index))[0] ?? '';
  const weekdays = WEEKDAY_PATTERNS.filter((p) => p.test(above)).length;
  return /\d/.test(above) || weekdays !== 1 ? -1 : weekdayIn(above);
}

function weekdayIn(line: string): number {
  return WEEKDAY_PATTERNS.findIndex((p) => p.test(line));
}

/** The weekday printed nearest to the date at `at` on its line ('from Thursday, 22nd January to Sunday, 25th January'), or -1. */
function nearestWeekday(line: string, at: number): number {
  let best = { weekday: -1, distance: Infinity };
  EVERY_WEEKDAY.forEach((pattern, weekday) => {
    for (const m of line.matchAll(pattern)) {
      const distance = Math.abs(m.index - at);
      if (distance < best.distance) best = { weekday, distance };
    }
  });
  return best.weekday;
}

function scoreOf(text: string, date: FoundDate): number {
  const before = text.slice(lineStartOf(text, date.index), date.index);
  const weekday = weekdayBeside(text, date);
  let score = date.year ? 4 : 0;
  if (DATE_LABEL.test(before.slice(-16))) score += 1;
  if (weekday >= 0) score += date.year && weekdayOf(date) !== weekday ? -1 : 1;
  // A death notice names the day before or after it ('… का दिनांक 1 दिसम्बर 2026 को आकस्मिक निधन').
  if (DEATH_WORDS.test(before.slice(-40)) || DEATH_WORDS.test(wordsAfter(text, date))) score += NOT_THE_EVENT;
  if (REPLY_WORDS.test(wordsBefore(text, date))) score += NOT_THE_EVENT;
  if (PAST_WORDS.test(wordsBefore(text, date))) score += RECALLED;
  return score;
}

// Lines a sentence that opens with a date runs on to before it names what happens that day.
const SENTENCE_LINES = 3;
const CLOCK_OR_DATE = /\d{1,2}\s?[.:-]\s?\d{2}/;
const UNTIL_AT_END = /(?:ವರೆಗೆ|ತನಕ|तक|पर्यंत|पर्यन्तम्|வரை|వరకు|വരെ|(?<![A-Za-z])(?:till|until))[^\p{L}\p{M}]*$/iu;

/**
 * How surely a date is the main event's: by the words before it on its line ('மகா கும்பாபிஷேகம்:
 * 07-06-2027'), or, for a date that opens its sentence with no label of its own, by the words the
 * sentence runs on to ('28-01-2027 வியாழக்கிழமை காலை 9.15 மணிக்கு …' / '… மகா கும்பாபிஷேகம்
 * நடைபெறும்.'), up to a line with another date or time.
 */
function mainEventOf(text: string, date: FoundDate, mainEvent: LabelMark): number {
  const before = text.slice(lineStartOf(text, date.index), date.index);
  const marked = mainEvent(before);
  if (marked || /\p{L}/u.test(before.replace(EVERY_DATE_LABEL, ''))) return marked;
  const lineEnd = text.indexOf('\n', date.index) < 0 ? text.length : text.indexOf('\n', date.index);
  // The last day of a range ('… 20-03-2026 ನೇ ಶುಕ್ರವಾರ ಧ್ವಜಾವರೋಹಣದವರೆಗೆ') ends a sentence begun before it.
  if (UNTIL_AT_END.test(text.slice(date.index, lineEnd))) return 0;
  const sentence = [text.slice(date.index, lineEnd)];
  for (const line of text.slice(lineEnd + 1).split('\n').filter((l) => l.trim() !== '').slice(0, SENTENCE_LINES)) {
    if (CLOCK_OR_DATE.test(line) || findDates(line).length > 0) break;
    sentence.push(line);
    if (/[.।]\s*$/u.test(line)) break;
  }
  return mainEvent(sentence.join(' '));
}

/** The date a reply is asked for by ('Kindly RSVP by 1st March 2027'): the first date that follows such words on its line. */
export function replyDeadline(text: string): FoundDate | null {
  const asked = findDates(text).filter((date) => REPLY_WORDS.test(wordsBefore(text, date)));
  return asked.sort((a, b) => a.index - b.index)[0] ?? null;
}

/** Whether `b` is of a later year than `a`, both with their year. */
function ofLaterYear(b: FoundDate, a: FoundDate): boolean {
  return b.year !== undefined && a.year !== undefined && b.year > a.year;
}

/** 0 for Sunday. */
function weekdayOf({ day, month, year }: Omit<FoundDate, 'index'>): number {
  return new Date(Date.UTC(year ?? 2000, month - 1, day)).getUTCDay();
}

/** How surely the words before a date or time on its line label the main event (see `mainEventMark`). */
export type LabelMark = (label: string) => number;

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
  const before = text.slice(Math.max(lineStart, start - MONTH_REACH), start);
  const after = text.slice(end, Math.min(lineEnd, end + MONTH_REACH));
  const dayBefore = DAY_BEFORE.exec(before);
  // A weekday between the month and its day ('DEC | SUNDAY | 06').
  const dayAfter = DAY_AFTER.exec(after) ?? DAY_AFTER.exec(withoutWeekday(after));
  let day = Number((dayBefore ?? dayAfter)?.[1] ?? NaN);
  const line = text.slice(lineStart, lineEnd);
  // The year nearest the month: after it ('12 March 2026', 'March 12, 2026') or before ('2026 ஏப்ரல் 5').
  const yearAfter = [...after.matchAll(YEAR)][0];
  const yearBefore = [...before.matchAll(YEAR)].at(-1);
  let year = Number((yearAfter ?? yearBefore)?.[1] ?? NaN);
  if (Number.isNaN(day)) {
    // OCR leaves blank lines between the stacked parts: count the printed ones.
    const below = text.slice(lineEnd + 1).split('\n').filter((l) => l.trim() !== '').slice(0, STACK_LINES);
    // A line below is read for the day only when the month's line has no number of its own.
    const bare = line.replace(/[^\d]/g, '').length === 0;
    if (bare) day = Number(below.map((l) => STACKED_DAY.exec(l)?.[1]).find(Boolean) ?? NaN);
    // Or the day is set above the month, alone or with its weekday ('SAT' / '14' / 'MARCH' / '2026',
    // '15th' / 'JULY 2026', its ending read as '%').
    if (Number.isNaN(day)) day = Number(printedAbove(text, lineStart).map((l) => LONE_DAY.exec(l)?.[1]).find(Boolean) ?? NaN);
    if (bare && Number.isNaN(year)) {
      const above = text.slice(0, lineStart).split('\n').slice(-2, -1);
      year = Number([...below, ...above].map((l) => STACKED_YEAR.exec(l)?.[1]).find(Boolean) ?? NaN);
    }
  }
  // The year alone on the next printed line ('DEC | SUNDAY | 06' / '2026').
  if (Number.isNaN(year) && !Number.isNaN(day)) {
    const next = text.slice(lineEnd + 1).split('\n').find((l) => l.trim() !== '') ?? '';
    year = Number(YEAR_ALONE.exec(next)?.[1] ?? NaN);
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
const YEAR_ALONE = /^[^\p{L}\d]*((?:19|20)\d{2})[^\p{L}\d]*$/u;
const withoutWeekday = (text: string) => WEEKDAY_PATTERNS.reduce((t, p) => t.replace(p, ''), text);
// A day on a line of its own above the month: nothing but the day, its ordinal ending and a weekday.
const LONE_DAY = new RegExp(
  `^[^\\p{L}\\d]*(?:(?:${WEEKDAY_PATTERNS.map((p) => p.source).join('|')})[^\\p{L}\\d]*)?([0-3]?\\d)(?:st|nd|rd|th)?[^\\p{L}\\d]*$`,
  'iu',
);

/** The two printed lines just above the line starting at `lineStart`, nearest first. */
function printedAbove(text: string, lineStart: number): string[] {
  return text.slice(0, Math.max(0, lineStart - 1)).split('\n').filter((l) => l.trim() !== '').slice(-2).reverse();
}

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
