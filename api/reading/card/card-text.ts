/**
 * The printed lines of a card as the rules want them, with the ways card designs and OCR break
 * words and lines undone: a spaced-out heading ('T R A D E R S'), an organisation's name run
 * over two or three lines ('… COLLEGE OF' / 'ENGINEERING AND' / 'MANAGEMENT'), and the icon in
 * front of a line read as a letter ('Q Main Bazar', 'X Mechanic').
 */
import { canonicalText } from '../text/script-text';
import { CITIES } from '../languages/card-words';
import { isBlessingLine } from '../text/invocations';
import { editDistance } from '../text/near-words';

// Four or more capitals standing one apart: 'T R A D E R S', also OCR's 'T R A DE R S'.
const SPACED_OUT = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2} ){3,}[A-Z]{1,2}(?![\p{L}\p{N}])/gu;
// A line that stops on a word that needs one after it.
const CARRIES_ON = /(?:\s(?:of|and|for|&|the)|[&,])$/i;
// Icons for a pin, a phone, a globe or a tool come out as one of these letters; no initial is.
// Nor does an initial stand before a title ('W Sri Murugan').
const ICON_LETTER = /^(?:[QXZ]\s+(?=[A-Z#\d])|[A-Z]\s+(?=(?:Sri|Shri|Shree|Dr|Mr|Mrs|Ms|Smt|Prof)\b))/;
// A letter glued to a bar or bracket is the edge of a picture read as text ('L\\', '[', 'wre |').
const EDGE_MARK = /(?<!\S)[A-Za-z]?[\\|[\]{}]+(?!\S)|(?<!\S)[[{]+(?=[A-Z])/g;

/** The card's non-empty lines in the canonical form, with spaced headings and run-on names joined. */
export function cardLines(text: string): string[] {
  const lines = canonicalText(text)
    .split('\n')
    .map((l) => l.replace(SPACED_OUT, (m) => (m.replace(/ /g, '').length >= 4 ? m.replace(/ /g, '') : m)))
    // The blessing's bars ('|| श्री स्वामी समर्थ ||') say what it is: it is known before they go.
    .filter((l) => !isBlessingLine(l))
    .map((l) => l.replace(EDGE_MARK, ' ').replace(/ {3,}/g, '  ').trim().replace(ICON_LETTER, ''))
    .map(withCitiesSpelledRight)
    .filter((l) => /[\p{L}\p{N}]/u.test(l) && !isBlessingLine(l));
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined.at(-1);
    if (last !== undefined && CARRIES_ON.test(last) && startsLikeContinuation(line)) joined[joined.length - 1] = `${last} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** The next line continues a name when it starts with a word, not a number or an email. */
function startsLikeContinuation(line: string): boolean {
  return /^[A-Za-z]{3,}/.test(line) && !/@|\d{5}/.test(line);
}

// Long one-word city names in Latin letters: one letter wrong in seven or more is still the city.
const LONG_CITIES = [...new Set(CITIES.filter((c) => /^[a-z]{7,}$/.test(c)))];
const CAPITALISED_WORD = /(?<![A-Za-z])[A-Z][A-Za-z]{6,}(?![A-Za-z])/g;

/**
 * A city OCR misread by one letter ('Hvderabad', 'Bangalone', 'CHENNAl') spelled right, so the
 * address is told by its city and the map finds it. Only capitalised words as long as the city:
 * a name one letter from a city is rare at that length.
 */
function withCitiesSpelledRight(line: string): string {
  return line.replace(CAPITALISED_WORD, (word) => {
    const lower = word.toLowerCase();
    if (LONG_CITIES.includes(lower)) return word;
    const city = LONG_CITIES.find((c) => c[0] === lower[0] && editDistance([...c], [...lower], 1) <= 1);
    if (!city) return word;
    return word === word.toUpperCase() ? city.toUpperCase() : city[0].toUpperCase() + city.slice(1);
  });
}
