/**
 * How much the lines of a photographed page lean, as a smooth function of where they lie.
 *
 * A card shot at an angle (not from straight above) is a keystone: its far lines lean one way
 * and its near ones the other, each by a few degrees, so no single turn levels the page. The
 * lean of the long lines (whose direction the detector measures well) is fitted as a plane over
 * the page, lean = a + b·x + c·y; a short or decorated line takes the lean of where it lies
 * instead of its own, which on a flat, square-on photo is noise (a swash, two letters).
 */

/** A line's centre, how far it leans (degrees, clockwise), its height and how much it counts. */
export interface LeanSample {
  x: number;
  y: number;
  lean: number;
  height: number;
  weight: number;
}

// Fewer long lines than this say nothing about the page's shape.
const MIN_SAMPLES = 4;
// A line leaning this much more or less than the fit is an arc or a flourish, not the page.
const OUTLIER = 2.5;
// Lines further than this off the others' middle lean (degrees) are left out of the fit.
const FAR_OFF = 8;
// Spread of the lines' centres (in line heights) below which the lean is taken as even.
const RIDGE_LINES = 2;

// Lines this many times longer than high measure the page: their direction and their letters'
// slant are their own, where a short line's may be a word's or a mark's.
const LONG_ASPECT = 5;

/** Whether a line `width` long and `height` high is long enough to measure the page by. */
export function isLongLine(width: number, height: number): boolean {
  return width >= LONG_ASPECT * height;
}

/** An angle in degrees as a lean from level in (-90, 90]. */
export function leanOf(angle: number): number {
  const a = ((angle % 180) + 180) % 180;
  return a > 90 ? a - 180 : a;
}

/** The fitted lean at any point of the page, or null when the lines are too few to fit. */
export function fitLeanField(samples: LeanSample[]): ((x: number, y: number) => number) | null {
  // A keystone leans lines a few degrees: a line far off the others' middle (a vertical label,
  // an arc) is no measure of it, and would drag a least-squares fit.
  const middle = weightedMedian(samples, (s) => s.lean);
  const near = samples.filter((s) => Math.abs(s.lean - middle) <= FAR_OFF);
  if (near.length < MIN_SAMPLES) return null;
  // Slopes are measured over the page in line heights, so a photo's size does not change them.
  const ridge = RIDGE_LINES * weightedMedian(near, (s) => s.height);
  const first = fitPlane(near, ridge);
  const kept = near.filter((s) => Math.abs(s.lean - first(s.x, s.y)) <= OUTLIER);
  return kept.length >= MIN_SAMPLES ? fitPlane(kept, ridge) : first;
}

/** The value of `of` that half the samples' weight is on either side of. */
function weightedMedian(samples: LeanSample[], of: (s: LeanSample) => number): number {
  const sorted = [...samples].sort((a, b) => of(a) - of(b));
  const half = sorted.reduce((sum, s) => sum + s.weight, 0) / 2;
  let seen = 0;
  for (const s of sorted) {
    seen += s.weight;
    if (seen >= half) return of(s);
  }
  return 0;
}

/** Weighted least squares of lean over (x, y), slopes held back by `ridge` pixels. */
function fitPlane(samples: LeanSample[], ridge: number): (x: number, y: number) => number {
  const total = samples.reduce((sum, s) => sum + s.weight, 0);
  // Centred on the weighted mean position, so the three unknowns are well conditioned.
  const mx = samples.reduce((sum, s) => sum + s.weight * s.x, 0) / total;
  const my = samples.reduce((sum, s) => sum + s.weight * s.y, 0) / total;
  let [sxx, sxy, syy, sl, sxl, syl] = [0, 0, 0, 0, 0, 0];
  for (const s of samples) {
    const [dx, dy] = [s.x - mx, s.y - my];
    sxx += s.weight * dx * dx;
    sxy += s.weight * dx * dy;
    syy += s.weight * dy * dy;
    sl += s.weight * s.lean;
    sxl += s.weight * dx * s.lean;
    syl += s.weight * dy * s.lean;
  }
  const a = sl / total;
  // A little ridge: lines centred in one column (an invitation's) tell nothing of the lean's
  // change across the page, and without it a few pixels' spread would fit a steep one.
  sxx += total * ridge * ridge;
  syy += total * ridge * ridge;
  const det = sxx * syy - sxy * sxy;
  const b = (sxl * syy - syl * sxy) / det;
  const c = (syl * sxx - sxl * sxy) / det;
  return (x, y) => a + b * (x - mx) + c * (y - my);
}
