import { describe, expect, it } from 'vitest';
import { withMissedLines, withSplitLines } from './missed-lines';
import type { OcrBlock, OcrLine } from './ocr-layout';
import type { PageCanvas } from './page-canvas';
import { blankPgm, pgmSize } from './pgm';
import type { TesseractRead } from './read-page';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const line = (text: string, confidence: number, b: ReturnType<typeof box>): OcrLine => ({ bbox: b, words: [{ text, confidence, bbox: b }] });
const texts = (blocks: OcrBlock[]) => blocks.map((b) => b.paragraphs.map((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));

async function canvasWith(lines: PageCanvas['lines']): Promise<PageCanvas> {
  const { image, pixels } = blankPgm(600, 300);
  return { image, pixels, width: 600, height: 300, lines };
}

// Each detected line read alone reads as the text given for its height (the crop is all it gets).
function reader(byHeight: Record<number, string>, confidence = 92): { read: TesseractRead; reads: number[] } {
  const reads: number[] = [];
  const read: TesseractRead = async (image) => {
    const { height } = pgmSize(image) ?? {};
    reads.push(height ?? 0);
    const text = byHeight[height ?? 0] ?? '?';
    return { text, blocks: [{ paragraphs: [{ lines: [line(text, confidence, box(0, 0, 10, height ?? 0))] }] }] };
  };
  return { read, reads };
}

describe('withSplitLines', () => {
  // 'Date:' beside a value of two lines, 'Sunday,' over 'July 12, 2026' (heights tell them apart here).
  const regions = [
    { x: 270, y: 20, width: 140, height: 40 },
    { x: 140, y: 45, width: 110, height: 44 },
    { x: 270, y: 60, width: 230, height: 46 },
  ];
  const byHeight = { 40: 'Sunday,', 44: 'Date:', 46: 'July 12, 2026' };

  it('reads apart, column by column, a doubtful line that ran stacked lines together', async () => {
    const merged: OcrBlock[] = [{ paragraphs: [{ lines: [line('Date: 112. 2026', 62, box(140, 40, 500, 106))] }] }];
    const { read } = reader(byHeight);
    const out = await withSplitLines(merged, await canvasWith(regions), ['eng'], read);
    expect(texts(out)).toEqual([[['Date:'], ['Sunday,', 'July 12, 2026']]]);
  });

  it('leaves a line read surely, and does not read twice a line read surely elsewhere', async () => {
    const sure: OcrBlock[] = [{ paragraphs: [{ lines: [line('Date: 12 July 2026', 90, box(140, 40, 500, 106))] }] }];
    const first = reader(byHeight);
    expect(texts(await withSplitLines(sure, await canvasWith(regions), ['eng'], first.read))).toEqual([[['Date: 12 July 2026']]]);
    expect(first.reads).toEqual([]);

    const withSunday: OcrBlock[] = [
      { paragraphs: [{ lines: [line('Sunday,', 91, box(270, 20, 410, 58)), line('Date: 112. 2026', 62, box(140, 40, 500, 106))] }] },
    ];
    const second = reader(byHeight);
    const out = await withSplitLines(withSunday, await canvasWith(regions), ['eng'], second.read);
    expect(texts(out)).toEqual([[['Sunday,'], ['Date:'], ['July 12, 2026']]]);
    expect(second.reads.sort()).toEqual([44, 46]);
  });

  it('keeps the line when reading it apart reads no surer', async () => {
    const merged: OcrBlock[] = [{ paragraphs: [{ lines: [line('Date: 112. 2026', 62, box(140, 40, 500, 106))] }] }];
    const { read } = reader(byHeight, 40);
    expect(texts(await withSplitLines(merged, await canvasWith(regions), ['eng'], read))).toEqual([[['Date: 112. 2026']]]);
  });

  it('keeps one column in its paragraph, so a sentence and the names after it stay together', async () => {
    const stackedOnly = [
      { x: 100, y: 20, width: 300, height: 40 },
      { x: 120, y: 60, width: 260, height: 46 },
    ];
    const merged: OcrBlock[] = [
      { paragraphs: [{ lines: [line('cordially invite you to', 95, box(100, 0, 400, 18)), line('the mar tice of', 50, box(100, 20, 400, 106))] }] },
    ];
    const { read } = reader({ 40: 'the marriage of', 46: 'Mahipal' });
    expect(texts(await withSplitLines(merged, await canvasWith(stackedOnly), ['eng'], read))).toEqual([
      [['cordially invite you to', 'the marriage of', 'Mahipal']],
    ]);
  });
});

describe('withSplitLines on one detected line', () => {
  const regions = [{ x: 100, y: 20, width: 300, height: 40 }];

  it('reads a doubtful line alone, and keeps what reads more surely', async () => {
    const blocks: OcrBlock[] = [{ paragraphs: [{ lines: [line('G. Kr1shna', 55, box(100, 22, 400, 58))] }] }];
    const { read } = reader({ 40: 'G. Krishna' });
    expect(texts(await withSplitLines(blocks, await canvasWith(regions), ['eng'], read))).toEqual([[['G. Krishna']]]);
  });

  it('leaves the marks read off an ornament alone', async () => {
    const blocks: OcrBlock[] = [{ paragraphs: [{ lines: [line('N', 52, box(100, 22, 400, 58))] }] }];
    const { read, reads } = reader({ 40: 'AO)' });
    expect(texts(await withSplitLines(blocks, await canvasWith(regions), ['eng'], read))).toEqual([[['N']]]);
    expect(reads).toEqual([]);
  });
});

describe('withMissedLines', () => {
  it("reads a tall heading tesseract's page left out at a line's height, and puts it back where it lies", async () => {
    // 'Housewarming' in a script font, 200 px tall on the canvas: read alone at 80 px (with a
    // white margin of 10), and placed back over its region.
    const regions = [{ x: 100, y: 50, width: 400, height: 200 }];
    const { read, reads } = reader({ 100: 'Housewarming' });
    const out = await withMissedLines([], await canvasWith(regions), ['eng'], read);
    expect(reads).toEqual([100]);
    expect(texts(out)).toEqual([[['Housewarming']]]);
    const placed = out[0].paragraphs[0].lines[0].bbox;
    // Read from 0 to 100 px in the crop: from 10 px above to 10 px below the region (scale 0.4).
    expect([placed.y0, placed.y1]).toEqual([25, 275]);
  });

  it('reads a line of the usual height at its own size', async () => {
    const { read, reads } = reader({ 40: 'Kumar Gagan' });
    const out = await withMissedLines([], await canvasWith([{ x: 100, y: 50, width: 300, height: 40 }]), ['eng'], read);
    expect(reads).toEqual([40]);
    expect(texts(out)).toEqual([[['Kumar Gagan']]]);
  });
});
