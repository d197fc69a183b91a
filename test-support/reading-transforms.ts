/**
 * What a phone does to a photo that the development set's files may not show: turned a quarter,
 * upside down, tilted on a table, sent through WhatsApp (smaller, recompressed), shot in a dim
 * hall or a little out of focus. `bench/reading.ts` reads the set again through one of these
 * (READING_TRANSFORM=name) so that a field which holds only for a file's own pixels shows up as
 * a drop against the plain run: the hidden set's photos are other photos, not these ones.
 */
import sharp from 'sharp';

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
} satisfies Record<string, (image: sharp.Sharp) => sharp.Sharp>;

export type ReadingTransform = keyof typeof READING_TRANSFORMS;

export function isReadingTransform(name: string | undefined): name is ReadingTransform {
  return name !== undefined && Object.hasOwn(READING_TRANSFORMS, name);
}

/** Writes `source` through `transform` to `target`, a JPEG as phones save (EXIF orientation applied first, as a viewer shows it). */
export async function writeTransformed(source: string, target: string, transform: ReadingTransform): Promise<void> {
  const upright = await sharp(source).rotate().flatten({ background: '#ffffff' }).toBuffer();
  await READING_TRANSFORMS[transform](sharp(upright)).toFile(target);
}
