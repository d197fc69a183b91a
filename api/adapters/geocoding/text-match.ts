/**
 * Text helpers for place search: one folding rule for the names we index and the text people
 * type, and a bounded edit distance for near spellings.
 */

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_DROPPED = /['.`]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/** Removes diacritics ('Tumkūr' → 'Tumkur', 'Zürich' → 'Zurich'), keeping case. */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/**
 * Folds a name for comparison: diacritics removed, lower case, apostrophes and dots dropped,
 * any other run of non-letters and non-digits turned into one space ('Hubli-Dharwad' →
 * 'hubli dharwad', "St. John's" → 'st johns'). Letters of other scripts are kept.
 */
export function foldName(text: string): string {
  // Most names are plain ASCII: skip Unicode normalisation for them (it is most of the cost).
  if (!NON_ASCII.test(text)) {
    return text.toLowerCase().replace(ASCII_DROPPED, '').replace(ASCII_SEPARATORS, ' ').trim();
  }
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[ßæœøđðłıþħ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How a typed text is near a name: as a whole, or as the beginning of it (typing in progress). */
export interface NearMatch {
  /** Edits (insert, delete, substitute, swap two neighbours) from the text to the whole name. */
  whole: number;
  /** Fewest edits from the text to some beginning of the name. */
  prefix: number;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) from `text` to `name` and to the
 * nearest beginning of `name`, giving up as soon as both must exceed `max`. Answers null when
 * neither is within `max`. Three rolling rows; the loops stop early, so a hopeless candidate
 * costs a few rows, not the whole table.
 */
export function nearMatch(text: string, name: string, max: number): NearMatch | null {
  const n = text.length;
  const m = name.length;
  if (n === 0) return { whole: m, prefix: 0 };
  let beforePrevious = new Array<number>(n + 1).fill(0);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  // Row i compares the first i letters of the name with every beginning of the text.
  let bestPrefix = previous[n]!;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = current[0];
    const a = name.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const b = text.charCodeAt(j - 1);
      const cost = a === b ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a === text.charCodeAt(j - 2) && name.charCodeAt(i - 2) === b) {
        d = Math.min(d, beforePrevious[j - 2]! + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (current[n]! < bestPrefix) bestPrefix = current[n]!;
    // Every later cell grows from this row or the one before (a swap), so once both are past
    // `max` the whole name cannot come back within reach.
    let previousMin = previous[0]!;
    for (let j = 1; j <= n; j++) if (previous[j]! < previousMin) previousMin = previous[j]!;
    if (rowMin > max && previousMin > max) {
      return bestPrefix <= max ? { whole: max + 1, prefix: bestPrefix } : null;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const whole = previous[n]!;
  if (whole > max && bestPrefix > max) return null;
  return { whole, prefix: bestPrefix };
}
