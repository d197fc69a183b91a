import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { edgeWidth } from './edge-width';
import type { RgbImage, TextBox } from './text-detector';

/** A 'line' of letter-like strokes (black bars 3 px wide, 4 px apart) on white, `blur` applied. */
async function strokes(blur: number): Promise<RgbImage> {
  const [width, height] = [240, 60];
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let y = 20; y < 40; y++) for (let x = 20; x < 220; x++) if (x % 7 < 3) pixels.fill(0, 3 * (y * width + x), 3 * (y * width + x) + 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (blur > 0) image.blur(blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const line: TextBox = { cx: 120, cy: 30, width: 210, height: 30, angle: 0, score: 0.9 };

describe('edgeWidth', () => {
  it('tells sharp letters from soft ones, as a shaky phone blurs them', async () => {
    const sharpWidth = edgeWidth(await strokes(0), [line]);
    const softWidth = edgeWidth(await strokes(1.4), [line]);
    expect(sharpWidth).toBeLessThan(2.5);
    expect(softWidth).toBeGreaterThan(2.7);
  });

  it('says nothing of a page with no line of enough contrast', async () => {
    const blank: RgbImage = { data: Buffer.alloc(240 * 60 * 3, 200), width: 240, height: 60 };
    expect(edgeWidth(blank, [line])).toBeNaN();
    // Nor of a box that is a mark, not a line.
    expect(edgeWidth(await strokes(0), [{ ...line, width: 30 }])).toBeNaN();
  });
});
