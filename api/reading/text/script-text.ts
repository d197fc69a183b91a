/**
 * Text helpers for matching words across the seven scripts of the cards.
 *
 * JavaScript's `\b` only knows ASCII letters, so in Devanagari or Kannada it matches inside
 * words (between a consonant and its vowel sign). Boundaries here are built from Unicode
 * letter and mark classes instead.
 */
import { withLabelsSpelled } from './label-slips';
import { editDistance } from './near-words';
import type { Language } from '@shared/limits';
import { READING_LANGUAGES } from '../languages';

// The scripts' own digit zeros (each script's digits follow its zero), once each.
const NATIVE_ZEROS = [...new Set(Object.values(READING_LANGUAGES).flatMap((l) => (l.zeroDigit === null ? [] : [l.zeroDigit])))];
const NATIVE_DIGIT = new RegExp(`[${NATIVE_ZEROS.map((z) => `\\u${z.toString(16).padStart(4, '0')}-\\u${(z + 9).toString(16).padStart(4, '0')}`).join('')}]`, 'g');

/** Replaces Devanagari, Kannada, Tamil, Telugu and Malayalam digits ('१२', '೧೨') with ASCII. */
export function toAsciiDigits(text: string): string {
  return text.replace(NATIVE_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    const zero = NATIVE_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/** Old Malayalam chillu sequences (consonant + virama + ZWJ) → atomic chillu letters. */
const MALAYALAM_CHILLU: ReadonlyArray<[string, string]> = [
  ['\u0D23\u0D4D\u200D', '\u0D7A'], // ണ് → ൺ
  ['\u0D28\u0D4D\u200D', '\u0D7B'], // ന് → ൻ
  ['\u0D30\u0D4D\u200D', '\u0D7C'], // ര് → ർ
  ['\u0D32\u0D4D\u200D', '\u0D7D'], // ല് → ൽ
  ['\u0D33\u0D4D\u200D', '\u0D7E'], // ള് → ൾ
  ['\u0D15\u0D4D\u200D', '\u0D7F'], // ക് → ൿ
];

/**
 * Writes Malayalam chillus as the atomic letters of Unicode 5.1. Text typed or recognised
 * the older way (consonant + virama + ZWJ) looks the same but would match no keyword.
 */
export function foldMalayalamChillus(text: string): string {
  let out = text;
  for (const [old, atomic] of MALAYALAM_CHILLU) out = out.replaceAll(old, atomic);
  return out;
}

/**
 * The form every rule matches against: NFC, no zero-width joiners (OCR and fonts insert them
 * at will), ASCII digits, one space between words, ';' after a word read as ':' (OCR mistakes
 * one for the other in every script), an I inside a small-letter word read as the l it is, lines kept.
 */
export function canonicalText(text: string): string {
  return toAsciiDigits(foldMalayalamChillus(text.normalize('NFC')))
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/[ \t\u00A0\u2000-\u200A\u202F]+/g, ' ')
    .replace(/(?<=[\p{L}\p{M}]) ?;(?= )/gu, ':')
    // A capital I inside a word in small letters is OCR's l ('soIicit', 'DiIip').
    .replace(/(?<=[a-z]{2})I(?=[a-z]{2})/g, 'l')
    .split(/\r?\n/)
    .map((line) => withLabelsSpelled(line.trim()))
    .join('\n');
}

const LETTER = '\\p{L}\\p{M}';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (s: string) => /^[\x00-\x7F]+$/.test(s);
const ENDS_IN_LETTER = new RegExp(`[${LETTER}]$`, 'u');

/**
 * A regex that finds any of `words`. Latin words must stand alone (case-insensitive, so
 * 'Homa' does not match inside 'homage'). Indic words may be followed by more letters,
 * because those languages glue case endings onto a word ('ಗೃಹಪ್ರವೇಶದ'); `wholeIndic` forbids
 * that for short words such as 'मई' (May). `inCompounds` also lets an Indic word end a
 * compound ('श्रीसत्यनारायणपूजा'). Spaces in a phrase match any run of spaces.
 */
export function wordsPattern(
  words: readonly string[],
  options: { wholeIndic?: boolean; inCompounds?: boolean; flags?: string } = {},
): RegExp {
  // Without the joiners, as canonicalText leaves the text.
  const sorted = [...new Set(words.map((w) => w.normalize('NFC').replace(/[\u200B-\u200D]/g, '')))].sort((a, b) => b.length - a.length);
  const alternative = (w: string) => {
    // OCR of script fonts puts commas and dots between the words of a heading ('Griha, Pravesh').
    const body = escape(w).replace(/ /g, "[\\s,.·'’-]*");
    const whole = (isLatin(w) || options.wholeIndic) && ENDS_IN_LETTER.test(w);
    return whole ? `${body}(?![${LETTER}])` : body;
  };
  // The check before a word is written once for each script's group, not once per word: with it
  // in front of every one of hundreds of words, V8 tried each word's check at every position of
  // every line (the rules' hottest code). Within a group the longest word still wins; Latin and
  // Indic words never start at the same letter, so splitting them changes no match.
  const group = (list: string[], before: string) => (list.length ? [`${before}(?:${list.map(alternative).join('|')})`] : []);
  const alternatives = [
    ...group(sorted.filter(isLatin), '(?<![A-Za-z])'),
    ...group(sorted.filter((w) => !isLatin(w)), options.inCompounds ? '' : `(?<![${LETTER}])`),
  ];
  return new RegExp(`(?:${alternatives.join('|')})`, `iu${options.flags ?? ''}`);
}

/** Whether `text` is mostly written in the script of `language`. */
export function isInScriptOf(text: string, language: Language): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return false;
  return letters.filter((c) => READING_LANGUAGES[language].script.test(c)).length / letters.length >= 0.5;
}

/** Trims punctuation, brackets and stray OCR marks off both ends. */
export function trimPunctuation(text: string): string {
  return text
    .replace(/^[\s|~_=*•·«»<>{}[\]`^¦'"“”‘’,;:.\-—–()!?/\\॥।]+/u, '')
    .replace(/[\s|~_=*•·«»<>{}[\]`^¦'"“”‘’,;:\-—–(/\\॥।]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The entry of `lexicon` that `word` is, allowing one OCR slip (a wrong, missing or extra
 * letter or vowel sign) in words of four or more code points; null if none or if two entries
 * are equally near.
 */
export function nearestWord<T>(word: string, lexicon: ReadonlyArray<{ word: string; value: T }>): T | null {
  const chars = [...word];
  let best: { distance: number; value: T; tie: boolean } | null = null;
  for (const entry of lexicon) {
    const target = [...entry.word];
    if (Math.min(chars.length, target.length) < 4 && word !== entry.word) continue;
    const distance = editDistance(chars, target);
    if (distance > 1) continue;
    if (!best || distance < best.distance) best = { distance, value: entry.value, tie: false };
    else if (distance === best.distance && entry.value !== best.value) best.tie = true;
  }
  return best && !best.tie ? best.value : null;
}

