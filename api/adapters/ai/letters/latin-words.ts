/**
 * Words of Indian venue names that an English letter writes in Latin, from their spelling in an
 * Indian script: the places (ಮೈಸೂರು → Mysuru) and the English words Indian venues are named with
 * (ಟೌನ್ ಹಾಲ್ → Town Hall), read back through the tables the Indian letters spell them with.
 */
import { readableLatin } from '@shared/helpers/indic-romanize';
import { otherScriptsToDevanagari } from './between-scripts';
import { editDistance } from '../../../reading/text/near-words';
import { ENGLISH_WORDS, INITIALS, NAME_PARTS, PLACES } from './transliterate-words';
import { NAME_SPELLINGS } from './name-spellings';
import { REGIONAL_NAMES } from './regional-names';
import { REGIONAL_PLACES } from './regional-places';

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** One Devanagari form for the ways the scripts write an English word (हॉल, ಹಾಲ್, హాల్ → हाल; कन्वेंशन, కన్వెన్షన్ → कन्वेन्शन; ஹோட்டல் → होटल). */
const skeleton = (devanagari: string) =>
  devanagari
    .normalize('NFC')
    .replace(/\u093C/g, '')
    .replace(/ाउ/g, 'ौ')
    .replace(/ॉ/g, 'ा')
    .replace(/ऑ/g, 'आ')
    .replace(/ॆ/gu, 'े')
    .replace(/ॊ/gu, 'ो')
    // The a of 'palace' and 'banquet': Hindi ै, Kannada and Telugu ್ಯಾ, Tamil ே.
    .replace(/्या|ै/gu, 'े')
    .replace(/ट्ट/gu, 'ट')
    .replace(/ं(?=[क-ह])/gu, 'न्')
    .replace(/[षश]/gu, 'श')
    .replace(/ण/gu, 'न')
    .replace(/्$/u, '');

const PLACE_NAMES = new Map<string, string>();
for (const [key, spellings] of Object.entries(PLACES)) {
  for (const spelled of Object.values(spellings)) if (!PLACE_NAMES.has(spelled)) PLACE_NAMES.set(spelled, capitalised(key));
}
const ENGLISH = new Map<string, string>();
for (const [word, devanagari] of Object.entries(ENGLISH_WORDS)) if (!ENGLISH.has(skeleton(devanagari))) ENGLISH.set(skeleton(devanagari), capitalised(word));

/** One Devanagari form for a name however it is written: anusvara for a nasal before a stop (चन्द्र, चंद्र), no final virama. */
const nameForm = (devanagari: string) =>
  devanagari
    .normalize('NFC')
    .replace(/ॆ/gu, 'े')
    .replace(/ँ/gu, 'ं')
    .replace(/[नमणङञ]्(?=[क-ह])/gu, 'ं')
    .replace(/\u093C/gu, '')
    .replace(/्$/u, '');

/** The Latin name of one word in an Indian script, or null when the tables do not know it. */
export function latinWord(word: string): string | null {
  return PLACE_NAMES.get(word) ?? ENGLISH.get(skeleton(otherScriptsToDevanagari(word, 'Hindi'))) ?? null;
}

// Names and places as each script's press prints them (முருகன், ಮಂಗಳೂರು), and common names by their
// Hindi spelling (रमेश), back to the Latin spelling the tables keep them under.
const PRINTED_NAMES = new Map<string, string[]>();
for (const table of [REGIONAL_PLACES, REGIONAL_NAMES]) {
  for (const [key, spellings] of Object.entries(table)) for (const spelled of new Set(spellings)) PRINTED_NAMES.set(spelled, [...(PRINTED_NAMES.get(spelled) ?? []), key]);
}

const HINDI_NAMES = new Map<string, string>();
for (const [key, hindi] of [...Object.entries(NAME_PARTS), ...Object.entries(NAME_SPELLINGS)]) {
  if (!HINDI_NAMES.has(nameForm(hindi))) HINDI_NAMES.set(nameForm(hindi), capitalised(key));
}

/** A name printed in an Indian script as an English letter spells it (ರಮೇಶ್ → Ramesh, முருகன் → Murugan), or null. */
export function latinName(word: string): string | null {
  // Of the Latin spellings a printed form stands for (ಮಂಟಪ: Mandapa, Mantapa), the one nearest its own letters.
  const keys = PRINTED_NAMES.get(word);
  if (keys) {
    const said = [...readableLatin(word).toLowerCase()];
    const distance = (key: string) => editDistance([...key], said);
    return capitalised(keys.reduce((best, key) => (distance(key) < distance(best) ? key : best)));
  }
  return HINDI_NAMES.get(nameForm(otherScriptsToDevanagari(word, 'Hindi'))) ?? null;
}

// A name's initials as the scripts print them (के., ಕೆ., கே., or Tamil's bare க.), by their letter.
const INITIAL_LETTERS = new Map<string, string>();
for (const [letter, spellings] of Object.entries(INITIALS)) for (const spelled of spellings) INITIAL_LETTERS.set(nameForm(spelled), letter.toUpperCase());
const CONSONANT_LETTERS: Record<string, string> = {
  क: 'K', ग: 'G', च: 'C', ज: 'J', ट: 'T', ड: 'D', त: 'T', द: 'D', न: 'N', ण: 'N', प: 'P', ब: 'B', म: 'M', य: 'Y', र: 'R', ल: 'L', ळ: 'L', व: 'V', श: 'S', ष: 'S', स: 'S', ह: 'H',
};

/** The Latin letter of an initial printed in an Indian script (ಕೆ. → K, க. → K), or null for any other word. */
export function latinInitial(word: string): string | null {
  const devanagari = nameForm(otherScriptsToDevanagari(word, 'Hindi'));
  return INITIAL_LETTERS.get(devanagari) ?? (/^[क-ह]$/u.test(devanagari) ? (CONSONANT_LETTERS[devanagari] ?? null) : null);
}

/** Titles in the South's own words, as English letters print them (திரு. K. Murugan → Thiru K. Murugan). */
const TITLE_WORDS: Record<string, string> = {
  திரு: 'Thiru', திருமதி: 'Thirumathi', செல்வி: 'Selvi', செல்வன்: 'Selvan', पं: 'Pt', चि: 'Chi', ಚಿ: 'Chi', చి: 'Chi', ചി: 'Chi',
  डॉ: 'Dr', डा: 'Dr', ಡಾ: 'Dr', డా: 'Dr', ഡോ: 'Dr', டாக்டர்: 'Dr',
};
export const latinTitle = (word: string): string | null => TITLE_WORDS[word] ?? null;

