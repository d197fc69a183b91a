/**
 * Fonts for the response-letter PDF, and the splitting of mixed-script text into runs.
 *
 * pdfmake (pdfkit + fontkit) shapes Indic scripts correctly with TrueType fonts, but it has
 * no per-character font fallback: every piece of text is drawn with exactly one font. A
 * letter in Hindi that names an English venue therefore has to be cut into runs, each in
 * the Noto family of its script. `splitScriptRuns` does that; the registry below says which
 * TTF files (from the installed `@expo-google-fonts/*` packages) each family uses.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const SCRIPTS = ['latin', 'devanagari', 'kannada', 'tamil', 'telugu', 'malayalam'] as const;
export type Script = (typeof SCRIPTS)[number];

export interface FontFamily {
  /** The family name used in the pdfmake document definition. */
  family: string;
  /** Absolute paths of the TTF files. */
  normal: string;
  bold: string;
}

function ttf(pkg: string, file: string): string {
  return require.resolve(`@expo-google-fonts/${pkg}/${file}`);
}

function family(family: string, pkg: string, prefix: string): FontFamily {
  return {
    family,
    normal: ttf(pkg, `400Regular/${prefix}_400Regular.ttf`),
    bold: ttf(pkg, `700Bold/${prefix}_700Bold.ttf`),
  };
}

/** Script → Noto family. Every one of these fonts also carries Latin letters, digits and punctuation. */
export const FONT_FAMILIES: Readonly<Record<Script, FontFamily>> = {
  latin: family('NotoSans', 'noto-sans', 'NotoSans'),
  devanagari: family('NotoSansDevanagari', 'noto-sans-devanagari', 'NotoSansDevanagari'),
  kannada: family('NotoSansKannada', 'noto-sans-kannada', 'NotoSansKannada'),
  tamil: family('NotoSansTamil', 'noto-sans-tamil', 'NotoSansTamil'),
  telugu: family('NotoSansTelugu', 'noto-sans-telugu', 'NotoSansTelugu'),
  malayalam: family('NotoSansMalayalam', 'noto-sans-malayalam', 'NotoSansMalayalam'),
};

export interface TextRun {
  text: string;
  /** A family name of FONT_FAMILIES. */
  font: string;
}

type Indic = Exclude<Script, 'latin'>;

/** Script of a code point that belongs to one of the Indic blocks we have fonts for. */
function indicBlock(cp: number): Indic | null {
  if (cp >= 0x0900 && cp <= 0x097f) return 'devanagari';
  if (cp >= 0x0b80 && cp <= 0x0bff) return 'tamil';
  if (cp >= 0x0c00 && cp <= 0x0c7f) return 'telugu';
  if (cp >= 0x0c80 && cp <= 0x0cff) return 'kannada';
  if (cp >= 0x0d00 && cp <= 0x0d7f) return 'malayalam';
  if (cp >= 0xa8e0 && cp <= 0xa8ff) return 'devanagari'; // Devanagari Extended
  if (cp >= 0x11b00 && cp <= 0x11b5f) return 'devanagari'; // Devanagari Extended-A
  if (cp >= 0x11fc0 && cp <= 0x11fff) return 'tamil'; // Tamil Supplement
  return null;
}

const isDanda = (cp: number) => cp === 0x0964 || cp === 0x0965;
/** Vedic tone marks used with any Indic script; only the Devanagari font has all of them. */
const isVedicMark = (cp: number) => (cp >= 0x0951 && cp <= 0x0954) || (cp >= 0x1cd0 && cp <= 0x1cff);
const isJoiner = (cp: number) => cp === 0x200c || cp === 0x200d;
const COMBINING = /^[\p{M}\uFE00-\uFE0F]$/u;
const COMMON = /^[\p{Z}\p{P}\p{S}\p{N}\p{Cc}\p{Cf}]$/u;
const WHITESPACE = /^\s$/u;

/**
 * Classes of a character: a script of its own ('strong'), 'inherit' (combining marks and
 * ZWJ/ZWNJ: they belong to the character before them), 'vedic' (like inherit, but falls back
 * to Devanagari), or 'common' (spaces, digits, punctuation, symbols, dandas).
 */
type CharClass = Script | 'inherit' | 'vedic' | 'common';

function classify(ch: string): CharClass {
  const cp = ch.codePointAt(0)!;
  if (isVedicMark(cp)) return 'vedic';
  if (isDanda(cp)) return 'common';
  const indic = indicBlock(cp);
  if (indic) return indic;
  if (isJoiner(cp) || COMBINING.test(ch)) return 'inherit';
  if (COMMON.test(ch)) return 'common';
  return 'latin'; // Latin, and any other script: Noto Sans also covers Greek and Cyrillic
}

const isIndic = (s: Script | null): s is Indic => s !== null && s !== 'latin';

/**
 * Splits text into runs of one script each, so that each run can be drawn in its script's
 * font. Characters common to all scripts (spaces, digits, punctuation, dandas) and joiners
 * stay with a neighbouring run so that words and clusters are never split:
 * - combining marks, ZWJ and ZWNJ go with the character before them;
 * - common characters between two runs of the same script join that run; between two
 *   different scripts, they go to the run before up to the last space, and the rest (an
 *   opening quote or bracket) to the run after; a danda after Latin text goes to the
 *   Indic run after it, or to the nearest Indic script (Devanagari if none);
 * - common characters with nothing around them (a text of digits) are Latin.
 * Adjacent runs with the same font are merged; the concatenated texts equal the input.
 */
export function splitScriptRuns(text: string): TextRun[] {
  const chars = Array.from(text);
  const n = chars.length;
  if (n === 0) return [];

  // Pass 1: strong scripts, marks attached to the character before them.
  const script: (Script | null)[] = new Array(n).fill(null);
  let firstIndic: Indic | null = null;
  for (let i = 0; i < n; i++) {
    const cls = classify(chars[i]);
    const prev = i > 0 ? script[i - 1] : null;
    if (cls === 'common') continue;
    if (cls === 'inherit') script[i] = prev; // stays null (common) after a common character
    else if (cls === 'vedic') script[i] = isIndic(prev) ? prev : 'devanagari';
    else script[i] = cls;
    if (!firstIndic && isIndic(script[i])) firstIndic = script[i] as Indic;
  }

  // Pass 2: common sequences take a neighbour's script.
  let lastIndic: Indic | null = null;
  for (let i = 0; i < n; ) {
    const s = script[i];
    if (s !== null) {
      if (isIndic(s)) lastIndic = s;
      i++;
      continue;
    }
    let end = i;
    while (end < n && script[end] === null) end++;
    const before = i > 0 ? script[i - 1] : null;
    const after = end < n ? script[end] : null;

    // Index where the sequence stops belonging to `before` and starts belonging to `after`.
    let split: number;
    if (before === null) split = i;
    else if (after === null || after === before) split = end;
    else {
      split = i;
      for (let j = end - 1; j >= i; j--) {
        if (WHITESPACE.test(chars[j])) {
          split = j + 1;
          break;
        }
      }
      if (before === 'latin' && isIndic(after)) {
        for (let j = i; j < split; j++) {
          if (isDanda(chars[j].codePointAt(0)!)) {
            split = j;
            break;
          }
        }
      }
    }
    const dandaScript: Indic = lastIndic ?? (isIndic(after) ? after : null) ?? firstIndic ?? 'devanagari';
    for (let j = i; j < end; j++) {
      const assigned = (j < split ? before : after) ?? 'latin';
      script[j] = assigned === 'latin' && isDanda(chars[j].codePointAt(0)!) ? dandaScript : assigned;
    }
    i = end;
  }

  // Pass 3: merge into runs.
  const runs: TextRun[] = [];
  let current = '';
  let currentScript = script[0]!;
  for (let i = 0; i < n; i++) {
    const s = script[i]!;
    if (s !== currentScript) {
      runs.push({ text: current, font: FONT_FAMILIES[currentScript].family });
      current = '';
      currentScript = s;
    }
    current += chars[i];
  }
  runs.push({ text: current, font: FONT_FAMILIES[currentScript].family });
  return runs;
}

/** The script with the most letters in the text ('latin' when there are none). */
export function dominantScript(text: string): Script {
  const counts = new Map<Script, number>();
  for (const ch of text) {
    const cls = classify(ch);
    if (cls === 'common' || cls === 'inherit' || cls === 'vedic') continue;
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  let best: Script = 'latin';
  let bestCount = 0;
  for (const [s, c] of counts) {
    if (c > bestCount) {
      best = s;
      bestCount = c;
    }
  }
  return best;
}
