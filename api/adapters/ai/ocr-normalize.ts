/**
 * Cleans tesseract's output so the same word always comes out as the same code points.
 *
 * The Indic models emit zero-width joiners after a virama where the font needed them to pick a
 * glyph, and the Malayalam model writes chillu letters the pre-2009 way (consonant + virama +
 * ZWJ). Both look identical on screen but defeat every keyword match, so they are folded here.
 */

const ZW_AFTER_VIRAMA = /([\u0CCD\u0BCD\u0C4D])[\u200C\u200D]/g; // Kannada, Tamil, Telugu viramas
// Joiners that follow no virama at all carry no meaning; after a Devanagari or Malayalam virama
// they may (half forms, explicit chandrakkala), so those are kept.
const STRAY_ZW = /(?<![\u094D\u0D4D])[\u200C\u200D]/g;
const INVISIBLES = /[\u200B\u00AD\uFEFF\u2060]/g;
const SPACES = /[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;

/** Old Malayalam chillu sequences (consonant + virama + ZWJ) → atomic chillu letters. */
const MALAYALAM_CHILLU: ReadonlyArray<[string, string]> = [
  ['\u0D23\u0D4D\u200D', '\u0D7A'], // ണ് → ൺ
  ['\u0D28\u0D4D\u200D', '\u0D7B'], // ന് → ൻ
  ['\u0D30\u0D4D\u200D', '\u0D7C'], // ര് → ർ
  ['\u0D32\u0D4D\u200D', '\u0D7D'], // ല് → ൽ
  ['\u0D33\u0D4D\u200D', '\u0D7E'], // ള് → ൾ
  ['\u0D15\u0D4D\u200D', '\u0D7F'], // ക് → ൿ
];

// Characters the OCR reads off borders, flourishes and paper texture at the ends of a line.
const EDGE_JUNK = /^[\s|~_=*•·«»<>{}[\]`^¦‘’'",;:.\-—–]+|[\s|~_=*•·«»<>{}[\]`^¦‘’'",;\-—–]+$/gu;
const HAS_CONTENT = /[\p{L}\p{N}&@]/u;

/**
 * Normalises OCR text: NFC, joiners and chillus folded, spaces collapsed, border junk trimmed
 * from line ends, lines without a letter or digit dropped, at most one blank line in a row
 * (blank lines are kept because they separate the blocks of a card).
 */
export function normalizeOcrText(text: string): string {
  let out = text.normalize('NFC').replace(INVISIBLES, '');
  for (const [old, atomic] of MALAYALAM_CHILLU) out = out.replaceAll(old, atomic);
  out = out.replace(ZW_AFTER_VIRAMA, '$1').replace(STRAY_ZW, '');
  const lines = out
    .split(/\r?\n/)
    .map((line) => line.replace(SPACES, ' ').replace(EDGE_JUNK, '').trim())
    .map((line) => (HAS_CONTENT.test(line) ? line : ''));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
