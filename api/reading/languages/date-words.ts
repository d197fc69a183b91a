/** The words of dates in every language, gathered for the date rules (see `ReadingLanguage`). */
import { everyLanguage } from './index';

export const DATE_LABELS = everyLanguage((l) => l.dates.dateLabels);
export const DEATH_WORDS = everyLanguage((l) => l.dates.deathWords);
export const REPLY_WORDS = everyLanguage((l) => l.dates.replyWords ?? []);
export const WEEKDAY_WORDS = everyLanguage((l) => l.dates.weekdayWords);

/** Month names in every language, January first. */
export const MONTH_SPELLINGS: ReadonlyArray<readonly string[]> = Array.from({ length: 12 }, (_, i) => everyLanguage((l) => l.months[i]));

/** Weekday names in every language, Sunday first. */
export const WEEKDAY_SPELLINGS: ReadonlyArray<readonly string[]> = Array.from({ length: 7 }, (_, i) => everyLanguage((l) => l.weekdays[i]));
