import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { decode as decodeBmp } from 'bmp-js';
import { MAX_IMAGE_PIXELS, STORED_IMAGE_MAX_SIDE } from '@shared/limits';
import { tooLarge, unprocessable, unsupported } from './errors';
import { NOT_AN_IMAGE } from '@shared/helpers/image-file';

/** Image types we accept, told by their bytes (never by the name or the declared type). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp', 'image/tiff', 'image/avif', 'image/heic', 'image/heif']);


/** Reads the real type from the first bytes; anything that is not a supported image → 415. */
export async function sniffImageType(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported(NOT_AN_IMAGE);
  return type.mime;
}

/** sharp cannot read BMP; turn it into raw pixels sharp can. */
function openImage(bytes: Buffer, mime: string): sharp.Sharp {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  if (mime !== 'image/bmp') return sharp(bytes, options);
  const bmp = decodeBmp(bytes);
  if (bmp.width * bmp.height > MAX_IMAGE_PIXELS) throw tooLarge(pixelMessage());
  // bmp-js yields ABGR; reorder to RGBA.
  const rgba = Buffer.alloc(bmp.data.length);
  for (let i = 0; i < bmp.data.length; i += 4) {
    rgba[i] = bmp.data[i + 3]!;
    rgba[i + 1] = bmp.data[i + 2]!;
    rgba[i + 2] = bmp.data[i + 1]!;
    rgba[i + 3] = 255;
  }
  return sharp(rgba, { raw: { width: bmp.width, height: bmp.height, channels: 4 } });
}

const pixelMessage = () => `The image is too large to process (over ${Math.round(MAX_IMAGE_PIXELS / 1e6)} megapixels).`;

/**
 * A photo ready to store: EXIF orientation applied, at most STORED_IMAGE_MAX_SIDE on its long
 * side, JPEG. The pixel count is checked from the header before anything is decoded.
 */
export async function normaliseImage(bytes: Buffer, mime: string, maxSide = STORED_IMAGE_MAX_SIDE): Promise<Buffer> {
  if (mime !== 'image/bmp') {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(pixelMessage());
      throw unprocessable('The image could not be read: it may be damaged.');
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_IMAGE_PIXELS * 4 || (meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw tooLarge(pixelMessage());
    }
  }
  try {
    return await openImage(bytes, mime)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: false })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(pixelMessage());
    if (err && typeof err === 'object' && 'status' in err) throw err;
    throw unprocessable('The image could not be read: it may be damaged.');
  }
}

/** Sniff, check and normalise in one step: what every upload route needs. */
export async function acceptImage(bytes: Buffer, maxSide?: number): Promise<Buffer> {
  return normaliseImage(bytes, await sniffImageType(bytes), maxSide);
}
