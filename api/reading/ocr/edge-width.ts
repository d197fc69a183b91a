/**
 * How soft a photo's letters are: the width of their edges, in the photo's pixels.
 *
 * A phone shot a little out of focus or shaken spreads each letter's edge over several pixels,
 * and tesseract then runs letters together and drops thin strokes. Across a text line an edge
 * goes from the ground to the ink (its contrast) at most as steeply as its sharpest gradient, so
 * contrast ÷ steepest gradient is the edge's width. On the reading set's photos it is 1.4–2.4 px,
 * and 2.6–4.6 px once they are blurred as a shaky phone does (test-support/reading-transforms.ts 'soft').
 */
import type { RgbImage, TextBox } from './text-detector';

// Lines of less contrast than this (of 255) say nothing of focus: a faint watermark, a texture.
const MIN_CONTRAST = 40;
// Percentiles that stand for the ground and ink (past the noise) and for the steepest gradient.
const GROUND_INK = 0.02;
const STEEPEST = 0.99;
// A box nearly as tall as it is long is a mark or a letter, not a line.
const MIN_LINE_ASPECT = 2;

/**
 * The median edge width of the text lines in `boxes` (weighted by their area), in pixels of
 * `image`; NaN when no line has enough contrast to tell.
 */
export function edgeWidth(image: RgbImage, boxes: readonly TextBox[]): number {
  const { data, width, height } = image;
  const lines: Array<{ width: number; area: number }> = [];
  for (const box of boxes) {
    if (box.width < MIN_LINE_ASPECT * box.height) continue;
    // The box's upright bounds: a slightly tilted line's corners add only ground.
    const x0 = Math.max(1, Math.round(box.cx - box.width / 2));
    const x1 = Math.min(width - 2, Math.round(box.cx + box.width / 2));
    const y0 = Math.max(1, Math.round(box.cy - box.height / 2));
    const y1 = Math.min(height - 2, Math.round(box.cy + box.height / 2));
    if (x1 - x0 < 8 || y1 - y0 < 6) continue;
    // The box's grey levels with a pixel's border, each worked out once.
    const span = x1 - x0 + 3;
    const patch = new Uint8Array(span * (y1 - y0 + 3));
    for (let y = y0 - 1; y <= y1 + 1; y++) {
      for (let x = x0 - 1, i = (y - y0 + 1) * span; x <= x1 + 1; x++, i++) {
        const p = 3 * (y * width + x);
        patch[i] = (77 * data[p] + 150 * data[p + 1] + 29 * data[p + 2]) >> 8;
      }
    }
    const levels = new Uint32Array(256);
    const gradients = new Uint32Array(256);
    for (let y = 1; y <= y1 - y0 + 1; y++) {
      for (let x = 1, i = y * span + 1; x <= x1 - x0 + 1; x++, i++) {
        levels[patch[i]]++;
        const gx = (patch[i + 1] - patch[i - 1]) / 2;
        const gy = (patch[i + span] - patch[i - span]) / 2;
        gradients[Math.min(255, Math.round(Math.sqrt(gx * gx + gy * gy)))]++;
      }
    }
    const count = (x1 - x0 + 1) * (y1 - y0 + 1);
    const contrast = percentile(levels, count, 1 - GROUND_INK) - percentile(levels, count, GROUND_INK);
    const steepest = percentile(gradients, count, STEEPEST);
    if (contrast < MIN_CONTRAST || steepest === 0) continue;
    lines.push({ width: contrast / steepest, area: count });
  }
  if (lines.length === 0) return NaN;
  lines.sort((a, b) => a.width - b.width);
  const half = lines.reduce((sum, l) => sum + l.area, 0) / 2;
  let seen = 0;
  for (const line of lines) {
    seen += line.area;
    if (seen >= half) return line.width;
  }
  return lines.at(-1)!.width;
}

/** The value below which a share `p` of a histogram's `count` values lie. */
function percentile(histogram: Uint32Array, count: number, p: number): number {
  const target = p * count;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v];
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}
