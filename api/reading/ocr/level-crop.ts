/**
 * A part of an image cut out along a leaning direction and drawn level: the pixels of a line
 * that leans `lean` degrees, as if the photo had been turned under it.
 */
import type { RawImage } from './line-ink';

/** Where the cut lies, in level pixels from the centre it turns about; `step` image pixels to one cut pixel. */
export interface LevelWindow {
  left: number;
  top: number;
  width: number;
  height: number;
  step?: number;
}

/** The `window` around (`cx`, `cy`) of `image` turned level from `lean` degrees (bilinear; the nearest edge pixel outside it). */
export function levelCrop(image: RawImage, cx: number, cy: number, lean: number, window: LevelWindow): RawImage {
  const rad = (lean * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const { width, height, channels } = image;
  const step = window.step ?? 1;
  const data = Buffer.alloc(window.width * window.height * channels);
  for (let v = 0; v < window.height; v++) {
    const dv = window.top + (v + 0.5) * step;
    for (let u = 0; u < window.width; u++) {
      const du = window.left + (u + 0.5) * step;
      // Outside the image the nearest edge pixel stands in: the line's own ground, not white.
      const sx = Math.min(width - 1, Math.max(0, cx + du * cos - dv * sin - 0.5));
      const sy = Math.min(height - 1, Math.max(0, cy + du * sin + dv * cos - 0.5));
      sampleInto(image, sx, sy, data, (v * window.width + u) * channels);
    }
  }
  return { data, width: window.width, height: window.height, channels };
}

/** The pixel of `image` at (`sx`, `sy`) inside it, between its four nearest (bilinear), written to `out` at `offset`. */
export function sampleInto(image: RawImage, sx: number, sy: number, out: Buffer, offset: number): void {
  const { data, width, height, channels } = image;
  const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
  const [x1, y1] = [Math.min(width - 1, x0 + 1), Math.min(height - 1, y0 + 1)];
  const [fx, fy] = [sx - x0, sy - y0];
  for (let c = 0; c < channels; c++) {
    const top = data[(y0 * width + x0) * channels + c] * (1 - fx) + data[(y0 * width + x1) * channels + c] * fx;
    const bottom = data[(y1 * width + x0) * channels + c] * (1 - fx) + data[(y1 * width + x1) * channels + c] * fx;
    out[offset + c] = Math.round(top * (1 - fy) + bottom * fy);
  }
}
