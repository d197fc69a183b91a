import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPage, turnPage } from './page-canvas';
import type { RgbImage, TextBox } from './text-detector';

/**
 * A page of dark and light specks with dark 'letters' (bars) along three lines, boxes 26 px high
 * (drawn at twice their size): every pixel a line is drawn from shows whether it was smoothed.
 */
function page(): { image: RgbImage; boxes: TextBox[] } {
  const [width, height] = [300, 200];
  const data = Buffer.alloc(width * height * 3);
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < width * height; i++) data.fill(next() % 2 ? 30 + (next() % 40) : 190 + (next() % 60), 3 * i, 3 * i + 3);
  const boxes: TextBox[] = [40, 100, 160].map((cy, i) => ({ cx: 150, cy, width: 220 - 40 * i, height: 26, angle: 0, score: 0.9 }));
  for (const b of boxes) {
    for (let y = b.cy - 8; y < b.cy + 8; y++) {
      for (let x = b.cx - b.width / 2 + 6; x < b.cx + b.width / 2 - 6; x++) if (x % 9 < 3) data.fill(20, 3 * (y * width + x), 3 * (y * width + x) + 3);
    }
  }
  return { image: { data, width, height }, boxes };
}

/** The page scaled twice, median-smoothed everywhere by sharp, then turned: what `turnPage` gave before it smoothed only the lines. */
async function smoothedEverywhere(image: RgbImage, turn: number) {
  const raw = { width: image.width, height: image.height, channels: 3 } as const;
  const scaled = await sharp(image.data, { raw }).resize({ width: 600, height: 400, fit: 'fill' }).median(3).raw().toBuffer();
  const { data, info } = await sharp(scaled, { raw: { width: 600, height: 400, channels: 3 } })
    .rotate(turn, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

describe('turnPage', () => {
  it('smooths every pixel a turned page draws its lines from, as smoothing the whole page would', async () => {
    const { image, boxes } = page();
    const ours = await turnPage(image, boxes, 7.3);
    const reference = { ...ours, pixels: await smoothedEverywhere(image, 7.3) };
    const [drawn, expected] = [await drawPage(ours), await drawPage(reference)];
    expect(drawn.image.equals(expected.image)).toBe(true);
    // And it is smoothed: the page unsmoothed draws other pixels.
    const rough = await sharp(image.data, { raw: { width: 300, height: 200, channels: 3 } }).resize({ width: 600, height: 400, fit: 'fill' }).rotate(7.3, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const unsmoothed = await drawPage({ ...ours, pixels: { data: rough.data, width: rough.info.width, height: rough.info.height, channels: 3 } });
    expect(drawn.image.equals(unsmoothed.image)).toBe(false);
  });

  it('smooths every pixel a level page draws its lines from, as smoothing the whole page would', async () => {
    const { image, boxes } = page();
    const ours = await turnPage(image, boxes, 0);
    // The level page is cut to its text: the cut's corner, from where the first line landed.
    const [left, top] = [Math.round(boxes[0].cx * 2 - ours.lines[0].cx), Math.round(boxes[0].cy * 2 - ours.lines[0].cy)];
    const whole = await smoothedEverywhere(image, 0);
    const cut = await sharp(whole.data, { raw: { width: 600, height: 400, channels: 3 } })
      .extract({ left, top, width: ours.pixels.width, height: ours.pixels.height })
      .raw()
      .toBuffer();
    const expected = await drawPage({ ...ours, pixels: { data: cut, width: ours.pixels.width, height: ours.pixels.height, channels: 3 } });
    expect((await drawPage(ours)).image.equals(expected.image)).toBe(true);
  });
});
