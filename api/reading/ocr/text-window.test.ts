import { describe, expect, it } from 'vitest';
import { cutOut, textWindow } from './text-window';
import type { RgbImage, TextBox } from './text-detector';

const photo = (width: number, height: number): RgbImage => ({ data: Buffer.alloc(width * height * 3), width, height });
const box = (cx: number, cy: number, width: number, height: number, angle = 0): TextBox => ({ cx, cy, width, height, angle, score: 0.9 });

describe('textWindow', () => {
  it('cuts out a card that fills a third of a large photo, with two line heights around its text', () => {
    const boxes = [box(1500, 900, 800, 40), box(1500, 1000, 600, 40), box(1500, 1100, 700, 40)];
    expect(textWindow(photo(3000, 2000), boxes)).toEqual({ left: 1020, top: 800, width: 960, height: 400 });
  });

  it('counts a turned line by its corners', () => {
    const window = textWindow(photo(3000, 2000), [box(1500, 1000, 800, 40, 90)]);
    expect(window).toMatchObject({ left: 1400, top: 520, width: 200, height: 960 });
  });

  it('keeps the photo when the detector already sees it whole (960 px or less)', () => {
    expect(textWindow(photo(900, 700), [box(450, 350, 100, 20)])).toBeNull();
  });

  it('keeps the photo when the model would see its text less than half as large again', () => {
    // 1,600 px seen at 960 (0.6); the text's window of 1,120 px would be seen at 0.86: 1.43×.
    expect(textWindow(photo(1143, 1600), [box(570, 960, 900, 40), box(570, 400 + 80, 900, 40), box(570, 1440 - 80, 900, 40)])).toBeNull();
  });

  it('keeps the photo when its text fills most of it', () => {
    expect(textWindow(photo(2000, 1500), [box(1000, 100, 1900, 60), box(1000, 1400, 1900, 60)])).toBeNull();
  });

  it('keeps the photo when it has no lines', () => {
    expect(textWindow(photo(3000, 2000), [])).toBeNull();
  });
});

describe('cutOut', () => {
  it('copies the pixels inside the window, row by row', () => {
    const image = photo(4, 3);
    for (let i = 0; i < image.data.length; i++) image.data[i] = i;
    const part = cutOut(image, { left: 1, top: 1, width: 2, height: 2 });
    expect(part).toMatchObject({ width: 2, height: 2 });
    expect([...part.data]).toEqual([15, 16, 17, 18, 19, 20, 27, 28, 29, 30, 31, 32]);
  });
});
