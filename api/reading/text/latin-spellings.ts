/**
 * Indian words written in English letters are spelled many ways: 'Gruhapravesam', 'Griha
 * Pravesh', 'Grihapravesham'; 'Namakaranam', 'Naamkaran'; 'Seemantham', 'Simantham'. A word list
 * cannot hold every spelling, so a word is compared by its consonants, the part every spelling
 * keeps: long vowels and their doubling, the 'h' of aspirates, 'ru' for 'ri' and a closing '-am'
 * all fall away. Used only where no keyword is printed as listed.
 */

// Fewer consonants than this match too many ordinary words ('puja' and 'page').
const MIN_KEY = 5;

/** The consonants a Latin spelling of an Indian word keeps: 'Gruhapravesam' and 'Griha Pravesh' → 'grhprvs'. */
export function spellingKey(word: string): string {
  const letters = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(?<=[bcdgjkpt])h/g, '')
    .replace(/sh/g, 's')
    .replace(/w/g, 'v')
    .replace(/(?<=[a-z]{3,})(?:am|um)$/, '');
  const first = letters.slice(0, 1);
  return (first + letters.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}

/** Keywords by their consonants (those with enough of them to tell apart), the first of a key kept. */
export function spellingTable<T>(entries: ReadonlyArray<readonly [string, T]>): Map<string, T> {
  const table = new Map<string, T>();
  for (const [word, value] of entries) {
    const key = spellingKey(word);
    if (key.length >= MIN_KEY && !table.has(key)) table.set(key, value);
  }
  return table;
}

/**
 * Where a word of `line`, or two of its words written apart ('Griha Pravesh'), spells a keyword
 * of `table` some other way; from the left, none overlapping.
 */
export function otherSpellings<T>(line: string, table: ReadonlyMap<string, T>): Array<{ value: T; start: number; end: number }> {
  const words = [...line.matchAll(/[A-Za-z]+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  const found: Array<{ value: T; start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const pair = words[i + 1] && /^\s+$/.test(line.slice(words[i].end, words[i + 1].start)) ? words[i + 1] : null;
    const spans = [...(pair ? [{ text: `${words[i].text}${pair.text}`, end: pair.end, last: i + 1 }] : []), { text: words[i].text, end: words[i].end, last: i }];
    for (const span of spans) {
      const value = table.get(spellingKey(span.text));
      if (value === undefined) continue;
      found.push({ value, start: words[i].start, end: span.end });
      i = span.last;
      break;
    }
  }
  return found;
}
