import { imageProblem } from '@shared/helpers/image-file';

/**
 * The photo formats the server can really read, said on every upload screen. The server sniffs
 * the type from the bytes and decodes with sharp (api/images.ts); sharp's build reads JPEG, PNG,
 * WebP, GIF, TIFF and AVIF, and BMP goes through bmp-js. HEIC (an iPhone's HEVC photos) is not
 * in sharp's build (the codec is patent-encumbered), so it is named as not accepted rather than
 * refused after the upload. An iPhone's own file picker converts HEIC to JPEG, so only a .heic
 * file copied to a computer meets this.
 */
export const ACCEPTED_FORMATS = 'JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF';

export const HEIC_REFUSED = 'HEIC photos cannot be read yet. Save the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and choose it again.';

// HEIC is HEVC inside HEIF; other HEIF files (AVIF-coded) are read, so only HEIC is named.
const isHeic = (file: { type: string; name: string }) => /^image\/heic/i.test(file.type) || /\.heic$/i.test(file.name);

/** Why a chosen photo cannot be used (not an image, too large, HEIC), or null. */
export function photoProblem(file: { type: string; name: string; size: number }): string | null {
  return imageProblem(file) ?? (isHeic(file) ? HEIC_REFUSED : null);
}
