import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateSkew, prepareForOcr } from './image-prep';

/** A page of 'text': dark word-sized bars in lines on light paper, as a JPEG. */
async function page(width = 1600, height = 1100): Promise<Buffer> {
  const bars: string[] = [];
  for (let y = 120; y < height - 120; y += 60) {
    for (let x = 140; x < width - 200; x += 150 + ((x * 7 + y) % 60)) {
      bars.push(`<rect x="${x}" y="${y}" width="${90 + ((x + y) % 50)}" height="22" fill="#3a1010"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#efe4cc"/>${bars.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const tilted = async (degrees: number) =>
  sharp(await page()).rotate(degrees, { background: '#5c4a3a' }).jpeg().toBuffer();

describe('estimateSkew', () => {
  it.each([4, -2.5, 0])('measures a tilt of %s°', async (degrees) => {
    expect(await estimateSkew(await tilted(degrees))).toBeCloseTo(degrees, 0);
  });
});

describe('prepareForOcr', () => {
  it('straightens a tilted photo', async () => {
    const prepared = await prepareForOcr(await tilted(5));
    expect(Math.abs(await estimateSkew(prepared))).toBeLessThan(0.5);
  });

  it('returns a greyscale PNG with black ink on white paper', async () => {
    const prepared = await prepareForOcr(await page());
    const meta = await sharp(prepared).metadata();
    expect(meta.format).toBe('png');
    expect(meta.channels).toBe(1);
    const { channels } = await sharp(prepared).stats();
    expect(channels[0].min).toBeLessThan(40);
    expect(channels[0].max).toBeGreaterThan(240);
  });

  it('applies the rotation the camera wrote in EXIF', async () => {
    const sideways = await sharp(await page()).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const meta = await sharp(await prepareForOcr(sideways)).metadata();
    expect(meta.height).toBeGreaterThan(meta.width!);
  });

  it('enlarges a small photo so its text is big enough to read', async () => {
    const small = await sharp(await page()).resize({ width: 800 }).toBuffer();
    const meta = await sharp(await prepareForOcr(small)).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2000);
  });
});
