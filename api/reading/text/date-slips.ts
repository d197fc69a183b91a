/**
 * Puts right the slips OCR makes in a printed date, before dates are looked for: a month's name
 * with 'rn' for 'm', '0' for 'o', '1' for 'l' or one letter wrong ('Decernber', '0ctober', 'Ju1y',
 * 'SEPTEMRER', 'Februray'), and a day or year with a letter for a digit ('2O Jan', 'l5th March',
 * 'March 2O27', '26-O6-2026'). Only beside the other parts of a date, so words and names are left
 * alone. The text keeps its length, so every place found in it is a place in the printed text.
 * A month in an Indian script a letter off is found by `misreadIndicMonth`, beside its year.
 */
import { monthNamesIn } from '@shared/helpers/calendar-names';
import { editDistance } from './near-words';
import { MONTH_SPELLINGS } from '../languages/date-words';

const MONTH_NAMES = monthNamesIn('en');
const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());
// One letter wrong is a month only in a long name: 'Augusta' is someone, 'Junie' no month.
const LONG_MONTH = 7;
// A word with a digit within this many characters stands in a date.
const NEAR_DIGITS = 6;

/** `printed` with the dates' slips put right, letter for letter (see the module's comment). */
export function withDateSlipsMended(printed: string): string {
  // Every slip is mended only beside a digit: a text without one (most lines) has none.
  if (!/\d/.test(printed)) return printed;
  return withDayAndYearDigits(withMonthsSpelled(withZerosInNumericDates(printed)));
}

// '26-O6-2026': a date in digits with an 'O' for a zero.
const NUMERIC_DATE = /(?<![\p{L}\d])[\dOo]{1,2}[-/.][\dOo]{1,2}[-/.](?:[\dOo]{4}|[\dOo]{2})(?![\p{L}\d])/gu;

function withZerosInNumericDates(text: string): string {
  return text.replace(NUMERIC_DATE, (date) => (date.replace(/\D/g, '').length >= 4 ? date.replace(/[Oo]/g, '0') : date));
}

const LATIN_WORD = /(?<![\p{L}\p{M}\d])[A-Za-z0-9|]{3,10}(?![\p{L}\p{M}\d])/gu;

function withMonthsSpelled(text: string): string {
  return text.replace(LATIN_WORD, (word, at: number) => {
    if (!/[A-Za-z].*[A-Za-z]/.test(word) || MONTHS.includes(word.toLowerCase())) return word;
    const nearDigit = /\d/.test(text.slice(Math.max(0, at - NEAR_DIGITS), at)) || /\d/.test(text.slice(at + word.length, at + word.length + NEAR_DIGITS));
    if (!nearDigit) return word;
    const month = monthMisread(word);
    if (!month || month.length > word.length) return word;
    const spelled = word === word.toUpperCase() ? month.toUpperCase() : month[0]!.toUpperCase() + month.slice(1);
    return spelled.padEnd(word.length, ' ');
  });
}

/** The month `word` is OCR's reading of, lower-cased, or null. */
function monthMisread(word: string): string | null {
  const read = word.toLowerCase().replace(/rn/g, 'm').replace(/0/g, 'o').replace(/[1|]/g, 'l').replace(/vv/g, 'w');
  const exact = MONTHS.find((m) => m === read);
  if (exact) return exact;
  return MONTHS.find((m) => m.length >= LONG_MONTH && (editDistance([...read], [...m], 1) <= 1 || swapsInto([...read], [...m]))) ?? null;
}

/** Two letters side by side read in each other's place ('februray', 'दिसबंर'). */
function swapsInto(read: readonly string[], word: readonly string[]): boolean {
  if (read.length !== word.length) return false;
  const differ = read.flatMap((c, i) => (c === word[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 && read[differ[0]!] === word[differ[1]!] && read[differ[1]!] === word[differ[0]!];
}

const MONTH_WORD = new RegExp(`(?:${MONTH_NAMES.map((m) => `${m}|${m.slice(0, 3)}`).join('|')})\\.?`, 'i');
// A day of one or two characters with a letter for a digit, before or after the month ('2O Jan',
// 'l5th March', 'March 2O,'), and a year so ('2O27').
const DAY_BEFORE_MONTH = new RegExp(`(?<![\\p{L}\\d])([\\dOoIl|]{1,2})(?=(?:st|nd|rd|th)?[\\s,.-]*${MONTH_WORD.source}(?![a-z]))`, 'giu');
const DAY_AFTER_MONTH = new RegExp(`(?<=(?<![a-z])${MONTH_WORD.source}[\\s,.-]*)([\\dOoIl|]{1,2})(?![\\p{L}\\d])`, 'giu');
const YEAR = /(?<![\p{L}\d])(?:[12][\dOoIl]{3})(?![\p{L}\d])/gu;

/** A number as printed with OCR's look-alike letters for its digits ('2O' → '20', 'l5' → '15'). */
export function asDigits(token: string): string {
  return token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
}

function withDayAndYearDigits(text: string): string {
  const day = (token: string) => (/\d/.test(token) && /\D/.test(token) && Number(asDigits(token)) >= 1 && Number(asDigits(token)) <= 31 ? asDigits(token) : token);
  return text
    .replace(DAY_BEFORE_MONTH, day)
    .replace(DAY_AFTER_MONTH, day)
    .replace(YEAR, (token) => {
      const year = asDigits(token);
      return /\D/.test(token) && (token.match(/\d/g) ?? []).length >= 2 && /^(?:19|20)\d{2}$/.test(year) ? year : token;
    });
}

export const INDIC_WORD = /[\u0900-\u0D7F\u200C\u200D]{5,}/gu;
// Month names in the Indian scripts at least this long (code points) may be read one letter wrong.
const LONG_INDIC_MONTH = 6;
const INDIC_MONTHS = MONTH_SPELLINGS.flatMap((spellings, i) => spellings.filter((w) => !/[A-Za-z]/.test(w) && [...w].length >= LONG_INDIC_MONTH).map((w) => ({ word: [...w.normalize('NFC')], month: i + 1 })));

/**
 * The month an Indian-script word is OCR's reading of, a letter or sign wrong, missing or swapped
 * ('डिसंबर', 'டிசம்ர்', 'డిసంబర్', 'ഡിസബർ', 'दिसबंर'), or null.
 */
export function misreadIndicMonth(word: string): number | null {
  const read = [...word.normalize('NFC').replace(/[\u200C\u200D]/g, '')];
  if (read.length < LONG_INDIC_MONTH - 1) return null;
  // One edit leaves the first letter, or moves it by one place.
  const near = INDIC_MONTHS.find(({ word: m }) => (read[0] === m[0] || read[1] === m[0] || read[0] === m[1]) && (editDistance(read, m, 1) <= 1 || swapsInto(read, m)));
  return near?.month ?? null;
}
