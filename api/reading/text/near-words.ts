/**
 * Finds a word OCR misread by one letter: 'ಶುಭಪಿವಾಹ' for 'ಶುಭವಿವಾಹ', 'Weddinq' for 'Wedding'.
 * Tesseract confuses letters that differ by one stroke (ವ/ಪ, ब/व, g/q), so a long keyword
 * one edit away from part of a word is very likely that keyword. Used only as a fallback, when
 * no keyword is found exactly, so a near miss never outvotes a word printed right.
 */

// Shorter keywords are left alone: one edit in four letters makes too many other words.
const MIN_LETTERS = 5;

/** Edit distance between `a` and `b` (code points), stopping early past `limit` (then `limit + 1`). */
export function editDistance(a: readonly string[], b: readonly string[], limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

export interface NearWord {
  keyword: string;
  /** The word as read, lower-cased. */
  word: string;
  /** The word with the keyword spelled right ('ಶುಭಪಿವಾಹ' → 'ಶುಭವಿವಾಹ'). */
  corrected: string;
}

/**
 * The first keyword of `keywords` found in `text` with one letter wrong (inside a longer word
 * too, as Indic compounds are written), with the word it was found in; null if none.
 */
export function findNearWord(text: string, keywords: readonly string[]): NearWord | null {
  const words = text.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean).map((w) => [...w]);
  for (const keyword of keywords) {
    const k = [...keyword.toLowerCase()];
    if (k.length < MIN_LETTERS || keyword.includes(' ')) continue;
    for (const w of words) {
      for (let start = 0; start + k.length - 1 <= w.length; start++) {
        // A letter misread first: tried shorter first, 'Weddinq' was 'weddin' short of a letter
        // and corrected to 'weddingq'.
        for (const length of [k.length, k.length - 1, k.length + 1]) {
          if (start + length > w.length) continue;
          if (withinOneEdit(k, w, start, length)) {
            return { keyword, word: w.join(''), corrected: [...w.slice(0, start), ...k, ...w.slice(start + length)].join('') };
          }
        }
      }
    }
  }
  return null;
}

/**
 * Whether `k` and `w[start, start + length)` are at most one edit apart: `editDistance(…, 1) <= 1`
 * in one pass and no copies (every keyword is tried at every place of every word of a card, and
 * the full distance with its slices was the rules' costliest code once their patterns were cheap).
 */
function withinOneEdit(k: string[], w: string[], start: number, length: number): boolean {
  if (Math.abs(k.length - length) > 1) return false;
  let [i, j] = [0, 0];
  while (i < k.length && j < length && k[i] === w[start + j]) [i, j] = [i + 1, j + 1];
  if (i === k.length || j === length) return true; // what is left is at most one letter
  // The first difference: skip one letter of the longer (or one of each when equally long).
  const [di, dj] = k.length > length ? [1, 0] : k.length < length ? [0, 1] : [1, 1];
  for (i += di, j += dj; i < k.length && j < length; i++, j++) if (k[i] !== w[start + j]) return false;
  return true;
}

/**
 * The first phrase of `phrases` (several Latin words, 'new home') found in `text` with its words
 * in a row, all but the last printed right and the last read with one letter too many ('NEW HOMIE'). A
 * phrase's first words pin down what a lone English word one letter off could not (see
 * `findNearWord`); null if none.
 */
export function findNearPhrase(text: string, phrases: readonly string[]): string | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  for (const phrase of phrases) {
    const parts = phrase.toLowerCase().split(/\s+/);
    const last = [...parts[parts.length - 1]];
    if (parts.length < 2 || last.length < MIN_PHRASE_LAST || /[^a-z\s]/.test(phrase.toLowerCase())) continue;
    for (let start = 0; start + parts.length <= words.length; start++) {
      if (!parts.slice(0, -1).every((p, k) => words[start + k] === p)) continue;
      // Only a letter added ('HOMIE': an m's last stroke read as i): a letter changed makes
      // another English word too often ('new hope').
      const read = [...words[start + parts.length - 1]];
      if (read.length === last.length + 1 && withinOneEdit(last, read, 0, read.length)) return phrase;
    }
  }
  return null;
}

// The misread last word of a phrase has at least this many letters ('home').
const MIN_PHRASE_LAST = 4;

/**
 * The first phrase of `phrases` (Latin words, at least `MIN_FAR_PHRASE` letters) that a run of as
 * many words of `text` spells with at most two letters wrong, missing or added ('Guha Pravesh'
 * for 'griha pravesh': a heading in a script font). A phrase that long is not two letters from
 * another; null if none.
 */
export function findFarPhrase(text: string, phrases: readonly string[]): string | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  for (const phrase of phrases) {
    const parts = phrase.toLowerCase().split(/\s+/);
    if (parts.length < 2 || parts.join('').length < MIN_FAR_PHRASE || /[^a-z\s]/.test(phrase.toLowerCase())) continue;
    const target = [...parts.join(' ')];
    for (let start = 0; start + parts.length <= words.length; start++) {
      if (editDistance([...words.slice(start, start + parts.length).join(' ')], target, 2) <= 2) return phrase;
    }
  }
  return null;
}

// Letters a phrase needs (spaces left out) before two slips in it still tell it apart.
const MIN_FAR_PHRASE = 12;

/**
 * Whether `text` has a word of an Indian script that is one of `keywords` with one akshara
 * (a letter and its signs) read as another: OCR of Kannada, Telugu and the rest takes a
 * consonant with its vowel sign for one other letter ('ಡಿಆಟಲ್' for 'ಡಿಜಿಟಲ್': ಜಿ read as ಆ),
 * two code points apart, which `findNearWord` does not allow. Whole words of four aksharas
 * or more only, and the first akshara must be right.
 */
export function hasNearAksharaWord(text: string, keywords: readonly string[]): boolean {
  const words = text.split(/[^\p{L}\p{M}]+/u).filter((w) => w && !/[A-Za-z]/.test(w)).map(aksharas);
  return keywords.some((keyword) => {
    const k = aksharas(keyword.normalize('NFC'));
    if (k.length < MIN_AKSHARAS || /[A-Za-z\s]/.test(keyword)) return false;
    return words.some((w) => w.length === k.length && w[0] === k[0] && w.filter((a, i) => a !== k[i]).length === 1);
  });
}

// Three aksharas one apart make too many other words.
const MIN_AKSHARAS = 4;

/** 'ಡಿಜಿಟಲ್' → ['ಡಿ', 'ಜಿ', 'ಟ', 'ಲ್']: each letter with the signs after it. */
function aksharas(word: string): string[] {
  return word.match(/\p{L}\p{M}*/gu) ?? [];
}
