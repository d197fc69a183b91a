/**
 * A plain Latin spelling of text in an Indian script, good enough to look a place name up:
 * 'ಬೆಂಗಳೂರು' → 'bengaluuru', 'मैसूर' → 'maisuur', 'சென்னை' → 'chennai'.
 *
 * The Unicode blocks of the Brahmic scripts share one layout (inherited from ISCII): a letter
 * sits at the same offset in Devanagari (U+0900), Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
 * Telugu, Kannada and Malayalam (U+0D00). So one table of offsets reads all of them; only
 * Malayalam's chillu letters sit outside it.
 */

const FIRST_BLOCK = 0x0900;
const LAST_BLOCK = 0x0d7f;
const BLOCK = 0x80;

/** Independent vowels and consonants by offset in the block. */
const LETTERS: Readonly<Record<number, string>> = {
  0x05: 'a', 0x06: 'aa', 0x07: 'i', 0x08: 'ii', 0x09: 'u', 0x0a: 'uu', 0x0b: 'ri', 0x0c: 'li',
  0x0e: 'e', 0x0f: 'e', 0x10: 'ai', 0x12: 'o', 0x13: 'o', 0x14: 'au',
  0x15: 'k', 0x16: 'kh', 0x17: 'g', 0x18: 'gh', 0x19: 'ng',
  0x1a: 'ch', 0x1b: 'chh', 0x1c: 'j', 0x1d: 'jh', 0x1e: 'ny',
  0x1f: 't', 0x20: 'th', 0x21: 'd', 0x22: 'dh', 0x23: 'n',
  0x24: 't', 0x25: 'th', 0x26: 'd', 0x27: 'dh', 0x28: 'n', 0x29: 'n',
  0x2a: 'p', 0x2b: 'ph', 0x2c: 'b', 0x2d: 'bh', 0x2e: 'm',
  0x2f: 'y', 0x30: 'r', 0x31: 'r', 0x32: 'l', 0x33: 'l', 0x34: 'zh', 0x35: 'v',
  0x36: 'sh', 0x37: 'sh', 0x38: 's', 0x39: 'h',
  0x58: 'q', 0x59: 'kh', 0x5a: 'gh', 0x5b: 'z', 0x5c: 'r', 0x5d: 'rh', 0x5e: 'f', 0x5f: 'y',
  0x60: 'rri', 0x61: 'lli',
};

/** Dependent vowel signs by offset. */
const VOWEL_SIGNS: Readonly<Record<number, string>> = {
  0x3e: 'aa', 0x3f: 'i', 0x40: 'ii', 0x41: 'u', 0x42: 'uu', 0x43: 'ri', 0x44: 'rri',
  0x46: 'e', 0x47: 'e', 0x48: 'ai', 0x4a: 'o', 0x4b: 'o', 0x4c: 'au', 0x57: 'au', 0x62: 'li', 0x63: 'lli',
};

const ANUSVARA = 0x02;
const VISARGA = 0x03;
const NUKTA = 0x3c;
const VIRAMA = 0x4d;

/** Malayalam's chillu letters: a consonant with no vowel, written as its own letter. */
const CHILLU: Readonly<Record<number, string>> = { 0x0d7a: 'n', 0x0d7b: 'n', 0x0d7c: 'r', 0x0d7d: 'l', 0x0d7e: 'l', 0x0d7f: 'k', 0x0d54: 'm', 0x0d55: 'y', 0x0d56: 'l' };

const DEVANAGARI_END = 0x097f;
/** Stands for the anusvara until the letter after it is known. */
const NASAL = '\u0001';

function offsetOf(code: number): number | null {
  return code >= FIRST_BLOCK && code <= LAST_BLOCK ? (code - FIRST_BLOCK) % BLOCK : null;
}

/** True when the text holds a letter of an Indian script. */
export function hasIndicLetters(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= FIRST_BLOCK && code <= LAST_BLOCK) return true;
  }
  return false;
}

/** The Latin spelling; characters outside the Indian blocks are kept as they are. */
export function romanizeIndic(text: string): string {
  let out = '';
  // A consonant waiting for its vowel: the inherent 'a' unless a sign or virama follows.
  let pending = false;
  let pendingDevanagari = false;
  const settle = (nextIsLetter: boolean) => {
    // Hindi and Marathi drop the inherent vowel at the end of a word ('मैसूर' is 'Maisur').
    if (pending && (nextIsLetter || !pendingDevanagari)) out += 'a';
    pending = false;
  };
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const chillu = CHILLU[code];
    if (chillu) {
      settle(true);
      out += chillu;
      continue;
    }
    const offset = offsetOf(code);
    if (offset === null) {
      settle(false);
      out += ch;
      continue;
    }
    if (offset === NUKTA) continue;
    if (offset === VIRAMA) {
      pending = false;
      continue;
    }
    const sign = VOWEL_SIGNS[offset];
    if (sign !== undefined) {
      pending = false;
      out += sign;
      continue;
    }
    if (offset === ANUSVARA || offset === VISARGA) {
      settle(true);
      out += offset === ANUSVARA ? NASAL : 'h';
      continue;
    }
    const letter = LETTERS[offset];
    if (letter === undefined) continue; // digits, danda, signs with no sound of their own
    settle(true);
    out += letter;
    pending = offset >= 0x15 && offset <= 0x39 || offset >= 0x58 && offset <= 0x5f;
    pendingDevanagari = code <= DEVANAGARI_END;
  }
  settle(false);
  // The anusvara sounds as the nasal of what follows: 'm' before p, b and m and at the end of a
  // word ('മുംബൈ' Mumbai, 'കേരളം' Keralam), 'n' elsewhere ('ಬೆಂಗಳೂರು' Bengaluru).
  return out.replace(/\u0001(?=[pbm]|[^a-z]|$)/g, 'm').replace(/\u0001/g, 'n');
}

/** Words an English letter writes its own way: titles as Indians write them in English. */
const LETTER_WORDS: Readonly<Record<string, string>> = { shrii: 'Sri', shri: 'Sri', srii: 'Sri', shriimati: 'Smt.', shriimatii: 'Smt.', kumaarii: 'Kumari', kumaari: 'Kumari', dampati: '', parivaar: 'Family', kutumba: 'Family', raav: 'Rao' };

/**
 * Text in an Indian script spelled as an Indian English letter writes names: long vowels as a, ee
 * and oo, each word capitalised, titles in their English forms ('ಶ್ರೀಮತಿ ಸಂಗೀತಾ' → 'Smt. Sangeeta').
 */
export function readableLatin(text: string): string {
  return romanizeIndic(text)
    .replace(/[A-Za-z]+/g, (word) => {
      // Latin already in the text (a place's own name) is kept as it is written.
      if (/[A-Z]/.test(word)) return word;
      if (LETTER_WORDS[word] !== undefined) return LETTER_WORDS[word]!;
      const spelled = word.replace(/aa/g, 'a').replace(/ii/g, 'ee').replace(/uu/g, 'oo');
      return spelled[0]!.toUpperCase() + spelled.slice(1);
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}
