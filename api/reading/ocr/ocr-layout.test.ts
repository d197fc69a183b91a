import { describe, expect, it } from 'vitest';
import { textFromBlocks, type OcrLine, type OcrWord } from './ocr-layout';

/** Words laid out left to right on one line, 40 px high, with the given gaps before each. */
function line(...words: Array<[text: string, confidence: number, gapBefore?: number]>): OcrLine {
  let x = 0;
  const laid: OcrWord[] = words.map(([text, confidence, gap = 12]) => {
    x += gap;
    const word = { text, confidence, bbox: { x0: x, y0: 0, x1: x + text.length * 18, y1: 40 } };
    x = word.bbox.x1;
    return word;
  });
  return { words: laid, bbox: { x0: 0, y0: 0, x1: x, y1: 40 } };
}

describe('textFromBlocks', () => {
  it('drops marks read off the border at both ends of a line', () => {
    const noisy = line(['N', 17, 0], ['|', 62], ['Mr.', 90, 300], ['&', 90], ['Mrs.', 96], ['Sharma', 96], ['1h', 50, 320]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [noisy] }] }])).toBe('Mr. & Mrs. Sharma');
  });

  it('drops a short mark set against a border bar', () => {
    const noisy = line(['1', 80, 0], ['|', 70], ['వేదిక:', 95], ['హాల్', 95], ['\\', 88, 100]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [noisy] }] }])).toBe('వేదిక: హాల్');
  });

  it('keeps a long word close to the text even when read with little confidence', () => {
    const unsure = line(['"സ്ഥലം:', 25, 0], ['ഹോട്ടൽ', 75], ['സീ', 67], ['ക്വീൻ,', 67]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [unsure] }] }])).toBe('"സ്ഥലം: ഹോട്ടൽ സീ ക്വീൻ,');
  });

  it('keeps short words that belong to the text', () => {
    const text = line(['K.', 91, 0], ['Venkata', 95], ['&', 93], ['family', 94]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [text] }] }])).toBe('K. Venkata & family');
  });

  it('drops lines of ornaments and lines read with little confidence', () => {
    const dots = line(...Array.from({ length: 12 }, () => ['©', 60] as [string, number]));
    const stripes = line(['TR', 50], ['TR', 51], ['Th', 55], ['TR', 49], ['TR', 52], ['Th', 48], ['TL', 47]);
    const texture = line(['Eide', 15], ['etl', 22], ['tema', 30]);
    const real = line(['Wedding', 95], ['Ceremony', 95]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [dots, real, stripes, texture] }] }])).toBe('Wedding Ceremony');
  });

  it('keeps a sentence of short words', () => {
    const words = ['on', '12', 'Feb', 'at', '7', 'pm', 'at', 'the', 'Leela'].map((w) => [w, 90] as [string, number]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [line(...words)] }] }])).toBe('on 12 Feb at 7 pm at the Leela');
  });

  it('drops a border read as rows of capital letters', () => {
    const junk = 'TRA CTR UMA TRA TRA TRL TH THA TRA TVR TA TR RA TWA. TR. THA TR TR TR. TRA TWA'.split(' ');
    const real = line(['ഫോൺ:', 93], ['94470', 95], ['33445', 95]);
    const border = line(...junk.map((w) => [w, 60] as [string, number]));
    expect(textFromBlocks([{ paragraphs: [{ lines: [real, border] }] }])).toBe('ഫോൺ: 94470 33445');
  });

  it('gives two columns that tesseract read as one line a line each, keeping a doubted phone', () => {
    const twoColumns = line(['Hotel', 92, 0], ['Park,', 90], ['7:00', 91], ['PM', 93], ['7207633033', 38, 400]);
    expect(textFromBlocks([{ paragraphs: [{ lines: [twoColumns] }] }])).toBe('Hotel Park, 7:00 PM\n7207633033');
  });

  it('separates paragraphs with a blank line', () => {
    const blocks = [
      { paragraphs: [{ lines: [line(['Wedding', 95])] }, { lines: [line(['Venue:', 95], ['Hall', 96])] }] },
    ];
    expect(textFromBlocks(blocks)).toBe('Wedding\n\nVenue: Hall');
  });
});
