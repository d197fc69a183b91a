/**
 * Turns one detected text line into dark ink on white paper, whatever its colours.
 *
 * A line's text differs from its ground in some channel, not always in brightness: white on
 * orange, gold on maroon, red on green. Each channel (and the grey mix) is split in two at its
 * Otsu threshold and the one that separates best is kept. The ground is the class that fills the
 * rim of the box (the detector's box is grown around the text, so its edges are ground); when the
 * ground is the darker class the line is light-on-dark and is inverted.
 */

/** Raw pixels with `channels` interleaved values each. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** An axis-aligned region in pixels (clipped to the image by the caller or here). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Share of the box's height (each side) taken as its rim, where the ground shows.
const RIM = 0.18;
const GROUND_FROM = 0.75;
// The outermost ring's share of the height, and when each is trusted: a rim within 0.1 of even
// is undecided (bold capitals filling a tight box: 0.47); a ring 0.3 or more from even is decided
// (0.87 there). On the reading set's 57 photos only that box has both.
const RING = 0.06;
const UNDECIDED_RIM = 0.1;
const DECIDED_RING = 0.3;

/**
 * The region of `image` as a greyscale patch of dark ink on white: the best-separating channel,
 * stretched so the ground's mean is 255 and the ink's mean 0. Returns null when the region holds
 * no contrast at all.
 */
export function inkOnWhite(image: RawImage, region: Region): Buffer | null {
  const { width, height } = region;
  const n = width * height;
  if (n === 0) return null;
  // Each candidate's histogram in one pass; only the best one's values are then kept.
  const candidates = image.channels >= 3 ? [grey, 0, 1, 2] : [0];
  const histograms = candidates.map(() => new Float64Array(256));
  for (let y = 0; y < height; y++) {
    const row = (region.y + y) * image.width + region.x;
    for (let x = 0; x < width; x++) {
      const p = (row + x) * image.channels;
      if (candidates.length === 1) {
        histograms[0][image.data[p]]++;
        continue;
      }
      histograms[0][greyAt(image.data, p)]++;
      histograms[1][image.data[p]]++;
      histograms[2][image.data[p + 1]]++;
      histograms[3][image.data[p + 2]]++;
    }
  }
  let best = 0;
  const splits = histograms.map((h) => otsu(h, n));
  for (let c = 1; c < splits.length; c++) if (splits[c].separation > splits[best].separation) best = c;
  const split = splits[best];
  if (split.separation === 0 || split.high - split.low < 12) return null;
  const values = new Uint8Array(n);
  const channel = candidates[best];
  for (let y = 0; y < height; y++) {
    const row = (region.y + y) * image.width + region.x;
    for (let x = 0; x < width; x++) {
      const p = (row + x) * image.channels;
      values[y * width + x] = channel === grey ? greyAt(image.data, p) : image.data[p + channel];
    }
  }

  // Which class owns the rim: that one is the ground. Bold letters in a tight box reach into a
  // broad rim and leave it split; the box's outermost ring then decides, when it clearly can (a
  // ring so thin alone misjudges small boxes, whose letters touch their edge).
  const lightRim = lightShare(values, width, height, Math.round(height * RIM), split.threshold);
  const lightRing = lightShare(values, width, height, Math.round(height * RING), split.threshold);
  const ringDecides = Math.abs(lightRim - 0.5) < UNDECIDED_RIM && Math.abs(lightRing - 0.5) >= DECIDED_RING;
  const groundIsLight = ringDecides ? lightRing > 0.5 : lightRim >= 0.5;
  const [ink, ground] = groundIsLight ? [split.low, split.high] : [split.high, split.low];
  const out = Buffer.alloc(n);
  // The ground's own grain reaches below its mean: everything past this share of the way from
  // ink to ground is ground, pure white, so the grain never reaches tesseract as specks.
  const span = (ground - ink) * GROUND_FROM;
  for (let i = 0; i < n; i++) out[i] = Math.max(0, Math.min(255, Math.round(((values[i] - ink) / span) * 255)));
  return out;
}

const grey = -1;

/** The share of the pixels within `rim` (at least 1) of the box's edge that are above `threshold`. */
function lightShare(values: Uint8Array, width: number, height: number, rim: number, threshold: number): number {
  const r = Math.max(1, rim);
  let [light, all] = [0, 0];
  for (let y = 0; y < height; y++) {
    const inner = y >= r && y < height - r;
    for (let x = 0; x < width; x++) {
      if (inner && x >= r && x < width - r) {
        x = width - r - 1;
        continue;
      }
      all++;
      if (values[y * width + x] > threshold) light++;
    }
  }
  return light / all;
}

/** The grey of the RGB pixel at `p` (as a byte: the fraction dropped). */
function greyAt(data: Buffer, p: number): number {
  return Math.floor((data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114) / 1000);
}

/** Otsu's split of `total` 8-bit values counted in `hist`: threshold, the two class means, and how well it separates (0–1). */
function otsu(hist: Float64Array, total: number): { threshold: number; low: number; high: number; separation: number } {
  let [sum, sumSq] = [0, 0];
  for (let v = 0; v < 256; v++) {
    sum += v * hist[v];
    sumSq += v * v * hist[v];
  }
  const variance = sumSq / total - (sum / total) ** 2;
  let [wLow, sumLow, bestBetween, threshold] = [0, 0, -1, 127];
  for (let t = 0; t < 255; t++) {
    wLow += hist[t];
    sumLow += t * hist[t];
    if (wLow === 0 || wLow === total) continue;
    const mLow = sumLow / wLow;
    const mHigh = (sum - sumLow) / (total - wLow);
    const between = wLow * (total - wLow) * (mLow - mHigh) ** 2;
    if (between > bestBetween) [bestBetween, threshold] = [between, t];
  }
  let [nLow, sLow] = [0, 0];
  for (let v = 0; v <= threshold; v++) {
    nLow += hist[v];
    sLow += v * hist[v];
  }
  const low = nLow ? sLow / nLow : 0;
  const high = total - nLow ? (sum - sLow) / (total - nLow) : 255;
  const separation = variance > 0 ? bestBetween / total / total / variance : 0;
  return { threshold, low, high, separation };
}
