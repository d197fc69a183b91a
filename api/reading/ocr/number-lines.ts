/**
 * Lines of digits read again with English's model alone. A page in an Indian script is read with
 * that script's model beside English's, and the pair reads Latin digits worse than English's
 * alone: on the reading set a Hindi press card's '033-71015000' came out '033-705000', a shop's
 * '8507772670' '&दु077726790', so the phone was lost whenever the card's language was chosen.
 * A line that is mostly a number (five digits or more, at most a few letters of an Indian script)
 * is read alone with English's model, and that reading kept where it holds more digits. Digits
 * printed in the Indian script itself (೯೮೪೫…) read as no digits in English, so they stay as read.
 */
import type { OcrBlock, OcrLine } from './ocr-layout';
import type { PageCanvas } from './page-canvas';
import type { TesseractRead } from './read-page';
import type { TesseractCode } from './tessdata';
import { SINGLE_LINE, clipTo, cropOf, placed } from './missed-lines';

const MIN_DIGITS = 5;
const MAX_INDIC_LETTERS = 3;
// Share of its detected line's width the number must span.
const NUMBER_SHARE = 0.7;
// Lines read again at most per page: a card has a few numbers, an invitation a date and a phone or two.
const MAX_LINES = 4;

const digitsIn = (text: string) => (text.match(/\p{Nd}/gu) ?? []).length;
const indicLettersIn = (text: string) => (text.match(/[\u0900-\u0DFF]/gu) ?? []).filter((c) => /\p{L}|\p{M}/u.test(c)).length;

/** `blocks` with their numbers read again in English where that reads more of their digits. */
export async function withNumbersReadInEnglish(blocks: OcrBlock[], canvas: PageCanvas, scripts: TesseractCode[], read: TesseractRead): Promise<OcrBlock[]> {
  if (scripts.length < 2 || scripts[0] === 'eng' || !scripts.includes('eng')) return blocks;
  const regions = canvas.lines.map(clipTo(canvas)).filter((r) => r.width > 4 && r.height > 4);
  let budget = MAX_LINES;
  const again = async (line: OcrLine): Promise<OcrLine> => {
    // The number's words: tesseract may have run it into a line beside it ('033-705000 This card is…').
    const number = line.words.filter((w) => digitsIn(w.text) > 0);
    const text = number.map((w) => w.text).join(' ');
    // Digits printed in the Indian script (೨೩-೦೧) English would read as other digits: they stay as read.
    if (budget === 0 || digitsIn(text) < MIN_DIGITS || indicLettersIn(text) > MAX_INDIC_LETTERS || /[\u0966-\u0DEF]/u.test(text.replace(/[^\p{Nd}]/gu, ''))) return line;
    const box = { x0: Math.min(...number.map((w) => w.bbox.x0)), y0: Math.min(...number.map((w) => w.bbox.y0)), x1: Math.max(...number.map((w) => w.bbox.x1)), y1: Math.max(...number.map((w) => w.bbox.y1)) };
    // Words of the Indian script between its parts ('8-7-2012 முதல் 17-7-2012') make it no number.
    const within = line.words.filter((w) => w.bbox.x0 >= box.x0 && w.bbox.x1 <= box.x1);
    if (indicLettersIn(within.map((w) => w.text).join(' ')) > MAX_INDIC_LETTERS) return line;
    const centre = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
    const region = regions.find((r) => centre.x >= r.x && centre.x <= r.x + r.width && centre.y >= r.y && centre.y <= r.y + r.height);
    // Only a detected line that is the number itself: one that also holds words of the Indian
    // script ('ದಿನಾಂಕ 23-01-2023 ಸೋಮವಾರ') would lose them to English's reading.
    if (!region || box.x1 - box.x0 < NUMBER_SHARE * region.width) return line;
    budget -= 1;
    const crop = await cropOf(canvas, region);
    const result = await read(crop.image, ['eng'], SINGLE_LINE);
    const words = (result.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).map((l) => placed(l, region, crop)).flatMap((l) => l.words);
    if (digitsIn(words.map((w) => w.text).join(' ')) <= digitsIn(text)) return line;
    // The number's words give way to the English reading, in their place in the line.
    const at = line.words.indexOf(number[0]!);
    const kept = line.words.filter((w) => !number.includes(w) && (w.bbox.x1 <= region.x || w.bbox.x0 >= region.x + region.width));
    return { ...line, words: [...kept.filter((w) => line.words.indexOf(w) < at), ...words, ...kept.filter((w) => line.words.indexOf(w) > at)] };
  };
  const out: OcrBlock[] = [];
  for (const block of blocks) {
    const paragraphs: OcrBlock['paragraphs'] = [];
    for (const paragraph of block.paragraphs) {
      const lines: OcrLine[] = [];
      for (const line of paragraph.lines) lines.push(await again(line));
      paragraphs.push({ lines });
    }
    out.push({ ...block, paragraphs });
  }
  return out;
}
