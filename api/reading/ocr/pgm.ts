/**
 * Greyscale pixels as a binary PGM (netpbm 'P5'): the form every image the reader draws is
 * handed to tesseract in.
 *
 * Tesseract.js decodes each image inside its WebAssembly: a PNG's zlib stream there cost about
 * a tenth of a page's read (20 redrawn pages: 11.1 → 9.7 s, the same text from each), and
 * encoding it cost sharp another 10 ms a page. A PGM is its pixels after a short header: nothing
 * to encode here, nothing to inflate there, the same pixels.
 */

/** A PGM image and its pixels (one byte each, row by row), which share its memory. */
export interface Pgm {
  /** The whole file: header, then pixels. */
  image: Buffer;
  /** The pixels within `image`: writing them draws the image. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** A PGM of `width` × `height` pixels, all `fill` (white by default). */
export function blankPgm(width: number, height: number, fill = 255): Pgm {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const image = Buffer.alloc(header.length + width * height, fill);
  header.copy(image);
  return { image, pixels: image.subarray(header.length), width, height };
}

/** Greyscale pixels (one byte each) as a PGM (copied once, behind the header). */
export function pgmOf(pixels: Buffer, width: number, height: number): Pgm {
  const out = blankPgm(width, height);
  pixels.copy(out.pixels, 0, 0, width * height);
  return out;
}

/** The size a PGM's header gives, or null for anything else. */
export function pgmSize(image: Buffer): { width: number; height: number } | null {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'));
  return header ? { width: Number(header[1]), height: Number(header[2]) } : null;
}
