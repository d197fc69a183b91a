import { describe, expect, it } from 'vitest';
import { inkOnWhite, type RawImage } from './line-ink';

/** A greyscale line of `width` × `height`: `ink` where `isInk` says, `ground` elsewhere. */
function line(width: number, height: number, isInk: (x: number, y: number) => boolean, ink: number, ground: number): RawImage {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = isInk(x, y) ? ink : ground;
  return { data, width, height, channels: 1 };
}

const box = { x: 0, y: 0, width: 120, height: 40 };

// Thin letters in a box the detector grew around them: the rim is ground.
const thin = (x: number, y: number) => y >= 12 && y < 28 && x >= 10 && x < 110 && x % 10 < 3;
// Bold capitals filling a tight box (a shop's name): they reach into the broad rim, which is
// then split about evenly (55 % dark), while the box's outermost ring is still all ground.
const bold = (x: number, y: number) => y >= 2 && y <= 37 && x >= 3 && x <= 116 && x % 10 < 8;

describe('inkOnWhite', () => {
  it('draws dark letters on a light ground dark on white', () => {
    const out = inkOnWhite(line(120, 40, thin, 40, 220), box)!;
    expect(out[20 * 120 + 10]).toBe(0);
    expect(out[20 * 120 + 15]).toBe(255);
  });

  it('turns light letters on a dark ground over', () => {
    const out = inkOnWhite(line(120, 40, thin, 230, 30), box)!;
    expect(out[20 * 120 + 10]).toBe(0);
    expect(out[20 * 120 + 15]).toBe(255);
  });

  it('keeps bold dark letters that fill their box dark, and bold light ones on dark light', () => {
    const dark = inkOnWhite(line(120, 40, bold, 40, 220), box)!;
    expect(dark[20 * 120 + 10]).toBe(0);
    expect(dark[20 * 120 + 18]).toBe(255);
    const light = inkOnWhite(line(120, 40, bold, 230, 30), box)!;
    expect(light[20 * 120 + 10]).toBe(0);
    expect(light[20 * 120 + 18]).toBe(255);
  });

  it('gives nothing for a box without contrast', () => {
    expect(inkOnWhite(line(120, 40, () => false, 0, 128), box)).toBeNull();
  });
});
