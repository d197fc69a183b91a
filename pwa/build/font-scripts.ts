/**
 * The scripts the app shows (Latin plus the Indic scripts of its seven languages) and the Noto
 * font that draws each. One table feeds the build's subsetting, the @font-face rules and the
 * `:lang()` rules, so the characters kept in a font file and the `unicode-range` that makes a
 * browser fetch it can never disagree.
 *
 * Ranges follow the ones Google Fonts serves for these families, minus Latin letters and digits
 * in the Indic faces (the Latin face draws those), so a page in English never fetches an Indic
 * file and a Tamil page fetches only the Tamil one.
 */

export interface FontScript {
  /** Short name used in file names. */
  key: string;
  /** The @font-face family; our own name, so a system font of the same name is never taken for it. */
  family: string;
  /** The npm package holding the TTF files (`<package>/<weight dir>/<stem>_<weight dir>.ttf`). */
  packageName: string;
  fileStem: string;
  /** BCP 47 primary tags whose text is set in this family first. */
  langs: readonly string[];
  /** [first, last] code points, inclusive. */
  ranges: readonly (readonly [number, number])[];
}

/** Weights shipped: body text and headings (500 falls to 400 and 600 to 700 by CSS's matching rules). */
export const FONT_WEIGHTS = [
  { weight: 400, dir: '400Regular' },
  { weight: 700, dir: '700Bold' },
] as const;

/** Characters every Indic face keeps: danda, joiners, dotted circle (shown for a lone vowel sign), rupee. */
const INDIC_COMMON = [[0x0964, 0x0965], [0x200c, 0x200d], [0x20b9, 0x20b9], [0x25cc, 0x25cc]] as const;

/** The Latin face's family, drawn from two files (basic and extended Latin). */
const LATIN_FAMILY = 'Sahayak Noto Sans';

export const FONT_SCRIPTS: readonly FontScript[] = [
  {
    // Split as Google Fonts splits it: the characters of English text in one small file (26 KB a
    // weight instead of 48), fetched by every first screen; the rest below, fetched only for text that has them.
    key: 'latin',
    family: LATIN_FAMILY,
    packageName: '@expo-google-fonts/noto-sans',
    fileStem: 'NotoSans',
    langs: ['en'],
    ranges: [
      [0x0000, 0x00ff], // Basic Latin, Latin-1
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0300, 0x036f], // combining marks, with the letters they sit on (transliterated names: ā, ṣ, ṇ)
      [0x2000, 0x206f], // general punctuation (dashes, quotes, ellipsis)
      [0x20ac, 0x20ac],
      [0x20b9, 0x20b9], // rupee
      [0x2122, 0x2122],
      [0x2190, 0x2193],
      [0x2212, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
  {
    key: 'latin-ext',
    family: LATIN_FAMILY,
    packageName: '@expo-google-fonts/noto-sans',
    fileStem: 'NotoSans',
    // Set by the Latin face's family (the same family): no `:lang()` rule of its own.
    langs: [],
    ranges: [
      [0x0100, 0x0130], // Latin Extended-A/B
      [0x0132, 0x0151],
      [0x0154, 0x024f],
      [0x0259, 0x0259],
      [0x1e00, 0x1eff], // Latin Extended Additional (IAST transliteration)
      [0x20a0, 0x20ab], // currency signs
      [0x20ad, 0x20b8],
      [0x20ba, 0x20c0],
      [0x2113, 0x2113],
    ],
  },
  {
    key: 'devanagari',
    family: 'Sahayak Noto Sans Devanagari',
    packageName: '@expo-google-fonts/noto-sans-devanagari',
    fileStem: 'NotoSansDevanagari',
    langs: ['hi', 'sa', 'mr'],
    ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cf9], [0x20f0, 0x20f0], [0xa830, 0xa839], [0xa8e0, 0xa8ff], ...INDIC_COMMON],
  },
  {
    key: 'kannada',
    family: 'Sahayak Noto Sans Kannada',
    packageName: '@expo-google-fonts/noto-sans-kannada',
    fileStem: 'NotoSansKannada',
    langs: ['kn'],
    ranges: [[0x0c80, 0x0cf3], [0x1cd0, 0x1cd0], [0x1cd2, 0x1cd3], [0x1cda, 0x1cda], [0x1cf2, 0x1cf2], [0x1cf4, 0x1cf4], [0xa830, 0xa835], ...INDIC_COMMON],
  },
  {
    key: 'tamil',
    family: 'Sahayak Noto Sans Tamil',
    packageName: '@expo-google-fonts/noto-sans-tamil',
    fileStem: 'NotoSansTamil',
    langs: ['ta'],
    ranges: [[0x0b82, 0x0bfa], ...INDIC_COMMON],
  },
  {
    key: 'telugu',
    family: 'Sahayak Noto Sans Telugu',
    packageName: '@expo-google-fonts/noto-sans-telugu',
    fileStem: 'NotoSansTelugu',
    langs: ['te'],
    ranges: [[0x0951, 0x0952], [0x0c00, 0x0c7f], [0x1cda, 0x1cda], [0x1cf2, 0x1cf2], ...INDIC_COMMON],
  },
  {
    key: 'malayalam',
    family: 'Sahayak Noto Sans Malayalam',
    packageName: '@expo-google-fonts/noto-sans-malayalam',
    fileStem: 'NotoSansMalayalam',
    langs: ['ml'],
    ranges: [[0x0307, 0x0307], [0x0323, 0x0323], [0x0951, 0x0952], [0x0d00, 0x0d7f], [0x1cda, 0x1cda], [0x1cf2, 0x1cf2], [0xa830, 0xa832], ...INDIC_COMMON],
  },
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` value of a script. */
export const unicodeRange = (script: FontScript) =>
  script.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** Every character of a script's ranges, as the text a subsetter keeps glyphs for. */
export function subsetText(script: FontScript): string {
  let text = '';
  for (const [a, b] of script.ranges) for (let c = a; c <= b; c++) text += String.fromCodePoint(c);
  return text;
}

/** Families in fallback order: with unicode-range, a browser fetches only the faces its text needs. */
export const FAMILY_STACK = [...new Set(FONT_SCRIPTS.map((s) => `"${s.family}"`)), 'ui-sans-serif', 'system-ui', 'sans-serif'].join(', ');
