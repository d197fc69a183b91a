/** Small readings of invitation data for display. Pure functions, no React. */
import type { Language } from '@shared/limits';

const LANGUAGE_TAGS: Record<Language, string> = { English: 'en', Hindi: 'hi', Kannada: 'kn', Tamil: 'ta', Telugu: 'te', Malayalam: 'ml', Sanskrit: 'sa' };

/** The BCP 47 tag of a letter language, for `lang=`: the browser then picks the right system font for the script. */
export const languageTag = (language: Language) => LANGUAGE_TAGS[language];

/**
 * The sender's name as signed in a letter: the line right after the closing ("Yours sincerely,",
 * "सादर,"…), i.e. after the last line ending in a comma in the letter's final block. The API has no
 * sender field, so this is read off the letter; '' when the letter has no such closing.
 */
export function senderOfLetter(letter: string | null | undefined): string {
  if (!letter) return '';
  const blocks = letter.trim().split(/\n[ \t]*\n/);
  const lines = (blocks[blocks.length - 1] ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  let closing = -1;
  lines.forEach((line, i) => {
    if (/[,،]$/.test(line)) closing = i;
  });
  if (closing < 0 || closing === lines.length - 1) return '';
  return lines[closing + 1]!;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** 'Mar 12, 2026, 07:30 PM' (spec §2: short month, day, year, hour, minute). */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', DATE_TIME);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60) || -1, 'minute');
}
