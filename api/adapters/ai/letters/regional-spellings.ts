/**
 * Where a word's spelling in an Indian script is its own press's, not one the rules can derive
 * from its Latin letters: the names (regional-names.ts) and places (regional-places.ts) tables.
 * Sanskrit letters write these words as Hindi does.
 */
import { REGIONAL_NAMES } from './regional-names';
import { REGIONAL_PLACES } from './regional-places';

const COLUMN: Record<string, number> = { Hindi: 0, Sanskrit: 0, Tamil: 1, Malayalam: 2, Kannada: 3, Telugu: 4 };

/** `word` as `language`'s press prints it, when either table has it. */
export function regionalSpelling(word: string, language: string): string | undefined {
  if (!Object.hasOwn(COLUMN, language)) return undefined;
  const key = word.toLowerCase();
  return (REGIONAL_NAMES[key] ?? REGIONAL_PLACES[key])?.[COLUMN[language]!];
}
