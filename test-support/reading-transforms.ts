/**
 * What a phone does to a photo that the development set's files may not show: turned a quarter,
 * upside down, tilted on a table, sent through WhatsApp (smaller, recompressed), shot in a dim
 * hall or a little out of focus. `bench/reading.ts` reads the set again through one of these
 * (READING_TRANSFORM=name) so that a field which holds only for a file's own pixels shows up as
 * a drop against the plain run: the hidden set's photos are other photos, not these ones.
 */
import sharp from 'sharp';
import { sampleInto } from '../api/reading/ocr/level-crop';

/** A table's colour around a tilted card: a photo of a card is rarely on white. */
const TABLE = { r: 96, g: 82, b: 70 };

export const READING_TRANSFORMS = {
  /** Only saved again as a phone's JPEG: the control, what any other change of pixels costs. */
  resaved: (image) => image.jpeg({ quality: 92 }),
  /** Turned a quarter clockwise, as a phone held sideways saves it without an EXIF turn. */
  quarter: (image) => image.rotate(90).jpeg({ quality: 92 }),
  upsideDown: (image) => image.rotate(180).jpeg({ quality: 92 }),
  /** Tilted 8° on a table: the reader must level it and ignore the table. */
  tilted: (image) => image.rotate(-8, { background: TABLE }).jpeg({ quality: 92 }),
  /** WhatsApp's image: at most 1280 px on the long side, JPEG at quality 60. */
  whatsapp: (image) => image.resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 60 }),
  /** A dim hall: darker and flatter, and recompressed. */
  dim: (image) => image.linear(0.55, 18).gamma(1.6).jpeg({ quality: 75 }),
  /** A little out of focus or shaken. */
  soft: (image) => image.blur(1.4).jpeg({ quality: 85 }),
  /** Shot from further away: the card at half the frame's width on the table, so every letter has half the pixels. */
  distant: async (image) => {
    const { width = 1, height = 1 } = await image.metadata();
    const small = await image.resize({ width: Math.round(width / 2) }).toBuffer();
    return sharp({ create: { width, height, channels: 3, background: TABLE } })
      .composite([{ input: small, gravity: 'centre' }])
      .jpeg({ quality: 92 });
  },
  /** Lit unevenly: the phone's or a hand's shadow darkens one side, down to 45 % of the light at the far corner. */
  shadow: async (image) => {
    const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const [w, h] = [info.width, info.height];
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const light = 1 - 0.55 * Math.min(1, Math.max(0, (x / w + y / h - 0.6) / 1.4));
        const o = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[o + c] * light);
      }
    }
    return sharp(data, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 });
  },
  /**
   * Shot from a chair across the table, not from above: the card's far edge narrower than its
   * near one and a little turned, so each line leans its own way (a keystone, not a tilt).
   */
  perspective: (image) =>
    keystone(image, [
      [0.16, 0.06],
      [0.9, 0.01],
      [0.99, 0.97],
      [0.02, 0.92],
    ]),
  /** Shot from a chair straight across the table: lines level, the far edge narrower (letters slant outwards). */
  fromChair: (image) =>
    keystone(image, [
      [0.12, 0.04],
      [0.88, 0.04],
      [1, 0.98],
      [0, 0.98],
    ]),
} satisfies Record<string, (image: sharp.Sharp) => sharp.Sharp | Promise<sharp.Sharp>>;

export type ReadingTransform = keyof typeof READING_TRANSFORMS;

export function isReadingTransform(name: string | undefined): name is ReadingTransform {
  return name !== undefined && Object.hasOwn(READING_TRANSFORMS, name);
}

/** Writes `source` through `transform` to `target`, a JPEG as phones save (EXIF orientation applied first, as a viewer shows it). */
export async function writeTransformed(source: string, target: string, transform: ReadingTransform): Promise<void> {
  const upright = await sharp(source).rotate().flatten({ background: '#ffffff' }).toBuffer();
  const transformed = await READING_TRANSFORMS[transform](sharp(upright));
  await transformed.toFile(target);
}

type Point = [number, number];
type Quad = [Point, Point, Point, Point];

/** `image` drawn with its corners at `corners` (fractions of its size: top-left, top-right, bottom-right, bottom-left) on the table. */
async function keystone(image: sharp.Sharp, corners: Quad): Promise<sharp.Sharp> {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const quad = corners.map(([x, y]) => [x * w, y * h]) as Quad;
  return sharp(warpOnto(data, w, h, quad, TABLE), { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 });
}

/** The RGB image `w`×`h` drawn with its corners at `quad` on a ground of `ground`, the same size. */
function warpOnto(data: Buffer, w: number, h: number, quad: Quad, ground: { r: number; g: number; b: number }): Buffer {
  // Each output pixel is found in the photo through the homography from the quad to the photo.
  const m = homography(quad, [[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]]);
  const out = Buffer.alloc(w * h * 3);
  const photo = { data, width: w, height: h, channels: 3 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const z = m[6] * x + m[7] * y + 1;
      const sx = (m[0] * x + m[1] * y + m[2]) / z;
      const sy = (m[3] * x + m[4] * y + m[5]) / z;
      const o = (y * w + x) * 3;
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) {
        [out[o], out[o + 1], out[o + 2]] = [ground.r, ground.g, ground.b];
        continue;
      }
      sampleInto(photo, sx, sy, out, o);
    }
  }
  return out;
}

/** The 3×3 homography (m[8] = 1, row by row) taking each point of `from` to the same point of `to`. */
function homography(from: Quad, to: Quad): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [[x, y], [u, v]] = [from[i], to[i]];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss–Jordan elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r][col] / rows[col][col];
      for (let c = col; c < 9; c++) rows[r][c] -= f * rows[col][c];
    }
  }
  return rows.map((row, i) => row[8] / row[i]);
}
