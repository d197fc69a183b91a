/**
 * A card or sheet photographed at an angle, straightened: the keystone a phone makes when it is
 * not held square over the page.
 *
 * Shot from a chair across the table, a card's far edge comes out narrower than its near one:
 * its letters slant outwards, more the further they are from the middle (right of centre to the
 * right, left of it to the left), which no turn undoes. How the letters' upright strokes slant
 * across the page is read off the text itself, as the projective term of the page's homography
 * along its lines, and the photo is drawn square again. A page's own italics slant every line
 * alike and leave the term at nothing. (Turned about the other axis, a page's lines fan out
 * instead: page-canvas.ts draws each level where it lies.)
 *
 * Measured on the reading set shot so (READING_TRANSFORM=fromChair): 179 → 185–186 of 214
 * invitation fields and 101 → 105 of 119 card fields; the set's own photos read the same.
 */
import { fitLeanField, isLongLine, leanOf, type LeanSample } from './lean-field';
import { levelCrop, sampleInto } from './level-crop';
import { inkOnWhite } from './line-ink';
import type { RgbImage, TextBox } from './text-detector';
import { cornersOf } from './text-geometry';

/** The page's projective term about its text's centre (per pixel): (x', y') = (x, y) / (1 + h·y). */
export interface Keystone {
  cx: number;
  cy: number;
  h: number;
}

// At most this many lines are measured for their letters' slant (the longest).
const MAX_SLANT_LINES = 16;
// Each line is cut out at this height for measuring, and in pieces about this many heights long.
const SLANT_HEIGHT = 24;
const PIECE_HEIGHTS = 4;
// Slants tried, as shears (a stroke's sideways run per unit of its height).
const MAX_SHEAR = 0.45;
const SHEAR_STEP = 0.03;
// Width (columns) of the bell each point is spread over when strokes are stood upright.
const SPREAD = 0.8;
// The bell's own factor for the columns 2 and 1 left of a point's, its own, and 1 and 2 right.
const BELL = [-2, -1, 0, 1, 2].map((k) => Math.exp(-(k * k) / (2 * SPREAD * SPREAD)));
// Pixels lighter than this (0 white, 1 black) are ground.
const MIN_DARK = 0.1;
// A keystone slanting the letters at the text's edges less than this (as a slope) is left alone.
const MIN_EDGE_SLOPE = Math.tan((2.5 * Math.PI) / 180);
// Largest change of scale (as 1 + h·y) across the photo that is straightened.
const MAX_SQUEEZE = 0.5;
// The straightened photo keeps this many of its tallest line's heights around its text.
const STRAIGHT_MARGIN = 2;

/** The photo's keystone, or null when its text shows none worth straightening. */
export function keystoneOf(image: RgbImage, boxes: readonly TextBox[]): Keystone | null {
  const long = boxes.filter((b) => isLongLine(b.width, b.height));
  if (long.length < 4) return null;
  const left = Math.min(...long.map((b) => b.cx - b.width / 2));
  const right = Math.max(...long.map((b) => b.cx + b.width / 2));
  const cy = (Math.min(...long.map((b) => b.cy)) + Math.max(...long.map((b) => b.cy))) / 2;
  const [cx, halfWidth] = [(left + right) / 2, (right - left) / 2];
  // The letters slant outwards: their strokes' run (dx/dy) changes across the page by h per pixel.
  const slantField = fitLeanField(slantSamples(image, long));
  if (!slantField) return null;
  const tan = (degrees: number) => Math.tan((degrees * Math.PI) / 180);
  const h = -(tan(slantField(cx + halfWidth, cy)) - tan(slantField(cx - halfWidth, cy))) / (2 * halfWidth);
  if (Math.abs(h) * halfWidth < MIN_EDGE_SLOPE) return null;
  // A far edge less than half as wide as the middle is no card on a table but a misreading.
  const reach = Math.max(cy, image.height - cy);
  if (Math.abs(h) * reach >= MAX_SQUEEZE) return null;
  return { cx, cy, h };
}

/** The slant of the letters' upright strokes (degrees, top to the right positive) along the longest lines, a sample per piece. */
function slantSamples(image: RgbImage, lines: readonly TextBox[]): LeanSample[] {
  const rgb = { ...image, channels: 3 };
  const samples: LeanSample[] = [];
  for (const box of [...lines].sort((a, b) => b.width - a.width).slice(0, MAX_SLANT_LINES)) {
    const step = box.height / SLANT_HEIGHT;
    const width = Math.round(box.width / step);
    const lean = leanOf(box.angle);
    const cut = levelCrop(rgb, box.cx, box.cy, lean, { left: -box.width / 2, top: -box.height / 2, width, height: SLANT_HEIGHT, step });
    const ink = inkOnWhite(cut, { x: 0, y: 0, width, height: SLANT_HEIGHT });
    if (!ink) continue;
    const pieces = Math.max(1, Math.round(width / (PIECE_HEIGHTS * SLANT_HEIGHT)));
    const rad = (lean * Math.PI) / 180;
    for (let i = 0; i < pieces; i++) {
      const [from, to] = [Math.round((i * width) / pieces), Math.round(((i + 1) * width) / pieces)];
      const found = shearOf(ink, width, from, to);
      if (!found) continue;
      // The piece's middle, back in the photo's pixels.
      const along = ((from + to) / 2) * step - box.width / 2;
      samples.push({
        x: box.cx + along * Math.cos(rad),
        y: box.cy + along * Math.sin(rad),
        lean: (Math.atan(found.shear) * 180) / Math.PI,
        height: box.height,
        weight: found.ink,
      });
    }
  }
  return samples;
}

/**
 * The shear that stands the strokes of columns [`from`, `to`) of an ink patch upright: the one
 * whose columns' ink is most concentrated (upright strokes pile into few columns).
 */
function shearOf(ink: Buffer, width: number, from: number, to: number): { shear: number; ink: number } | null {
  const height = ink.length / width;
  // Each pixel counts by its darkness: the grey of a stroke's edge is where a small slant shows.
  const [xs, ys, darks]: number[][] = [[], [], []];
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = from; x < to; x++) {
      const dark = (255 - ink[y * width + x]) / 255;
      if (dark < MIN_DARK) continue;
      xs.push(x - from);
      ys.push(y - (height - 1) / 2);
      darks.push(dark);
      total += dark;
    }
  }
  if (total < height * 2) return null;
  const offset = Math.ceil(MAX_SHEAR * height) + 3;
  const columns = new Float64Array(to - from + 2 * offset + 1);
  const scoreAt = (shear: number) => {
    columns.fill(0);
    // A stroke leaning right (its top further right) stands upright when its top is moved left.
    // Each point is spread over the columns around it as a bell: shared only between the two it
    // falls between, a point on a column would count more than one between two, and the
    // unsheared page, all on columns, would always win.
    for (let i = 0; i < xs.length; i++) {
      const at = xs[i] + shear * ys[i] + offset;
      const column = Math.round(at);
      // exp(-(k - f)² / 2s²) for k = -2…2 is exp(-k²/2s²) · exp(-f²/2s²) · exp(f/s²)^k: two
      // exponentials a point instead of five (this loop is most of the measure's time).
      const f = at - column;
      const grow = Math.exp(f / (SPREAD * SPREAD));
      const base = darks[i] * Math.exp(-(f * f) / (2 * SPREAD * SPREAD));
      const shrink = 1 / grow;
      columns[column - 2] += base * BELL[0] * shrink * shrink;
      columns[column - 1] += base * BELL[1] * shrink;
      columns[column] += base * BELL[2];
      columns[column + 1] += base * BELL[3] * grow;
      columns[column + 2] += base * BELL[4] * grow * grow;
    }
    let score = 0;
    for (const c of columns) score += c * c;
    return score;
  };
  // Every third step first, then the steps around the best of those.
  const steps = Math.round(MAX_SHEAR / SHEAR_STEP);
  const scores = new Map<number, number>();
  const score = (step: number) => (Math.abs(step) > steps ? -Infinity : (scores.get(step) ?? scores.set(step, scoreAt(step * SHEAR_STEP)).get(step)!));
  const bestOf = (candidates: number[]) => candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  const coarse = bestOf(Array.from({ length: Math.floor((2 * steps) / 3) + 1 }, (_, i) => -steps + 3 * i));
  const best = bestOf([coarse - 2, coarse - 1, coarse, coarse + 1, coarse + 2].filter((step) => Math.abs(step) <= steps));
  // Between the steps: the top of the parabola through the best score and its neighbours.
  const [before, after] = [Math.max(score(best - 1), 0), Math.max(score(best + 1), 0)];
  const bend = before - 2 * score(best) + after;
  const between = bend < 0 && before > 0 && after > 0 ? (0.5 * (before - after)) / bend : 0;
  return { shear: (best + between) * SHEAR_STEP, ink: total };
}

/**
 * `image` drawn square again (white where the photo had nothing), cut to its text (`boxes`) and
 * a margin: a keystone's far corners, stretched out, would otherwise shrink the text that the
 * detector is given.
 */
export function straighten(image: RgbImage, k: Keystone, boxes: readonly TextBox[]): RgbImage {
  const toSquare = ([x, y]: [number, number]): [number, number] => {
    const d = 1 + k.h * (y - k.cy);
    return [(x - k.cx) / d, (y - k.cy) / d];
  };
  const text = boxes.flatMap(cornersOf);
  const whole: Array<[number, number]> = [[0, 0], [image.width, 0], [0, image.height], [image.width, image.height]];
  const margin = STRAIGHT_MARGIN * Math.max(...boxes.map((b) => b.height));
  const bounds = (points: Array<[number, number]>, grow: number) => {
    const square = points.map(toSquare);
    return {
      minU: Math.min(...square.map((p) => p[0])) - grow,
      maxU: Math.max(...square.map((p) => p[0])) + grow,
      minV: Math.min(...square.map((p) => p[1])) - grow,
      maxV: Math.max(...square.map((p) => p[1])) + grow,
    };
  };
  const [around, all] = [bounds(text, margin), bounds(whole, 0)];
  const [u0, v0] = [Math.max(around.minU, all.minU), Math.max(around.minV, all.minV)];
  const width = Math.max(1, Math.round(Math.min(around.maxU, all.maxU, u0 + image.width * 1.5) - u0));
  const height = Math.max(1, Math.round(Math.min(around.maxV, all.maxV, v0 + image.height * 1.5) - v0));
  const out = Buffer.alloc(width * height * 3, 255);
  const rgb = { ...image, channels: 3 };
  for (let row = 0; row < height; row++) {
    const v = v0 + row + 0.5;
    for (let col = 0; col < width; col++) {
      const u = u0 + col + 0.5;
      // The inverse of toSquare: (x, y) = (u, v) / (1 - h·v).
      const d = 1 - k.h * v;
      if (d <= 0.05) continue;
      const sx = k.cx + u / d - 0.5;
      const sy = k.cy + v / d - 0.5;
      if (sx < 0 || sy < 0 || sx > image.width - 1 || sy > image.height - 1) continue;
      sampleInto(rgb, sx, sy, out, (row * width + col) * 3);
    }
  }
  return { data: out, width, height };
}
