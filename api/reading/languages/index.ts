/**
 * Every language the reader knows, by the app's language names. A language missing here, or a
 * list missing from one, is a compile error (see `ReadingLanguage`).
 */
import type { Language } from '@shared/limits';
import type { ReadingLanguage, Words } from './reading-language';
import { english } from './english';
import { hindi } from './hindi';
import { sanskrit } from './sanskrit';
import { kannada } from './kannada';
import { tamil } from './tamil';
import { telugu } from './telugu';
import { malayalam } from './malayalam';

export type { ReadingLanguage, TesseractCode, Words } from './reading-language';

export const READING_LANGUAGES: Record<Language, ReadingLanguage> = {
  English: english,
  Hindi: hindi,
  Kannada: kannada,
  Tamil: tamil,
  Telugu: telugu,
  Malayalam: malayalam,
  Sanskrit: sanskrit,
};

// The order lists are gathered in: Latin first, then the scripts as the tables always listed them.
const GATHER_ORDER: ReadingLanguage[] = [english, hindi, sanskrit, kannada, tamil, telugu, malayalam];

/** One list gathered from every language, for rules that search every card for every script. */
export function everyLanguage(pick: (language: ReadingLanguage) => Words): string[] {
  return GATHER_ORDER.flatMap(pick);
}

/** A table of lists (by event type, by label kind…) gathered from every language. */
export function gathered<const Key extends string>(keys: readonly Key[], pick: (language: ReadingLanguage) => Record<Key, Words>): Record<Key, string[]> {
  return Object.fromEntries(keys.map((key) => [key, everyLanguage((l) => pick(l)[key])])) as Record<Key, string[]>;
}
