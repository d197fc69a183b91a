/**
 * Finds where the event is held: the venue's name and address as printed.
 *
 * Most cards label it ('Venue:', 'स्थान:', 'ಸ್ಥಳ:', 'இடம்:', 'వేదిక:', 'സ്ഥലം:', 'स्थानम्:')
 * and continue the address on a line or two. Cards without a label say 'at <place>' or simply
 * print a line naming a hall, mandapam or temple; those are the fallbacks.
 */
import { VENUE_LABEL, beforeContactDetails, isFieldLine, labelAtStart } from '../card/card-lines';
import { VENUE_WORDS } from './invitation-keywords';
import { trimPunctuation, wordsPattern } from '../text/script-text';

const VENUE_WORD = wordsPattern(VENUE_WORDS);
// A venue ends with its city and PIN code; a line with a PIN belongs to the address.
const PIN_CODE = /(?<!\d)\d{3} ?\d{3}(?!\d)/;
const AT_PLACE = /^[^\p{L}\p{N}]*(?:at|@)\s+(?![\d])(.+)$/iu;
const MAX_VENUE_LINES = 4;

/** The venue as one line ('Sri Krishna Convention Hall, 14 MG Road, Bengaluru 560001'), or ''. */
export function findVenue(lines: string[]): string {
  for (let i = 0; i < lines.length; i++) {
    const labelled = labelAtStart(lines[i], VENUE_LABEL);
    if (labelled) {
      const venue = readAddress(lines, i, labelled.rest);
      if (venue) return venue;
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const at = AT_PLACE.exec(lines[i]);
    if (at && !isFieldLine(at[1])) return readAddress(lines, i, at[1]);
  }
  for (let i = 0; i < lines.length; i++) {
    const word = VENUE_WORD.exec(lines[i]);
    if (word && !isFieldLine(lines[i])) return readAddress(lines, i, placeUpTo(lines[i], word));
  }
  return '';
}

/** `first` plus the address lines that follow line `i`. */
function readAddress(lines: string[], i: number, first: string): string {
  const parts = first ? [first] : [];
  for (let j = i + 1; j < lines.length && parts.length < MAX_VENUE_LINES; j++) {
    const next = lines[j];
    if (next === '') {
      if (parts.length === 0 && j === i + 1) continue; // a label alone, the address below it
      break;
    }
    if (isFieldLine(next) || (parts.length > 0 && !continuesAddress(parts[parts.length - 1], next))) break;
    parts.push(next);
  }
  return clean(parts);
}

/** Whether `next` goes on with the address in `previous` rather than starting something new. */
function continuesAddress(previous: string, next: string): boolean {
  const words = next.split(/\s+/).length;
  return /[,\-–]$/.test(previous.trim()) || PIN_CODE.test(next) || (words <= 6 && next.includes(','));
}

/**
 * In a sentence ('… ಶ್ರೀ ಕೃಷ್ಣ ಕಲ್ಯಾಣ ಮಂಟಪದಲ್ಲಿ ನಡೆಯಲಿದೆ'), the place ends with the word naming
 * the hall; what follows is the verb. An address ('Hotel Sea Queen, Marine Drive') goes on.
 */
function placeUpTo(line: string, word: RegExpExecArray): string {
  const rest = line.slice(word.index);
  if (rest.includes(',')) return line;
  return line.slice(0, word.index + rest.search(/\s|$/u));
}

function clean(parts: string[]): string {
  return trimPunctuation(
    parts
      // Quotes around a house name ('"Sai Nilayam", Whitefield') would be left unbalanced.
      .map((p) => trimPunctuation(beforeContactDetails(p).replace(/["“”]/g, '')))
      .filter(Boolean)
      .join(', '),
  );
}
