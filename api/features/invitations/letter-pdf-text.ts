/**
 * Text for the letter PDF as pdfmake inlines: cut into per-script runs (each in its Noto family),
 * with evenly spaced lines whatever the scripts, and with over-long words given break
 * opportunities so layout work stays linear in the letter's length.
 */
import { FONT_FAMILIES, splitScriptRuns } from './pdf-fonts';

/**
 * Shared vertical metrics, in em (see withSharedVerticalMetrics in letter-pdf.ts): every font
 * gets the same ascent and descent, so lines are evenly spaced whatever their scripts.
 */
export const ASCENT_EM = 1.0;
export const DESCENT_EM = 0.4;

export type Content = string | { [key: string]: unknown };

export interface RunStyle {
  leading: number;
  bold?: boolean;
  /** Latin letterhead: small caps and letter-spacing (never on Indic text: it would detach the marks). */
  smallCaps?: boolean;
}

/**
 * Longest unbroken word, in graphemes, handed to pdfmake. pdfmake fits a word wider than the
 * line by measuring ever longer prefixes of it (a binary search of full shapings per line), so
 * a word's cost grows with the square of its length: 10,000 letters without a space held the
 * event loop for seconds. No real word comes near 40 graphemes, 40 of the widest Latin capitals
 * still fit a line, and an over-wide piece is still wrapped by pdfmake, only cheaply.
 */
export const MAX_UNBROKEN_GRAPHEMES = 40;
/** Code points kept per grapheme: a letter under thousands of stacked marks is shaped as one cluster. */
const MAX_CLUSTER_CODE_POINTS = 16;
const ZERO_WIDTH_SPACE = '\u200b';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Puts a break opportunity (U+200B, in every Noto font here) after every MAX_UNBROKEN_GRAPHEMES
 * graphemes of a longer unbroken run, and trims absurdly stacked clusters, so layout work stays
 * linear in the letter's length. Text of ordinary words comes back unchanged.
 */
export function breakLongWords(text: string): string {
  // Spaces and line ends are pdfmake's break opportunities; NBSP and the rest glue, so they count as the word.
  return text.replace(/[^ \n\u200b]{41,}/g, (word) => {
    const pieces: string[] = [];
    let count = 0;
    for (const { segment } of graphemes.segment(word)) {
      if (count === MAX_UNBROKEN_GRAPHEMES) {
        pieces.push(ZERO_WIDTH_SPACE);
        count = 0;
      }
      pieces.push(segment.length > MAX_CLUSTER_CODE_POINTS ? [...segment].slice(0, MAX_CLUSTER_CODE_POINTS).join('') : segment);
      count++;
    }
    return pieces.join('');
  });
}

/** The text as pdfmake inlines, one per script run, with `style.leading` em between baselines. */
export function inlines(text: string, style: RunStyle): Content[] {
  return splitScriptRuns(breakLongWords(text)).map(({ text: runText, font }) => {
    const inline: Record<string, unknown> = {
      text: runText,
      font,
      lineHeight: style.leading / (ASCENT_EM + DESCENT_EM),
    };
    if (style.bold) inline.bold = true;
    if (style.smallCaps && font === FONT_FAMILIES.latin.family) {
      // Capitals drawn as small capitals: the text layer reads 'LOKSEVA TRUST' (with 'smcp' on
      // lower case, 't' and 'T' would share a glyph and copy out as one or the other).
      inline.text = runText.toLocaleUpperCase('en');
      inline.fontFeatures = ['c2sc'];
      inline.characterSpacing = 1.4;
    }
    return inline;
  });
}
