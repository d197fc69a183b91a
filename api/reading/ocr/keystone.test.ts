import { describe, expect, it } from 'vitest';
import { keystoneOf, straighten } from './keystone';
import type { RgbImage, TextBox } from './text-detector';

const [WIDTH, HEIGHT] = [1000, 800];
const ROWS = [150, 250, 350, 450, 550, 650];

/**
 * A page of six lines of upright strokes (like 'IIII…') photographed with keystone `h`: each
 * point (x, y) about the centre shows the page's point (x, y) / (1 + h·y); `shear` slants every
 * stroke alike, as italics do.
 */
function page(h: number, shear = 0): { image: RgbImage; boxes: TextBox[] } {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3, 255);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const d = 1 + h * (y - HEIGHT / 2);
      const [u, v] = [(x - WIDTH / 2) / d + WIDTH / 2, (y - HEIGHT / 2) / d + HEIGHT / 2];
      const row = ROWS.find((r) => Math.abs(v - r) < 15);
      if (row === undefined || u < 150 || u > 850) continue;
      // Strokes 5 px wide every 16 px, with gaps between words.
      const along = u + shear * (v - row);
      if (along % 16 < 5 && Math.floor(along / 112) % 2 === 0) data.fill(30, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
  }
  const boxes = ROWS.map((r) => {
    const d = 1 + h * (r - HEIGHT / 2);
    return { cx: WIDTH / 2, cy: (r - HEIGHT / 2) * d + HEIGHT / 2, width: 720 * d, height: 52 * d, angle: 0, score: 0.9 };
  });
  return { image: { data, width: WIDTH, height: HEIGHT }, boxes };
}

describe('keystoneOf', () => {
  it('reads a card shot from across the table off its letters’ slant', () => {
    // The far (top) line 0.8 as wide as the near one.
    const h = 0.0004;
    const { image, boxes } = page(h);
    const found = keystoneOf(image, boxes);
    expect(found).not.toBeNull();
    expect(found!.h).toBeGreaterThan(h * 0.6);
    expect(found!.h).toBeLessThan(h * 1.4);
  });

  it('finds none on a page shot square, upright or in italics', () => {
    expect(keystoneOf(page(0).image, page(0).boxes)).toBeNull();
    const italic = page(0, 0.25);
    expect(keystoneOf(italic.image, italic.boxes)).toBeNull();
  });

  it('draws the page square again, its letters upright', () => {
    const { image, boxes } = page(0.0004);
    const square = straighten(image, keystoneOf(image, boxes)!, boxes);
    const again = { ...square, data: square.data };
    const level = ROWS.map((r) => ({ cx: square.width / 2, cy: r - (HEIGHT - square.height) / 2, width: 720, height: 52, angle: 0, score: 0.9 }));
    expect(keystoneOf(again, level)).toBeNull();
  });
});
