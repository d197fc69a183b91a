/**
 * Words of Indian venue names that an English letter writes in Latin, from their spelling in an
 * Indian script: the places (ಮೈಸೂರು → Mysuru) and the English words Indian venues are named with
 * (ಟೌನ್ ಹಾಲ್ → Town Hall), read back through the tables the Indian letters spell them with.
 */
import { otherScriptsToDevanagari } from './between-scripts';
import { ENGLISH_WORDS, PLACES } from './transliterate-words';

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

/** The Latin name of one word in an Indian script, or null when the tables do not know it. */
export function latinWord(word: string): string | null {
  return PLACE_NAMES.get(word) ?? ENGLISH.get(skeleton(otherScriptsToDevanagari(word, 'Hindi'))) ?? null;
}
