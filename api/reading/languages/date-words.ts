/** The words of dates in every language, gathered for the date rules (see `ReadingLanguage`). */
import { everyLanguage } from './index';

export const DATE_LABELS = everyLanguage((l) => l.dates.dateLabels);
export const DEATH_WORDS = everyLanguage((l) => l.dates.deathWords);
export const REPLY_WORDS = everyLanguage((l) => l.dates.replyWords ?? []);
export const PAST_WORDS = everyLanguage((l) => l.dates.pastWords ?? []);
export const WEEKDAY_WORDS = everyLanguage((l) => l.dates.weekdayWords);

// Malayalam's chillus (ൺ ൻ ർ ൽ ൾ ൿ) and the consonant + visible virama that older print and
// OCR write for them ('നവംബര്' for 'നവംബർ').
const CHILLU_AS_VIRAMA: Record<string, string> = { 'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്' };

/** Month names in every language, January first. */
export const MONTH_SPELLINGS: ReadonlyArray<readonly string[]> = Array.from({ length: 12 }, (_, i) => withViramaChillus(everyLanguage((l) => l.months[i])));

/** Weekday names in every language, Sunday first. */
export const WEEKDAY_SPELLINGS: ReadonlyArray<readonly string[]> = Array.from({ length: 7 }, (_, i) => withViramaChillus(everyLanguage((l) => l.weekdays[i])));

/** `words` and, for each Malayalam word with a chillu, the same word with the chillus as virama. */
function withViramaChillus(words: string[]): string[] {
  const spelled = words.map((w) => w.replace(/[ൺൻർൽൾൿ]/gu, (c) => CHILLU_AS_VIRAMA[c]));
  return [...new Set([...words, ...spelled])];
}
