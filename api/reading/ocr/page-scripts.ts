/**
 * Which scripts a page is printed in, judged from what OCR read on it, not from the language the
 * user chose for the reply (an English reply to a Kannada card must still read Kannada).
 */
import type { Language } from '@shared/limits';
import { tesseractLanguages, type TesseractCode } from './tessdata';
import { READING_LANGUAGES } from '../languages';

/**
 * Every Indian script the app reads, with the tesseract model that reads it: the first language
 * of each script (Sanskrit shares Devanagari with Hindi, whose model the probe tries).
 */
const SCRIPTS: Array<{ code: TesseractCode; letters: RegExp }> = Object.values(READING_LANGUAGES)
  .filter((l, i, all) => l !== READING_LANGUAGES.English && all.findIndex((other) => other.script.source === l.script.source) === i)
  .map((l) => ({ code: l.tesseract, letters: new RegExp(l.script.source, 'gu') }));

/** The models of every script the probe may find: English first, the rest tried when it doubts. */
export const PROBE_LANGUAGES: TesseractCode[] = ['eng', ...SCRIPTS.map((s) => s.code)];

// A script counts when it has this share of the letters read with confidence, or this many.
const MIN_SHARE = 0.15;
const MIN_LETTERS = 12;
// Words read below this confidence say little about their script (a border read as 'ಠ').
const MIN_WORD_CONFIDENCE = 55;

/** A word as OCR read it. */
export interface ReadWord {
  text: string;
  confidence: number;
}

/**
 * The tesseract models to read the page with: the Indian scripts found in `words` (most letters
 * first) plus English. With no confident Indian letters, the hint's script and English; a
 * Devanagari page with a Sanskrit hint keeps the Sanskrit model.
 */
export function scriptsOf(words: ReadWord[], hint: Language): TesseractCode[] {
  const confident = words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE).map((w) => w.text).join('');
  const latin = (confident.match(/\p{Script=Latin}/gu) ?? []).length;
  const counts = SCRIPTS.map((s) => ({ code: s.code, n: (confident.match(s.letters) ?? []).length }));
  const total = latin + counts.reduce((sum, c) => sum + c.n, 0);
  const found = counts
    .filter((c) => c.n >= MIN_LETTERS || (c.n > 0 && c.n >= MIN_SHARE * total))
    .sort((a, b) => b.n - a.n)
    .map((c) => (c.code === 'hin' && hint === 'Sanskrit' ? 'san' : c.code));
  // Only Latin letters on the lines probed: the hint's script may still be printed elsewhere.
  if (found.length === 0) return tesseractLanguages(hint);
  return [...found.slice(0, 2), 'eng'];
}

