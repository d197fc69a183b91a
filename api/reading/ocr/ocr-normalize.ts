/**
 * Cleans tesseract's output so the same word always comes out as the same code points.
 *
 * The Indic models emit zero-width joiners after a virama where the font needed them to pick a
 * glyph, and the Malayalam model writes chillu letters the pre-2009 way (consonant + virama +
 * ZWJ). Both look identical on screen but defeat every keyword match, so they are folded here.
 */
import { foldMalayalamChillus } from '../text/script-text';

const ZW_AFTER_VIRAMA = /([\u0CCD\u0BCD\u0C4D])[\u200C\u200D]/g; // Kannada, Tamil, Telugu viramas
// Inside a Devanagari or Malayalam word a joiner after the virama picks a half form or a visible
// virama, so it stays; at the end of a word it changes nothing on screen but breaks matching.
const ZW_ENDING_WORD = /([\u094D\u0D4D])[\u200C\u200D](?![\p{L}\p{M}])/gu;
// Joiners that follow no virama at all carry no meaning.
const STRAY_ZW = /(?<![\u094D\u0D4D])[\u200C\u200D]/g;
// The Tamil model reads a lone initial 'க.' ('திரு. க. முருகன்') as '&.'; '&' never takes a dot.
const TAMIL_KA_READ_AS_AMPERSAND = /(?<=^|\s)&\.(?=\s*\p{Script=Tamil})/gmu;
const INVISIBLES = /[\u200B\u00AD\uFEFF\u2060]/g;
const SPACES = /[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;

// Characters the OCR reads off borders, flourishes and paper texture at the ends of a line.
// A comma or hyphen at the end stays: it says the address goes on below.
const EDGE_JUNK = /^[\s|\\/~_=*•·«»<>{}[\]`^¦‘’'",;:.\-—–]+|[\s|\\/~_=*•·«»<>{}[\]`^¦‘’'"—–]+$/gu;
const HAS_CONTENT = /[\p{L}\p{N}&@]/u;

/**
 * Normalises OCR text: NFC, joiners and chillus folded, spaces collapsed, border junk trimmed
 * from line ends, lines without a letter or digit dropped, at most one blank line in a row
 * (blank lines are kept because they separate the blocks of a card).
 */
export function normalizeOcrText(text: string): string {
  let out = text.normalize('NFC').replace(INVISIBLES, '');
  out = foldMalayalamChillus(out);
  out = out.replace(ZW_AFTER_VIRAMA, '$1').replace(ZW_ENDING_WORD, '$1').replace(STRAY_ZW, '');
  out = out.replace(TAMIL_KA_READ_AS_AMPERSAND, 'க.');
  const lines = out
    .split(/\r?\n/)
    .map((line) => line.replace(SPACES, ' ').replace(EDGE_JUNK, '').trim())
    .map((line) => (HAS_CONTENT.test(line) ? line : ''));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
