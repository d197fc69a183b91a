/**
 * A 3×3 median of interleaved 8-bit pixels, each channel apart, the edge pixels repeated past the
 * border: exactly what sharp's `median(3)` (libvips' rank filter) gives, about eight times faster.
 *
 * The page is smoothed after it is enlarged, so the median ran on up to 4 Mpx of RGB: on the
 * reading set it was three quarters of the time spent scaling and turning a page (440 of 570 ms
 * on a large invitation), more than the text detector. Each window's median comes from its three
 * columns sorted: the largest of their minimums, the median of their middles and the smallest of
 * their maximums have the median of the nine as their own median.
 */
import type { RawImage } from './line-ink';

/** `image` with every channel replaced by its 3×3 median (a new buffer). */
export function median3(image: RawImage): RawImage {
  const { data, width, height, channels } = image;
  const out = Buffer.allocUnsafe(data.length);
  const row = width * channels;
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * row;
    const here = y * row;
    const down = Math.min(height - 1, y + 1) * row;
    for (let c = 0; c < channels; c++) {
      // The window slides along the row: its left, middle and right columns, each sorted (low,
      // middle, high), the left one repeating the first column at the edge. Plain variables and
      // swaps: array destructuring or Math.min here made it three times slower.
      let [l0, l1, l2] = sorted3(data[up + c], data[here + c], data[down + c]);
      let [m0, m1, m2] = [l0, l1, l2];
      for (let x = 0; x < width; x++) {
        const i = (x + 1 < width ? x + 1 : x) * channels + c;
        let a = data[up + i];
        let b = data[here + i];
        let d = data[down + i];
        let t: number;
        if (a > b) {
          t = a;
          a = b;
          b = t;
        }
        if (b > d) {
          t = b;
          b = d;
          d = t;
        }
        if (a > b) {
          t = a;
          a = b;
          b = t;
        }
        let maxLow = l0 > m0 ? l0 : m0;
        if (a > maxLow) maxLow = a;
        let minHigh = l2 < m2 ? l2 : m2;
        if (d < minHigh) minHigh = d;
        out[here + x * channels + c] = medianOf3(maxLow, medianOf3(l1, m1, b), minHigh);
        l0 = m0;
        l1 = m1;
        l2 = m2;
        m0 = a;
        m1 = b;
        m2 = d;
      }
    }
  }
  return { data: out, width, height, channels };
}

function sorted3(a: number, b: number, c: number): [number, number, number] {
  return [Math.min(a, b, c), medianOf3(a, b, c), Math.max(a, b, c)];
}

function medianOf3(a: number, b: number, c: number): number {
  if (a > b) {
    const t = a;
    a = b;
    b = t;
  }
  return c <= a ? a : c >= b ? b : c;
}
