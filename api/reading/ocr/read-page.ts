/**
 * Reads a photo of a card or sheet: the OCR front end the invitation and card rules consume.
 *
 * 1. The text detector finds every line, of any colour, at any angle (text-detector.ts).
 * 2. The lines' common angle gives the turn that levels them (tilts, sideways photos); a photo
 *    tilted steeply or sideways is turned level and its lines found again, as the detector
 *    finds level lines best.
 * 3. The page is redrawn with only its lines, level, dark on white (page-canvas.ts), and read
 *    by tesseract in the hint's scripts, with its layout analysis keeping columns apart.
 * 4. Only when that reads poorly: a few long lines are read both ways up, then with every
 *    script's model, to find which way is up and which scripts are printed (page-scripts.ts),
 *    and the page is read again that way. So the reply language is only a hint.
 *
 * Measured on the reading set (bench/reading-ocr.ts): this reads more accepted phrases than
 * native tesseract on the untouched image, and than tesseract.js on the image in either
 * polarity; the figures are in docs/benchmarks.md.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, type Language } from '@shared/limits';
import { normalizeOcrText } from './ocr-normalize';
import { textFromBlocks, type OcrBlock } from './ocr-layout';
import { dominantAngle, drawPage, drawStrip, turnImage, turnPage, type TurnedPage } from './page-canvas';
import { withMissedLines, withSplitLines } from './missed-lines';
import { withNumbersReadInEnglish } from './number-lines';
import { PROBE_LANGUAGES, scriptsOf, type ReadWord } from './page-scripts';
import { detectTextLines, type RgbImage, type TextBox } from './text-detector';
import { edgeWidth } from './edge-width';
import { keystoneOf, straighten } from './keystone';
import { cutOut, textWindow } from './text-window';
import { tesseractLanguages, type TesseractCode } from './tessdata';

/** One line as read, on the redrawn page (level, in the page's pixels). */
export interface PageLine {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

/** What a page yields: the text the rules read, and the geometry for layout rules. */
export interface PageReading {
  /** Lines in reading order separated by '\n', blocks by a blank line; normalised. */
  text: string;
  lines: PageLine[];
  /** The tesseract models the page was read with, e.g. ['kan', 'eng']. */
  scripts: TesseractCode[];
  /** Degrees the photo was turned clockwise to level its text (0 when it already was). */
  turn: number;
}

/** What tesseract gives back for one image: the parts read here. */
export interface TesseractPage {
  blocks: OcrBlock[] | null;
  text: string;
}

/** Reads one image (PNG, PGM…) with the given models (an OcrEngine's warm workers, or a fake in tests). */
export type TesseractRead = (image: Buffer, languages: TesseractCode[], pageSegMode?: string) => Promise<TesseractPage>;

// Tesseract's page segmentation mode for a stack of lines: one block, no layout analysis.
const SINGLE_BLOCK = '6';

// Photos are shrunk to this long side before anything else: the detector works at 960 px and
// text is redrawn at a fixed height, so more pixels would only cost time and memory.
const WORKING_LONG_SIDE = 3200;
// Lines read to decide which way up the page is and which scripts it has; fewer when every
// script's model is tried on them, which reads several times slower.
// Three lines read upright score 54–96 in the hint's scripts on the reading set, upside down at
// most 43, and in a wrong script (English models on a Kannada page) at most 37.
const PROBE_LINES = 3;
// A whole page read at least this confidently (mean per letter) needs no second look; decorated
// invitations read upright score lower, as their flourishes read as doubtful words.
const PAGE_SURE_CONFIDENCE = 70;
// Below this mean confidence a probe is doubted: the page may be upside down, or in another script.
const SURE_CONFIDENCE = 50;
// Below this even with every script's model, the page is not worth reading in full.
const UNREADABLE_CONFIDENCE = 30;

/**
 * Reads `input` (a path or encoded bytes); `hint` is the language the user expects. Once
 * `signal` aborts, no further step starts (the read in progress is `read`'s to stop) and the
 * promise rejects with the signal's reason: an abandoned photo gives its core back.
 */
export async function readPage(input: string | Buffer, hint: Language, tesseract: TesseractRead, signal?: AbortSignal): Promise<PageReading> {
  const read: TesseractRead = (drawn, languages, mode) => {
    signal?.throwIfAborted();
    return tesseract(drawn, languages, mode);
  };
  return (await readImage(await decode(input), hint, read, signal)).reading;
}

/** The photo's reading and how confidently it read; `upsideDown` once it was found so and turned. */
async function readImage(photo: RgbImage, hint: Language, read: TesseractRead, signal?: AbortSignal, upsideDown = false): Promise<{ reading: PageReading; confidence: number }> {
  const { image, boxes, turned } = await levelLines(photo, signal);
  if (boxes.length === 0) return { reading: NOTHING, confidence: 0 };

  // A page turned once serves every probe at that turn and the final reading.
  const pages = new Map<number, Promise<TurnedPage>>();
  const sharpen = edgeWidth(image, boxes) > SOFT_EDGE_WIDTH;
  const turnedAt = (turn: number) => turnPage(image, boxes, turn, { sharpen }).then((page) => ({ ...page, turn: page.turn + turned }));
  const pageAt = (turn: number) => pages.get(turn) ?? pages.set(turn, turnedAt(turn)).get(turn)!;
  const level = -dominantAngle(boxes);
  const hinted = tesseractLanguages(hint);

  // Most photos are upright once levelled and printed in the hint's scripts: read them once.
  const first = await readWhole(await pageAt(level), hinted, read);
  if (first.confidence >= PAGE_SURE_CONFIDENCE) return first;

  const best = await orientation(boxes, level, hinted, pageAt, read);
  // Not even its longest lines read in any script either way up: blur, noise or a texture.
  if (best.confidence < UNREADABLE_CONFIDENCE) return { reading: NOTHING, confidence: 0 };
  const levelPage = await pageAt(level);
  if (best.page !== levelPage && !upsideDown) {
    // Upside down: the photo is turned over and read from the start, so its lines are found and
    // drawn as an upright photo's are (the set turned upside down: 177 of 214 invitation fields
    // read where its lines were found, 190 turned over).
    const over = await turnImage(image, 180);
    const again = await readImage(over.image, hint, read, signal, true);
    const reading = { ...again.reading, turn: normalizeTurn(again.reading.turn + over.turn + turned) };
    return again.confidence >= first.confidence ? { reading, confidence: again.confidence } : first;
  }
  const scripts = scriptsOf(best.words, hint);
  if (best.page === levelPage && scripts.join('+') === hinted.join('+')) return first;
  const second = await readWhole(best.page, scripts, read);
  return second.confidence >= first.confidence ? second : first;
}

const NOTHING: PageReading = { text: '', lines: [], scripts: [], turn: 0 };

// Letters' edges wider than this (photo pixels) are soft, and sharpened before they are read:
// the reading set's photos measure 1.4–2.4 px, blurred as a shaky phone does 2.6–4.6 px (all
// but one over 2.8). Just past the sharp ones sharpening also raises a photo's sensor noise: the
// tests' rendered phone photos (grainy, hardly blurred) measure 2.6 and read a Hindi venue
// worse sharpened, so the line is drawn at 2.7 (the blurred set reads the same: 183 and 100).
const SOFT_EDGE_WIDTH = 2.7;

// The detector was trained on level text: on a photo tilted more than this, or sideways, it
// splits lines into pieces and cuts their ends (a quarter-turned invitation lost the first letter
// of most lines, and a line in three). Such a photo is turned level first and its lines found
// again, which costs one more detection only on those photos.
const STEEP_TILT = 12;

/**
 * The photo's lines, found again on the photo turned level when it was steeply tilted or
 * sideways, again on it drawn square when it was shot at an angle (keystone.ts), and again on
 * its text's window when the detector saw that window shrunk (text-window.ts).
 */
async function levelLines(photo: RgbImage, signal?: AbortSignal): Promise<{ image: RgbImage; boxes: TextBox[]; turned: number }> {
  signal?.throwIfAborted();
  let [image, boxes, turned] = [photo, await detectTextLines(photo), 0];
  signal?.throwIfAborted();
  const steep = -dominantAngle(boxes);
  if (boxes.length > 0 && Math.abs(steep) > STEEP_TILT) {
    const level = await turnImage(image, steep);
    [image, boxes, turned] = [level.image, await detectTextLines(level.image), level.turn];
    signal?.throwIfAborted();
  }
  // A straightening or a window that leaves no line to read misread the page: the photo is kept.
  const lookAgain = async (candidate: RgbImage) => {
    const found = await detectTextLines(candidate);
    signal?.throwIfAborted();
    if (found.length > 0) [image, boxes] = [candidate, found];
  };
  const keystone = keystoneOf(image, boxes);
  if (keystone) await lookAgain(straighten(image, keystone, boxes));
  const window = textWindow(image, boxes);
  if (window) await lookAgain(cutOut(image, window));
  return { image, boxes, turned };
}

/** The whole turned page redrawn and read with `scripts`, and how confidently it read. */
async function readWhole(page: TurnedPage, scripts: TesseractCode[], read: TesseractRead) {
  const canvas = await drawPage(page);
  const result = await read(canvas.image, scripts);
  const lines = await withMissedLines(await withSplitLines(result.blocks ?? [], canvas, scripts, read), canvas, scripts, read);
  const blocks = await withNumbersReadInEnglish(lines, canvas, scripts, read);
  const reading: PageReading = {
    text: normalizeOcrText(textFromBlocks(blocks)),
    lines: linesOf(blocks),
    scripts,
    turn: normalizeTurn(page.turn),
  };
  return { reading, confidence: meanConfidence(wordsOf(blocks)) };
}

/** The input is no image sharp can decode (not an image, truncated, or too many pixels). */
export class UndecodableImageError extends Error {}

async function decode(input: string | Buffer): Promise<RgbImage> {
  const decoded = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // the EXIF orientation the camera wrote
    .removeAlpha()
    .resize({ width: WORKING_LONG_SIDE, height: WORKING_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await decoded.catch((error: unknown) => {
    throw new UndecodableImageError('The image could not be decoded', { cause: error });
  });
  return { data, width: info.width, height: info.height };
}

/** The `count` longest lines (indices): they carry most letters, so judge direction and script best. */
function longest(boxes: TextBox[], count: number): number[] {
  const aspect = (i: number) => boxes[i].width / boxes[i].height;
  return boxes.map((_, i) => i).sort((a, b) => aspect(b) - aspect(a)).slice(0, count);
}

/**
 * The turn that levels the page and sets it upright, with the words read on a few of its long
 * lines at that turn. Lines are first read in the hint's scripts; only when that reads poorly
 * both ways up (a page in another script than the hint) are they read with every script.
 */
async function orientation(
  boxes: TextBox[],
  level: number,
  hinted: TesseractCode[],
  pageAt: (turn: number) => Promise<TurnedPage>,
  read: TesseractRead,
): Promise<Probe> {
  const lines = longest(boxes, PROBE_LINES);
  // Levelled lines are upright or upside down: read upside down they score low.
  const tried = [await probeAt(await pageAt(level), lines, hinted, read)];
  if (tried[0].confidence < SURE_CONFIDENCE) tried.push(await probeAt(await pageAt(level + 180), lines, hinted, read));
  let best = tried.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  if (best.confidence < SURE_CONFIDENCE) {
    for (const turn of [level, level + 180]) {
      const wide = await probeAt(await pageAt(turn), lines, PROBE_LANGUAGES, read);
      if (wide.confidence > best.confidence) best = wide;
      // Lines read surely upright are upright: upside down they would score far lower. Every
      // script's model reads several times slower than one (a second of a card's time), so the
      // page is not read upside down as well.
      if (wide.confidence >= SURE_CONFIDENCE) break;
    }
  }
  return best;
}

interface Probe {
  page: TurnedPage;
  words: ReadWord[];
  confidence: number;
}

async function probeAt(page: TurnedPage, lines: number[], languages: TesseractCode[], read: TesseractRead): Promise<Probe> {
  const result = await read(await drawStrip(page, lines), languages, SINGLE_BLOCK);
  const words = wordsOf(result.blocks ?? []);
  return { page, words, confidence: meanConfidence(words) };
}

function wordsOf(blocks: OcrBlock[]): ReadWord[] {
  return blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
}

/** Mean confidence per letter: an upside-down page reads as many short, doubtful words. */
function meanConfidence(words: ReadWord[]): number {
  let [sum, letters] = [0, 0];
  for (const w of words) {
    const n = (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length;
    sum += n * w.confidence;
    letters += n;
  }
  return letters === 0 ? 0 : sum / letters;
}

function linesOf(blocks: OcrBlock[]): PageLine[] {
  return blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => ({
        text: normalizeOcrText(l.words.map((w) => w.text).join(' ')),
        box: l.bbox,
        confidence: l.words.length ? l.words.reduce((s, w) => s + w.confidence, 0) / l.words.length : 0,
      })),
    ),
  ).filter((l) => l.text !== '');
}

function normalizeTurn(turn: number): number {
  const t = ((((turn + 180) % 360) + 360) % 360) - 180;
  return Math.round(t * 10) / 10 || 0;
}
