/**
 * Turns a phone photo of a printed card into an image tesseract reads well.
 *
 * Tesseract was trained on clean, upright, dark-on-light text of roughly 20–40 px per line.
 * Phone photos arrive sideways (EXIF), dim, low in contrast, lit unevenly and a little tilted,
 * and either much smaller or much larger than that. Each step below fixes one of those.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@shared/limits';

export interface PrepOptions {
  /** Long side for images outside the 1400–2600 px band (enlarged or reduced). Default 2000. */
  longSide?: number;
  /** Straighten tilts of up to ±`maxSkew` degrees. Default true. */
  deskew?: boolean;
  /** Largest tilt looked for, in degrees. Default 6. */
  maxSkew?: number;
  /** Even out the lighting and stretch ink from paper. Default true. */
  flatten?: boolean;
}

// A card filling a photo of this size has body text 25–40 px high, what tesseract reads best;
// smaller loses strokes, larger only makes OCR slower (time grows with the pixel count).
const MIN_LONG_SIDE = 1400;
const MAX_LONG_SIDE = 2600;
// Tilts smaller than this are within what tesseract straightens on its own.
const MIN_SKEW_TO_FIX = 0.4;

/** Prepares `input` (a path or encoded bytes) for OCR; returns a greyscale PNG. */
export async function prepareForOcr(input: string | Buffer, options: PrepOptions = {}): Promise<Buffer> {
  const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const longSide = Math.max(meta.width ?? 0, meta.height ?? 0);
  const target = longSide < MIN_LONG_SIDE || longSide > MAX_LONG_SIDE ? (options.longSide ?? 2000) : longSide;

  const { data: grey, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // apply the EXIF orientation the camera wrote
    .greyscale()
    .resize({ width: target, height: target, fit: 'inside' })
    .median(3) // sensor noise would otherwise be read as specks of ink
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 } as const;
  const flat = options.flatten === false ? grey : await flattenLighting(grey, raw);

  const angle = options.deskew === false ? 0 : skewOf(flat, raw.width, raw.height, options.maxSkew ?? 6);
  const out = sharp(flat, { raw }).toColourspace('b-w');
  if (Math.abs(angle) >= MIN_SKEW_TO_FIX) out.rotate(-angle, { background: '#ffffff' });
  return out.png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Divides the image by its own paper brightness, so paper becomes white and ink dark however
 * the light fell (shadows, vignetting, a dim room), then stretches ink from paper. A global
 * contrast stretch cannot do this: the far corner of the paper may be darker than the ink
 * under the lamp.
 */
async function flattenLighting(grey: Buffer, raw: { width: number; height: number; channels: 1 }): Promise<Buffer> {
  // The paper's brightness: shrink, take the local maximum (removes the ink), then smooth.
  // (Separate pipelines: sharp applies only one resize per pipeline.)
  const small = { width: Math.ceil(raw.width / 4), height: Math.ceil(raw.height / 4), channels: 1 } as const;
  const shrunk = await grey1(sharp(grey, { raw }).resize({ ...small, fit: 'fill' }));
  const smooth = await grey1(sharp(maxFilter(shrunk, small.width, small.height, 3), { raw: small }).blur(6));
  const paper = await grey1(sharp(smooth, { raw: small }).resize({ width: raw.width, height: raw.height, fit: 'fill' }));
  const ratio = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) ratio[i] = grey[i] / Math.max(paper[i], 16);
  // Ink and paper levels from this photo: a dim, flat photo may have ink at 0.65 of the paper.
  const ink = percentile(ratio, INK_PERCENTILE, 2);
  const white = ink + (percentile(ratio, 0.5, 2) - ink) * PAPER_SHARE;
  // Much darker than the brightest paper is not paper: a table or lap around the card. Its
  // texture would otherwise be stretched into specks that OCR reads as letters.
  const notPaper = percentile(paper, 0.95, 256) * BACKGROUND_SHARE;
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    out[i] =
      paper[i] < notPaper ? 255 : Math.max(0, Math.min(255, Math.round(((ratio[i] - ink) / (white - ink)) * 255)));
  }
  return out;
}

// Ink is the darkest 1 % relative to its surroundings (text covers more than that of a card);
// everything from 85 % of the way from ink to the median (the paper) is white.
const INK_PERCENTILE = 0.01;
const PAPER_SHARE = 0.85;
// Lit less than this share of the brightest paper: background, not the card.
const BACKGROUND_SHARE = 0.6;

/** The value below which `share` of `values` (all in [0, max)) lie; a histogram, not a sort. */
function percentile(values: ArrayLike<number>, share: number, max: number): number {
  const bins = new Uint32Array(1024);
  const scale = bins.length / max;
  for (let i = 0; i < values.length; i++) bins[Math.min(bins.length - 1, Math.floor(values[i] * scale))]++;
  let seen = 0;
  for (let b = 0; b < bins.length; b++) {
    seen += bins[b];
    if (seen >= share * values.length) return b / scale;
  }
  return max;
}

/** Raw single-channel pixels (sharp turns raw greyscale input into sRGB unless told not to). */
function grey1(image: sharp.Sharp): Promise<Buffer> {
  return image.toColourspace('b-w').raw().toBuffer();
}

/** Brightest pixel within `radius` (a square window), done as a row pass then a column pass. */
function maxFilter(src: Buffer, width: number, height: number, radius: number): Buffer {
  const rows = Buffer.alloc(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) m = Math.max(m, src[y * width + k]);
      rows[y * width + x] = m;
    }
  }
  const out = Buffer.alloc(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++) m = Math.max(m, rows[k * width + x]);
      out[y * width + x] = m;
    }
  }
  return out;
}

/**
 * Estimates the tilt of the text lines in degrees (positive = turned clockwise), between
 * ±`maxDegrees`. Exposed for tests and tuning; `prepareForOcr` applies it.
 */
export async function estimateSkew(image: string | Buffer, maxDegrees = 6): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return skewOf(data, info.width, info.height, maxDegrees);
}

/**
 * The tilt at which the horizontal projection of the ink is most peaked, i.e. where lines of
 * ink alternate most sharply with the gaps between them. Samples a grid about 700 points
 * wide: plenty for a card of text, and it keeps the search to a few tens of milliseconds.
 */
function skewOf(grey: Buffer, width: number, height: number, maxDegrees: number): number {
  const step = Math.max(1, Math.round(width / 700));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (grey[y * width + x] < 110) {
        xs.push((x - width / 2) / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 200) return 0;

  const rows = Math.ceil(height / step);
  const offset = Math.ceil(width / step); // keeps bin indices positive for any tilt up to 45°
  const score = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const [sin, cos] = [Math.sin(t), Math.cos(t)];
    const bins = new Float64Array(rows + 2 * offset);
    for (let k = 0; k < xs.length; k++) bins[Math.round(ys[k] * cos - xs[k] * sin) + offset]++;
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  const best = (from: number, to: number, by: number): number => {
    let [angle, top] = [0, -1];
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = score(a);
      if (s > top) [angle, top] = [a, s];
    }
    return angle;
  };
  const coarse = best(-maxDegrees, maxDegrees, 0.5);
  const fine = best(Math.max(-maxDegrees, coarse - 0.5), Math.min(maxDegrees, coarse + 0.5), 0.1);
  return Math.round(fine * 10) / 10 || 0; // `|| 0` turns -0 into 0
}
