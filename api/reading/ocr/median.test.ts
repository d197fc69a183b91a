import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { median3 } from './median';

/** Pixels from a fixed seed: noise, flat patches and hard edges, as an enlarged photo has. */
function pixels(width: number, height: number, channels: number, seed: number): Buffer {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 256;
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i / channels) % width < width / 3 ? 255 : Math.floor(next());
  return data;
}

/** The median of each 3×3 window by sorting its nine values, the edge pixels repeated past the border. */
function sortedMedian(data: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.alloc(data.length);
  const at = (x: number, y: number, c: number) => data[(Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * channels + c];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++) {
        const nine = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => at(x + dx, y + dy, c))).sort((a, b) => a - b);
        out[(y * width + x) * channels + c] = nine[4];
      }
  return out;
}

describe('median3', () => {
  it.each([
    [37, 23, 1],
    [3, 300, 2],
    [300, 3, 3],
  ])('gives what sharp median(3) gives, to the pixel, on %i×%i RGB pixels', async (width, height, seed) => {
    const data = pixels(width, height, 3, seed);
    const ours = median3({ data, width, height, channels: 3 });
    const theirs = await sharp(data, { raw: { width, height, channels: 3 } }).median(3).raw().toBuffer();
    expect(ours.data.equals(theirs)).toBe(true);
    expect([ours.width, ours.height, ours.channels]).toEqual([width, height, 3]);
  });

  // Sharp refuses images under 3 pixels a side and makes one channel three: sorted by hand instead.
  it.each([
    [1, 9, 3, 4],
    [9, 1, 3, 5],
    [2, 2, 1, 6],
    [64, 48, 1, 7],
  ])('gives the nine values\' median on %i×%i pixels of %i channels', (width, height, channels, seed) => {
    const data = pixels(width, height, channels, seed);
    expect(median3({ data, width, height, channels }).data.equals(sortedMedian(data, width, height, channels))).toBe(true);
  });

  it('smooths only inside the areas asked for, as the whole page smoothed would there', () => {
    const [width, height] = [40, 30];
    const data = pixels(width, height, 3, 8);
    const whole = median3({ data, width, height, channels: 3 }).data;
    // Two overlapping areas, one reaching past the image's edge.
    const areas = [
      { x: 5, y: 4, width: 10, height: 6 },
      { x: 12, y: 8, width: 40, height: 30 },
    ];
    const part = median3({ data, width, height, channels: 3 }, areas).data;
    const inside = (x: number, y: number) => areas.some((a) => x >= a.x && x < a.x + a.width && y >= a.y && y < a.y + a.height);
    let [smoothed, kept] = [0, 0];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = 3 * (y * width + x);
        const expected = inside(x, y) ? whole : data;
        for (let c = 0; c < 3; c++) expect(part[p + c]).toBe(expected[p + c]);
        if (inside(x, y)) smoothed++;
        else kept++;
      }
    }
    expect(smoothed).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('removes a lone speck and keeps a stroke', () => {
    const [width, height] = [7, 7];
    const data = Buffer.alloc(width * height, 255);
    data[1 * width + 1] = 0; // a speck
    for (let y = 0; y < height; y++) data.fill(0, y * width + 4, y * width + 6); // a stroke 2 px wide
    const out = median3({ data, width, height, channels: 1 }).data;
    expect(out[1 * width + 1]).toBe(255);
    expect(out[3 * width + 4]).toBe(0);
    expect(out[3 * width + 5]).toBe(0);
  });
});
