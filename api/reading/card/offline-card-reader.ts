/**
 * Reads a business or ID card photo with no network and no key: prepare the image, OCR it in
 * the card's language plus English, then pick the fields out with rules.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, type Language } from '@shared/limits';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { UnreadableInputError, type ImageFile } from '../../adapters/ports';
import { prepareForOcr } from '../ocr/image-prep';
import { extractCardFields } from './card-rules';
import type { TextRecognizer } from '../invitation/offline-invitation-reader';

// Fewer letters than this is a blank, blurred or dark photo: a card has at least a name and a
// line or two more.
const MIN_LETTERS = 10;

// Below this long side `prepareForOcr` enlarges the photo (to 2000 px). A card's small print
// (6–8 pt) is then only 8–12 px high in the photo, and its sensor noise is as big as a stroke:
// enlarged first, the noise grows into blobs that the median filter can no longer remove and
// tesseract loses whole lines. So small photos are smoothed at their own size, then enlarged.
const SMALL_PHOTO = 1400;
const ENLARGED_LONG_SIDE = 2000;

/** Extracts the card's fields from the photo in `image`; throws if it can't be read. */
export async function readIdCard(image: ImageFile, language: Language, ocr: TextRecognizer): Promise<ExtractedIdCard> {
  const prepared = await prepareCard(image.path).catch((error: unknown) => {
    throw new UnreadableInputError('The photo could not be opened: please upload a JPEG or PNG image', { cause: error });
  });
  const text = await ocr.recognize(prepared, language);
  if (letterCount(text) < MIN_LETTERS) {
    throw new UnreadableInputError('The card could not be read: try a sharper, well-lit photo of the whole card');
  }
  return extractCardFields(text, language);
}

/** `prepareForOcr`, with small photos smoothed before they are enlarged (see SMALL_PHOTO). */
export async function prepareCard(input: string | Buffer): Promise<Buffer> {
  const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  if (Math.max(meta.width ?? 0, meta.height ?? 0) >= SMALL_PHOTO) return prepareForOcr(input);
  const enlarged = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // the EXIF orientation: the PNG below carries none
    .greyscale()
    .median(3)
    .resize({ width: ENLARGED_LONG_SIDE, height: ENLARGED_LONG_SIDE, fit: 'inside', kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return prepareForOcr(enlarged);
}

function letterCount(text: string): number {
  return [...text].filter((c) => /\p{L}/u.test(c)).length;
}
