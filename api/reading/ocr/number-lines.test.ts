import { describe, expect, it } from 'vitest';
import { withNumbersReadInEnglish } from './number-lines';
import type { OcrBlock, OcrWord } from './ocr-layout';
import type { PageCanvas } from './page-canvas';
import { blankPgm } from './pgm';
import type { TesseractRead } from './read-page';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const word = (text: string, b: ReturnType<typeof box>): OcrWord => ({ text, confidence: 90, bbox: b });
const texts = (blocks: OcrBlock[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));

function canvasWith(lines: PageCanvas['lines']): PageCanvas {
  const { image, pixels } = blankPgm(600, 200);
  return { image, pixels, width: 600, height: 200, lines };
}

// English's model alone reads the crop as `text`; the languages asked are noted.
function reader(text: string): { read: TesseractRead; asked: string[][] } {
  const asked: string[][] = [];
  const read: TesseractRead = async (_image, languages) => {
    asked.push(languages);
    return { text, blocks: [{ paragraphs: [{ lines: [{ bbox: box(0, 0, 200, 40), words: [word(text, box(0, 0, 200, 40))] }] }] }] };
  };
  return { read, asked };
}

// A Hindi card's phone, read beside a line tesseract ran into it.
const card: OcrBlock[] = [
  { paragraphs: [{ lines: [{ bbox: box(20, 20, 580, 60), words: [word('033-705000', box(20, 20, 200, 60)), word('This', box(320, 20, 380, 60)), word('card', box(390, 20, 450, 60))] }] }] },
];
const regions = [
  { x: 10, y: 15, width: 210, height: 50 },
  { x: 310, y: 15, width: 270, height: 50 },
];

describe('withNumbersReadInEnglish', () => {
  it("reads a number again with English's model alone, and keeps that reading where it holds more digits", async () => {
    const { read, asked } = reader('033-71015000');
    const out = await withNumbersReadInEnglish(card, canvasWith(regions), ['hin', 'eng'], read);
    expect(texts(out)).toEqual(['033-71015000 This card']);
    expect(asked).toEqual([['eng']]);
  });

  it('keeps the page reading where English reads fewer digits (digits printed in the Indian script)', async () => {
    const { read } = reader('REN-');
    expect(texts(await withNumbersReadInEnglish(card, canvasWith(regions), ['hin', 'eng'], read))).toEqual(['033-705000 This card']);
  });

  it('reads nothing again on a page read in English alone, or for a line of words', async () => {
    const english = reader('033-71015000');
    await withNumbersReadInEnglish(card, canvasWith(regions), ['eng'], english.read);
    expect(english.asked).toEqual([]);
    const words: OcrBlock[] = [{ paragraphs: [{ lines: [{ bbox: box(20, 20, 580, 60), words: [word('शुभ', box(20, 20, 200, 60)), word('विवाह', box(320, 20, 380, 60))] }] }] }];
    const hindi = reader('12345');
    await withNumbersReadInEnglish(words, canvasWith(regions), ['hin', 'eng'], hindi.read);
    expect(hindi.asked).toEqual([]);
  });
});

describe('withNumbersReadInEnglish: dates between words', () => {
  it('leaves numbers with words of the Indian script between them (8-7-2012 முதல் 17-7-2012)', async () => {
    const dates: OcrBlock[] = [
      { paragraphs: [{ lines: [{ bbox: box(20, 20, 580, 60), words: [word('8-7-2012', box(20, 20, 200, 60)), word('முதல்', box(210, 20, 300, 60)), word('17-7-2012', box(310, 20, 500, 60))] }] }] },
    ];
    const { read, asked } = reader('8-7-2012 4pméo 17-7-2012');
    const out = await withNumbersReadInEnglish(dates, canvasWith([{ x: 10, y: 15, width: 520, height: 50 }]), ['tam', 'eng'], read);
    expect(texts(out)).toEqual(['8-7-2012 முதல் 17-7-2012']);
    expect(asked).toEqual([]);
  });
});
