/**
 * Rebuilds the text of a card from tesseract's words, leaving out what it read off the
 * decorations.
 *
 * Invitation cards have printed borders, flourishes and paisleys, and a photo shows the table
 * around the card. Tesseract reads them as letters ("N |", "\", "ia", "® © ©") at the ends of
 * real lines, or as whole lines of junk. Such words sit apart from the text (a wide gap), are
 * short, or are recognised with low confidence; words of real text are none of these.
 */

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
/** The parts of tesseract.js's result this module reads (its Block/Paragraph/Line/Word). */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
export interface OcrLine {
  words: OcrWord[];
  bbox: Box;
}
export interface OcrBlock {
  paragraphs: Array<{ lines: OcrLine[] }>;
}

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// An email, a web address or a phone number: never a border, however doubted.
const CONTACT = /\S@\S+\.\S|^www\.|\d{6}/i;
// Below this a word at the end of a line is decoration unless it is long and close to the text.
const EDGE_MIN_CONFIDENCE = 30;
// A word far out at the end of a line needs this much confidence to count as text.
const FAR_EDGE_MIN_CONFIDENCE = 50;
// Short words at a line's end need this much confidence (borders read as "N", "1!", "ia").
const SHORT_EDGE_MIN_CONFIDENCE = 70;
// A gap wider than this many line heights separates text from a border.
const BORDER_GAP = 1.2;
// A line whose remaining words average below this is noise (paper texture, a paisley).
const LINE_MIN_CONFIDENCE = 45;
// Fewer words than this are never taken for an ornament: a name line may repeat a word.
const ORNAMENT_MIN_WORDS = 6;

// A gap wider than this many line heights inside one line of tesseract's is two columns side by
// side ('7:00 PM        7207633033'): each becomes a line of its own.
const COLUMN_GAP = 2.5;

/** The card's text: one line per printed line, paragraphs separated by a blank line. */
export function textFromBlocks(blocks: OcrBlock[]): string {
  const paragraphs: string[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      const lines = paragraph.lines
        .flatMap(columnsOf)
        .map(cleanLine)
        .filter((line): line is string => line !== null);
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
    }
  }
  return paragraphs.join('\n\n');
}

/** The line split where its words stand apart as columns. */
function columnsOf(line: OcrLine): OcrLine[] {
  const height = Math.max(1, line.bbox.y1 - line.bbox.y0);
  const parts: OcrWord[][] = [];
  for (const [i, word] of line.words.entries()) {
    if (i === 0 || word.bbox.x0 - line.words[i - 1].bbox.x1 > COLUMN_GAP * height) parts.push([]);
    parts.at(-1)!.push(word);
  }
  if (parts.length <= 1) return [line];
  return parts.map((words) => ({
    words,
    bbox: { x0: words[0].bbox.x0, y0: line.bbox.y0, x1: words.at(-1)!.bbox.x1, y1: line.bbox.y1 },
  }));
}

/** The line's text without decoration at either end, or null if nothing real is left. */
function cleanLine(line: OcrLine): string | null {
  const words = line.words.filter((w) => w.text.trim() !== '');
  const height = Math.max(1, line.bbox.y1 - line.bbox.y0);
  const isMark = (w: OcrWord | undefined) => w !== undefined && !HAS_LETTER_OR_DIGIT.test(w.text);
  while (words.length > 0 && isDecoration(words[0], gapAfter(words, 0), height, isMark(words[1]))) words.shift();
  while (words.length > 0) {
    const last = words.length - 1;
    if (!isDecoration(words[last], gapBefore(words, last), height, isMark(words[last - 1]))) break;
    words.pop();
  }
  if (words.length === 0) return null;
  const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  const texts = words.map((w) => w.text.trim());
  // Tesseract doubts a lone email or web address (confidence 25–40) or a phone number set apart
  // though it read it right: keep them.
  const isAddress = texts.some((t) => CONTACT.test(t));
  if (confidence < LINE_MIN_CONFIDENCE && !isAddress) return null;
  return looksLikeOrnament(texts) ? null : texts.join(' ');
}

/**
 * A border or a row of dots read as text: many words, nearly all of three characters or
 * fewer and the same few over and over ("TRL TRA TR TRL TWA TR", "© க © க ©"). Short words
 * in a sentence ('on 12 Feb at 7 pm at the Leela') are mostly different from each other.
 */
function looksLikeOrnament(words: string[]): boolean {
  if (words.length < ORNAMENT_MIN_WORDS) return false;
  const short = words.filter((w) => [...w].length <= 3).length / words.length;
  const distinct = new Set(words).size / words.length;
  return (short >= 0.75 && distinct <= 0.7) || distinct <= 0.5;
}

function isDecoration(word: OcrWord, gap: number, lineHeight: number, nextIsMark: boolean): boolean {
  const text = word.text.trim();
  if (!HAS_LETTER_OR_DIGIT.test(text)) return true;
  if (CONTACT.test(text)) return false;
  const length = [...text].length;
  const apart = gap > BORDER_GAP * lineHeight;
  // A short word with a border mark beside it ('1 |', 'N |') is the border too.
  if (length <= 2) return apart || nextIsMark || word.confidence < SHORT_EDGE_MIN_CONFIDENCE;
  // A real word set close to the text stays even when unsure ('"സ്ഥലം:' read at 25 %).
  if (word.confidence < EDGE_MIN_CONFIDENCE) return apart || length <= 3;
  return apart && word.confidence < FAR_EDGE_MIN_CONFIDENCE;
}

function gapAfter(words: OcrWord[], i: number): number {
  return i + 1 < words.length ? words[i + 1].bbox.x0 - words[i].bbox.x1 : 0;
}

function gapBefore(words: OcrWord[], i: number): number {
  return i > 0 ? words[i].bbox.x0 - words[i - 1].bbox.x1 : 0;
}
