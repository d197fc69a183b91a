/**
 * Names, places and venues in Latin letters written in the five Indian scripts, against a native
 * writer's spelling (test-support/transliteration.ts): words spelled the same, per table and language.
 *
 * Run: npx tsx bench/transliteration.ts   (TRANSLITERATION_SHOW=1 prints every miss)
 */
import { transliterate } from '../api/adapters/ai/letters/transliterate';
import { SPELLING_LANGUAGES, SPELLING_TABLES, loadSpellingTable, wordsAgreeing } from '../test-support/transliteration';

console.log(`| table | ${SPELLING_LANGUAGES.join(' | ')} |\n| --- |${' --- |'.repeat(SPELLING_LANGUAGES.length)}`);
for (const name of SPELLING_TABLES) {
  const tally = wordsAgreeing(loadSpellingTable(name), transliterate);
  console.log(`| ${name} | ${SPELLING_LANGUAGES.map((l) => `${tally[l]!.same}/${tally[l]!.of} (${Math.round((100 * tally[l]!.same) / tally[l]!.of)} %)`).join(' | ')} |`);
  if (process.env.TRANSLITERATION_SHOW === '1') for (const l of SPELLING_LANGUAGES) for (const miss of tally[l]!.misses) console.log(`  ${name} ${l} ${miss}`);
}
