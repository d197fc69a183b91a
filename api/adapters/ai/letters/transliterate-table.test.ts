/**
 * A floor on how many words of names, places and venues the transliteration spells as a native
 * writer does (test-support/transliteration.ts). Raise it as the spelling improves; never lower it.
 */
import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate';
import { SPELLING_LANGUAGES, SPELLING_TABLES, loadSpellingTable, wordsAgreeing } from '../../../../test-support/transliteration';

const FLOORS: Record<(typeof SPELLING_LANGUAGES)[number], number> = { Hindi: 0.88, Kannada: 0.83, Tamil: 0.82, Telugu: 0.81, Malayalam: 0.82 };

describe('names, places and venues spelled as a native writer spells them', () => {
  const tally = wordsAgreeing(SPELLING_TABLES.flatMap(loadSpellingTable), transliterate);
  for (const language of SPELLING_LANGUAGES) {
    it(`${language} stays at or above its floor`, () => {
      const { same, of } = tally[language]!;
      expect(same / of).toBeGreaterThanOrEqual(FLOORS[language]);
    });
  }
});
