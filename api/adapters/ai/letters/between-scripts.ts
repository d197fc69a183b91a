/**
 * Text in one Indian script written in another: a Marathi host's name in a Kannada letter, a
 * Telugu venue in a Hindi one. The Unicode blocks of the Brahmic scripts share one layout, so a
 * letter moves by its offset in the block, through Devanagari; Malayalam's chillu letters and
 * the letters only Tamil and Malayalam have are mapped by hand.
 */
import type { IndicLanguage } from './transliterate';

const DEVANAGARI = 0x0900;
const BLOCK = 0x80;
const LAST = 0x0d7f;

const BLOCK_OF: Record<IndicLanguage, number> = { Hindi: 0x0900, Sanskrit: 0x0900, Tamil: 0x0b80, Telugu: 0x0c00, Kannada: 0x0c80, Malayalam: 0x0d00 };

/** Malayalam's chillus (a consonant without its vowel) and its modern au sign. */
const BY_HAND: Record<number, string> = { 0x0d7a: 'ण्', 0x0d7b: 'न्', 0x0d7c: 'र्', 0x0d7d: 'ल्', 0x0d7e: 'ळ्', 0x0d7f: 'क्', 0x0d57: 'ौ' };

/** Tamil's and Malayalam's own letters (ன, ற, ழ) as the other scripts write the sound. */
const NEAREST: Record<string, string> = { 'ऩ': 'न', 'ऱ': 'र', 'ऴ': 'ळ' };

const blockOf = (code: number) => (code >= DEVANAGARI && code <= LAST ? DEVANAGARI + Math.floor((code - DEVANAGARI) / BLOCK) * BLOCK : null);

// Hindi's postpositions and verbs: a Hindi card's event name ('प्रिया एवं अर्जुन का शुभ विवाह') is a Hindi phrase, not a name.
const HINDI_GRAMMAR = /(?:^|\s)(?:का|की|के|में|और|को|से|है|हैं)(?=\s|$)/u;
export const hasHindiGrammar = (text: string): boolean => HINDI_GRAMMAR.test(text);

/** True when `text` has letters of an Indian script other than `language`'s. */
export function hasOtherIndicScript(text: string, language: IndicLanguage): boolean {
  for (const ch of text) {
    const block = blockOf(ch.codePointAt(0)!);
    if (block !== null && block !== BLOCK_OF[language]) return true;
  }
  return false;
}

/**
 * The letters of other Indian scripts in `text` moved to Devanagari, those of `keep`'s script left
 * as they are; `fromDevanagari` then takes the Devanagari on to the letter's script.
 */
export function otherScriptsToDevanagari(text: string, keep: IndicLanguage, { names = true } = {}): string {
  const south = keep !== 'Hindi' && keep !== 'Sanskrit';
  return text.replace(/[\u0900-\u0D7F]+/gu, (word) => {
    const block = blockOf(word.codePointAt(0)!);
    if (block === BLOCK_OF[keep]) return word;
    if (block === DEVANAGARI) return names && south ? southernName(word, keep) : word;
    let out = '';
    for (const ch of word) {
      const code = ch.codePointAt(0)!;
      out += BY_HAND[code] ?? String.fromCodePoint(DEVANAGARI + (code - (blockOf(code) ?? DEVANAGARI)));
    }
    out = out.replace(/[ऩऱऴ]/gu, (c) => NEAREST[c] ?? c);
    if (south) return names ? withoutLongA(out, keep) : out;
    // Hindi has no short e and o of the South, nor its ळ; it ends a name in a long i (ಲಕ್ಷ್ಮಿ: लक्ष्मी)
    // and writes no virama at a word's end (ರಾವ್: राव).
    out = out.replace(/ॆ/gu, 'े').replace(/ॊ/gu, 'ो').replace(/ऎ/gu, 'ए').replace(/ऒ/gu, 'ओ').replace(/ळ/gu, 'ल').replace(/ि$/u, 'ी');
    return keep === 'Hindi' ? out.replace(/्$/u, '') : out;
  });
}

/** Telugu and Malayalam end a name in the inherent a, not a long ā (గీత, ശാന്ത), as they do spelling a Latin one. */
function withoutLongA(name: string, keep: IndicLanguage): string {
  return (keep === 'Telugu' || keep === 'Malayalam') && [...name].length > 3 ? name.replace(/ा$/u, '') : name;
}

// A syllable's consonant: one not joined to the next by a virama.
const SYLLABLES = /[क-ह]\u093C?(?!्)/gu;

/**
 * A Hindi or Marathi name as the South writes it: the last a Hindi does not say becomes a virama
 * (विनोद Vinod: ವಿನೋದ್), not after a cluster (आदित्य, कृष्ण keep it); a long final ī is short
 * (देवी ದೇವಿ, श्रीमती ಶ್ರೀಮತಿ; not the one syllable of श्री); Telugu and Malayalam drop a final ā.
 */
function southernName(word: string, keep: IndicLanguage): string {
  if ([...word].length <= 1) return word;
  if (/(?<!्)[क-ह]\u093C?$/u.test(word)) return `${word}्`;
  const shortI = (word.match(SYLLABLES)?.length ?? 0) > 1 ? word.replace(/ी$/u, 'ि') : word;
  return withoutLongA(shortI, keep);
}
