/**
 * Names, places and venues as printed in Latin letters on English invitations, with how a native
 * writer spells each in the five Indian scripts: a table written by a helper that saw neither the
 * transliteration rules nor their spelling tables (test-support/transliteration/). 'persons-1'
 * was read while the rules were changed; 'persons-2' and 'places' were not. 'persons-3' and
 * 'persons-4' hold the Christian, Muslim, English and Kerala and Tamil names the first tables have
 * few of; the brief for the southern spelling table named some of persons-3's words (never their
 * spellings), none of persons-4's, which is the honest figure for those names. 'places-2' holds
 * places and venues none of the others has, written after the places' spelling table was asked for.
 */
import { readFileSync } from 'node:fs';
import type { IndicLanguage } from '../api/adapters/ai/letters/transliterate';

export const SPELLING_LANGUAGES = ['Hindi', 'Kannada', 'Tamil', 'Telugu', 'Malayalam'] as const satisfies readonly IndicLanguage[];
export const SPELLING_TABLES = ['persons-1', 'persons-2', 'places', 'persons-3', 'persons-4', 'places-2'] as const;

type Spelled = { latin: string; kind: 'person' | 'place' | 'venue' } & Record<(typeof SPELLING_LANGUAGES)[number], string>;

export function loadSpellingTable(name: (typeof SPELLING_TABLES)[number]): Spelled[] {
  return JSON.parse(readFileSync(new URL(`./transliteration/${name}.json`, import.meta.url), 'utf8')) as Spelled[];
}

// Invisible joiners and the spacing around initials' full stops are not spelling.
const comparable = (s: string) => s.normalize('NFC').replace(/[\u200c\u200d]/g, '').replace(/\s*\.\s*/g, '. ').replace(/\s+/g, ' ').trim();

/** Words spelled as the table spells them, and words in all, per language, over `entries`. */
export function wordsAgreeing(entries: Spelled[], write: (latin: string, language: IndicLanguage) => string) {
  const tally = Object.fromEntries(SPELLING_LANGUAGES.map((l) => [l, { same: 0, of: 0, misses: [] as string[] }]));
  for (const entry of entries) {
    for (const language of SPELLING_LANGUAGES) {
      const [got, want] = [comparable(write(entry.latin, language)).split(' '), comparable(entry[language]).split(' ')];
      const t = tally[language]!;
      want.forEach((w, i) => {
        t.of += 1;
        if (got[i] === w) t.same += 1;
        else t.misses.push(`${entry.latin}: ${got[i] ?? ''} (${w})`);
      });
    }
  }
  return tally;
}
